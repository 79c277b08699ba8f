/** SQLSTATE codes the services translate into domain errors. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT on newer PostgreSQL servers (15 reports it as 23503). */
export const RESTRICT_VIOLATION = '23001';

interface DriverError {
  code?: string;
  constraint?: string;
}

function driverError(error: unknown): DriverError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const wrapped = (error as { driverError?: DriverError }).driverError;
  return wrapped ?? error;
}

/** True when `error` is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  return e?.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint);
}

/** True when `error` is a foreign-key violation (of `constraint`, when given). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  return (
    (e?.code === FOREIGN_KEY_VIOLATION || e?.code === RESTRICT_VIOLATION) &&
    (constraint === undefined || e.constraint === constraint)
  );
}

/**
 * SQLSTATE class 40 codes after which PostgreSQL has rolled the whole transaction back because of
 * other transactions running at the same time, not because of anything in it: run again as it
 * was, it can succeed (PostgreSQL manual, "Serialization Failure Handling").
 */
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';

/**
 * True when PostgreSQL rolled the transaction back as one side of a deadlock (40P01) or as a
 * serialization failure (40001): the same transaction may be run again.
 */
export function isRetryableRollback(error: unknown): boolean {
  const code = driverError(error)?.code;
  return code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE;
}

/** The name of the violated constraint, for mapping it to the request field it came from. */
export function violatedConstraint(error: unknown): string | undefined {
  return driverError(error)?.constraint;
}

/** The statement ran past statement_timeout (or was cancelled): SQLSTATE 57014. */
export const QUERY_CANCELED = '57014';

/** True when PostgreSQL cancelled the statement, as statement_timeout does. */
export function isQueryCanceled(error: unknown): boolean {
  return driverError(error)?.code === QUERY_CANCELED;
}
