import { HttpException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { isRetryableRollback } from '../database/postgres-errors';
import { AppError, ErrorCode, FieldError } from '../errors';

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldError[];
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * PostgreSQL error classes that mean "the database is not reachable right now": 08 connection,
 * 53 resources, 57P01-03 shutdown, 3D000 database gone, 28 authentication.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3]|3D000|28)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

export function problem(
  status: number,
  code: ErrorCode,
  detail: string,
  errors?: FieldError[],
): ProblemDetails {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  };
}

export interface MappedError {
  body: ProblemDetails;
  headers: Record<string, string>;
  /** True for failures the client did not cause: they are logged with their stack. */
  unexpected: boolean;
  /**
   * What the log counts it under (one line per cause per second), when not the error's own type
   * and message: every request an unreachable database refuses is one cause.
   */
  cause?: string;
}

/** The cause every failure of an unreachable database is logged under. */
export const DATABASE_UNREACHABLE = 'database unreachable';

/**
 * TypeORM releases a transaction's query runner when its connection dies; the transaction's next
 * statement (or its COMMIT) then fails with one of these instead of a driver error. Nothing else
 * releases a runner under a running transaction, so they mean the database went away mid-request.
 */
const RELEASED_RUNNER = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

function isDatabaseUnavailable(error: Record<string, unknown>): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    (typeof error.name === 'string' && RELEASED_RUNNER.has(error.name)) ||
    UNAVAILABLE_SQLSTATE.test(code) ||
    UNAVAILABLE_ERRNO.has(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/** Maps anything thrown while handling a request to problem details (docs/behaviour.md#errors). */
export function toProblem(exception: unknown): MappedError {
  if (exception instanceof AppError) {
    return {
      body: problem(exception.status, exception.code, exception.detail, exception.errors),
      headers: exception.headers ?? {},
      unexpected: false,
    };
  }

  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : exception.message;
    const detail =
      status === 404 && /^Cannot [A-Z]+ /.test(message)
        ? `No route matches ${message.replace(/^Cannot /, '')}.`
        : message;
    return {
      body: problem(
        status,
        CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED'),
        detail,
      ),
      headers: {},
      unexpected: status >= 500,
    };
  }

  if (exception && typeof exception === 'object') {
    const error = exception as Record<string, unknown>;
    const driverError = (error.driverError as Record<string, unknown> | undefined) ?? error;
    if (isDatabaseUnavailable(driverError)) {
      return {
        body: problem(
          503,
          'SERVICE_UNAVAILABLE',
          'The database is temporarily unavailable. Try again shortly.',
        ),
        headers: { 'Retry-After': '5' },
        unexpected: true,
        cause: DATABASE_UNREACHABLE,
      };
    }
    // A deadlock (40P01) or serialization failure (40001) rolled the whole transaction back
    // because of others running at the same time (the catalogue writer has already run it three
    // times): nothing of it was stored, and the same request sent again can succeed. Not the
    // client's doing and not a bug, so 503 with a short Retry-After, not 409 (which asks the client
    // to change something) nor 500. Logged, as a sign of writes that keep colliding.
    if (isRetryableRollback(driverError)) {
      return {
        body: problem(
          503,
          'SERVICE_UNAVAILABLE',
          'The request collided with concurrent changes and was rolled back; nothing was stored. Send it again.',
        ),
        headers: { 'Retry-After': '1' },
        unexpected: true,
      };
    }
    // Class 22 is "data exception": a value from the request the database cannot take (a NUL
    // character, a string too long for its column, a number out of range). The client's doing.
    if (typeof driverError.code === 'string' && driverError.code.startsWith('22')) {
      return {
        body: problem(
          400,
          'VALIDATION_FAILED',
          'The request contains a value that cannot be stored (for example a NUL character or an out-of-range number).',
        ),
        headers: {},
        unexpected: false,
      };
    }
    // A unique or foreign-key violation a service did not translate itself is still a conflict.
    // PostgreSQL 15 reports ON DELETE RESTRICT as 23503, newer servers as 23001
    // (restrict_violation).
    if (driverError.code === '23505') {
      return {
        body: problem(409, 'CONFLICT', 'A record with the same unique value already exists.'),
        headers: {},
        unexpected: false,
      };
    }
    if (driverError.code === '23503' || driverError.code === '23001') {
      return {
        body: problem(409, 'CONFLICT', 'The record is still referred to by other records.'),
        headers: {},
        unexpected: false,
      };
    }
  }

  return {
    body: problem(500, 'INTERNAL_ERROR', 'An unexpected error occurred.'),
    headers: {},
    unexpected: true,
  };
}
