import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { AppError, ErrorCode, ValidationFailedError } from '../errors';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth';

export const BODY_LIMIT = '1mb';

/**
 * Body-parser failures are the client's: each `type` maps to a clear 4xx
 * (docs/behaviour.md#errors).
 */
const BODY_ERRORS: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  'entity.parse.failed': {
    status: 400,
    code: 'MALFORMED_JSON',
    detail: 'The request body is not valid JSON.',
  },
  'entity.too.large': {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    detail: `The request body is larger than ${BODY_LIMIT}.`,
  },
  'encoding.unsupported': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: 'The request body encoding is not supported.',
  },
  'charset.unsupported': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: 'The request body charset is not supported.',
  },
  'parameters.too.many': {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    detail: 'The request body has too many parameters.',
  },
  'request.aborted': {
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request body was not received completely.',
  },
  'request.size.invalid': {
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request body length does not match Content-Length.',
  },
};

export function toBodyError(error: unknown): unknown {
  const type = (error as { type?: unknown } | null)?.type;
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  return known ? new AppError(known.status, known.code, known.detail) : error;
}

function translated(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void parser(req, res, (error?: unknown) => next(error ? toBodyError(error) : undefined));
  };
}

/**
 * Refuses a JSON body nested deeper than MAX_BODY_DEPTH before anything else reads it: the parser
 * itself copes with any depth, but recursive code after it (class-transformer, the validator,
 * JSON.stringify in logs and audit) would overflow the stack.
 */
function depthLimited(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void parser(req, res, (error?: unknown) => {
      if (error || !nestsDeeperThan(req.body, MAX_BODY_DEPTH)) return next(error);
      req.body = undefined;
      next(
        new ValidationFailedError(
          [{ field: 'body', message: `must not nest deeper than ${MAX_BODY_DEPTH} levels` }],
          `The request body nests objects or arrays deeper than ${MAX_BODY_DEPTH} levels, the limit.`,
        ),
      );
    });
  };
}

/**
 * Whether a request carries a body, as body-parser decides it (type-is's hasBody): a
 * Transfer-Encoding, or a numeric Content-Length (0 included).
 */
export function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && !isNaN(+length))
  );
}

/**
 * JSON and form bodies (login is form-encoded), with their errors translated before Nest sees them.
 * Form bodies are parsed flat (`extended: false`), so only JSON can nest. A request without a
 * body (every GET) skips the parsers at once instead of being turned down by each in turn.
 */
export function bodyParsers(): RequestHandler {
  const json = translated(depthLimited(express.json({ limit: BODY_LIMIT })));
  const form = translated(
    express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 200 }),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    void json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
}
