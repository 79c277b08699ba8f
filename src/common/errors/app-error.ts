/**
 * Every stable error code of the API (docs/behaviour.md#errors); the OpenAPI enum is built from it
 * too.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'INVALID_API_KEY',
  'INVALID_PREVIEW_TOKEN',
  'FORBIDDEN',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'ORIGIN_NOT_ALLOWED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'LIVE_DATA_UNAVAILABLE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The service's error family: a stable `code`, an HTTP status and a human sentence. The global
 * ProblemDetailsFilter turns every one of them into RFC 9457 problem+json
 * (docs/behaviour.md#errors).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends AppError {
  constructor(errors: FieldError[], detail?: string) {
    super(400, 'VALIDATION_FAILED', detail ?? ValidationFailedError.sentence(errors), errors);
  }

  static field(field: string, message: string): ValidationFailedError {
    return new ValidationFailedError([{ field, message }]);
  }

  private static sentence(errors: FieldError[]): string {
    if (errors.length === 0) return 'The request is invalid.';
    return `The request is invalid: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}.`;
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'A valid bearer token is required.') {
    super(401, 'UNAUTHORIZED', detail, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

/** An X-Preview-Token that is malformed, forged, expired or revoked (docs/behaviour.md#previews). */
export class InvalidPreviewTokenError extends AppError {
  constructor(
    detail = 'The preview token is not valid: it is malformed, expired or revoked. Ask the studio for a new one, or read without it.',
  ) {
    super(401, 'INVALID_PREVIEW_TOKEN', detail);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor(detail = 'The e-mail address or password is incorrect.') {
    super(401, 'INVALID_CREDENTIALS', detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'Your role does not allow this action.') {
    super(403, 'FORBIDDEN', detail);
  }
}

/**
 * The caller must use two-factor authentication (STUDIO_REQUIRE_2FA) and has not enrolled yet:
 * until then only the enrolment endpoints (and me/logout) answer.
 */
export class TwoFactorEnrolmentRequiredError extends AppError {
  constructor(
    detail = 'Two-factor authentication is required for your account: enrol at POST /studio/auth/2fa/enrolment, confirm with a code, then refresh your tokens.',
  ) {
    super(403, 'TWO_FACTOR_ENROLMENT_REQUIRED', detail);
  }
}

export class NotFoundError extends AppError {
  constructor(what: string, key?: string) {
    super(404, 'NOT_FOUND', key ? `${what} '${key}' was not found.` : `${what} was not found.`);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, 'CONFLICT', detail);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, detail = 'Too many requests. Try again later.') {
    super(429, 'RATE_LIMITED', detail, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail = 'The service is temporarily unavailable. Try again shortly.') {
    super(503, 'SERVICE_UNAVAILABLE', detail, undefined, { 'Retry-After': '5' });
  }
}

/** The media store (local disk or S3) refused or did not answer; nothing was stored. */
export class StorageUnavailableError extends AppError {
  constructor(
    detail = 'The media storage is unavailable; the image was not stored. Try again shortly.',
  ) {
    super(502, 'STORAGE_UNAVAILABLE', detail);
  }
}
