import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { AppError, ErrorCode, ValidationFailedError } from '../errors';
import { refusedInBody, reservedKeyError, reservedKeyInForm } from './body-keys';
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

/**
 * A body that its Content-Encoding cannot decode (bad gzip, deflate or br bytes): body-parser
 * passes the decompression stream's error (a zlib error, with its `errno`) on as a 400 without a
 * `type`.
 */
const UNDECODABLE_BODY = new ValidationFailedError(
  [],
  'The request body could not be decompressed as its Content-Encoding says.',
);

export function toBodyError(error: unknown): unknown {
  const { type, status, errno } = (error ?? {}) as {
    type?: unknown;
    status?: unknown;
    errno?: unknown;
  };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return new AppError(known.status, known.code, known.detail);
  if (type === undefined && status === 400 && typeof errno === 'number') return UNDECODABLE_BODY;
  return error;
}

/**
 * The parsers decompress only the bodies they read (JSON and form); any other body with a
 * Content-Encoding cannot be read by anything after them (the multipart reader included).
 */
const DECODED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

function undecodedEncoding(req: Request): boolean {
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  return encoding !== 'identity' && encoding !== '' && !req.is(DECODED_TYPES);
}

function translated(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void parser(req, res, (error?: unknown) => next(error ? toBodyError(error) : undefined));
  };
}

/**
 * Refuses a JSON body nested deeper than MAX_BODY_DEPTH before anything else reads it: the parser
 * itself copes with any depth, but recursive code after it (class-transformer, the validator,
 * JSON.stringify in logs and audit) would overflow the stack. Then refuses a reserved key
 * (`__proto__`, `constructor`, `prototype`) or a string with a lone UTF-16 surrogate, which
 * could not be stored as sent, at any depth (refusedInBody).
 */
function checkedJson(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void parser(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) {
        req.body = undefined;
        return next(
          new ValidationFailedError(
            [{ field: 'body', message: `must not nest deeper than ${MAX_BODY_DEPTH} levels` }],
            `The request body nests objects or arrays deeper than ${MAX_BODY_DEPTH} levels, the limit.`,
          ),
        );
      }
      const refused = refusedInBody(req.body);
      if (refused === undefined) return next();
      req.body = undefined;
      next(refused);
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
  const json = translated(checkedJson(express.json({ limit: BODY_LIMIT })));
  // The form parser drops `__proto__` silently, so its raw body is read for reserved names
  // through the parser's `verify` hook, and refused once parsed.
  const reservedInForm = new WeakMap<object, string>();
  const formParser = express.urlencoded({
    limit: BODY_LIMIT,
    extended: false,
    parameterLimit: 200,
    verify: (req, _res, raw) => {
      const reserved = reservedKeyInForm(raw.toString('latin1'));
      if (reserved !== undefined) reservedInForm.set(req, reserved);
    },
  });
  const form = translated((req: Request, res: Response, next: NextFunction) => {
    void formParser(req, res, (error?: unknown) => {
      const reserved = reservedInForm.get(req);
      if (error || reserved === undefined) return next(error);
      req.body = undefined;
      next(reservedKeyError(reserved));
    });
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    if (undecodedEncoding(req)) return next(toBodyError({ type: 'encoding.unsupported' }));
    void json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
}
