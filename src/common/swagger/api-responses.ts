import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath, type ResponseObject } from '@nestjs/swagger';
import { ProblemDetailsDto } from './problem-details.dto';

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_FAILED, MALFORMED_JSON)',
  401: 'Missing, invalid, expired or revoked credentials (UNAUTHORIZED)',
  403: 'The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED)',
  404: 'Not found (NOT_FOUND)',
  409: 'Conflicts with existing records (CONFLICT)',
  413: 'Body too large (PAYLOAD_TOO_LARGE)',
  415: 'Unsupported media type (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Rate limit exceeded (RATE_LIMITED); see Retry-After',
  500: 'Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer',
  502: 'Upstream or media storage unavailable (UPSTREAM_UNAVAILABLE, STORAGE_UNAVAILABLE)',
  503: 'Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After',
};

/** A problem+json response with the shared schema; `description` defaults to the status's own. */
export function problemResponse(status: number, description?: string): ResponseObject {
  return {
    description: description ?? ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: {
      'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDetailsDto) } },
    },
  };
}

/** A documented response header (OpenAPI header object). */
export interface ApiHeader {
  description: string;
  schema: Record<string, unknown>;
}

/** `Retry-After` in seconds, as the 429, 503 and open-breaker 502 answers carry it. */
export const RETRY_AFTER_HEADER: ApiHeader = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/** An error response with a route-specific description or headers, for `ApiProblems`. */
export interface ApiProblem {
  status: number;
  description?: string;
  headers?: Record<string, ApiHeader>;
}

/** The 502 of a route that relays the live-data upstream (the live routes, the studio's upstream search). */
export const UPSTREAM_UNAVAILABLE_PROBLEM: ApiProblem = {
  status: 502,
  description:
    'The live-data source is down, timed out, or answered an error or garbage (UPSTREAM_UNAVAILABLE). After repeated failures the circuit breaker answers at once, with Retry-After, until it probes again.',
  headers: {
    'Retry-After': {
      ...RETRY_AFTER_HEADER,
      description: 'Only while the circuit breaker is open: seconds until it probes again.',
    },
  },
};

/**
 * Documents problem+json error responses, e.g. `@ApiProblems(400, 404)`; a status may come with
 * its own description and headers: `@ApiProblems(400, { status: 502, description, headers })`.
 */
export function ApiProblems(
  ...problems: Array<number | ApiProblem>
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDetailsDto),
    ...problems.map((entry) => {
      const { status, description, headers } =
        typeof entry === 'number' ? { status: entry } : entry;
      return ApiResponse({
        status,
        ...problemResponse(status, description),
        // 429 and 503 get their headers for every route in document-transforms.ts.
        ...(headers ? { headers } : {}),
      });
    }),
  );
}

/** `{data: Model}` success response. */
export function ApiDataResponse(
  model: Type<unknown>,
  status = 200,
  description = 'OK',
): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: { $ref: getSchemaPath(model) } },
      },
    }),
  );
}

/** `{data: [Model], total, skip, limit}` success response. */
export function ApiPaginatedResponse(
  model: Type<unknown>,
  description = 'One page of records',
): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: 200,
      description,
      schema: {
        type: 'object',
        required: ['data', 'total', 'skip', 'limit'],
        properties: {
          data: { type: 'array', items: { $ref: getSchemaPath(model) } },
          total: { type: 'integer', minimum: 0, example: 42 },
          skip: { type: 'integer', minimum: 0, example: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 100, example: 20 },
        },
      },
    }),
  );
}
