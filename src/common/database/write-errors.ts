import { ConflictError, ValidationFailedError } from '../errors';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from './postgres-errors';

/**
 * What a resource's constraints mean to a client: the one map every catalogue write is translated
 * with, so a race the service's own checks could not rule out still answers a clear 4xx.
 */
export interface ConstraintMeanings {
  /** The record as messages name it, e.g. `ship`, `theme park`. */
  what: string;
  /** unique constraint → the value it guards as messages name it (`slug`, `IMO number`). */
  unique?: Record<string, string>;
  /** foreign-key constraint → [request field, what it refers to] (`['port_id', 'a port']`). */
  references?: Record<string, [field: string, what: string]>;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/** `A ship with slug 'x' already exists.` — the 409 of a taken unique value. */
export function alreadyExists(what: string, valueName: string, value: string | null | undefined) {
  return new ConflictError(
    value
      ? `${article(what)} ${what} with ${valueName} '${value}' already exists.`
      : `The ${what} already exists.`,
  );
}

/** The 400 of a reference to a record that does not exist, naming the request field. */
export function missingReference(field: string, what: string): ValidationFailedError {
  return ValidationFailedError.field(field, `refers to ${what} that does not exist`);
}

/** The value PostgreSQL reports in a unique violation's detail: `Key (slug)=(x) already exists.` */
function duplicateValue(error: unknown): string | undefined {
  const source =
    (error as { driverError?: { detail?: unknown } }).driverError ??
    (error as { detail?: unknown });
  const detail = typeof source?.detail === 'string' ? source.detail : '';
  return /^Key \([^)]*\)=\((.*)\) already exists\.$/.exec(detail)?.[1];
}

/**
 * Rethrows a unique or foreign-key violation named in `meanings` as the API error it stands for
 * (409 for a taken value, 400 naming the field for a missing reference); anything else unchanged.
 */
export function translateWriteError(error: unknown, meanings: ConstraintMeanings): never {
  const constraint = violatedConstraint(error) ?? '';
  if (isUniqueViolation(error)) {
    const valueName = meanings.unique?.[constraint];
    if (valueName) throw alreadyExists(meanings.what, valueName, duplicateValue(error));
  }
  if (isForeignKeyViolation(error)) {
    const reference = meanings.references?.[constraint];
    if (reference) throw missingReference(reference[0], reference[1]);
  }
  throw error;
}
