import cors, { CorsOptions } from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';
import { isStudioRequestPath } from './studio-path';

export type Headers = ReadonlyArray<readonly [name: string, value: string | string[]]>;

/** A header-only step that works on Node's request and response (Express's extend them). */
export type HeaderStep = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The headers a header-only middleware sets for `probe`, worked out by running it once against a
 * response that only records them. Throws when the middleware does anything else (answers, fails,
 * or continues later), since its effect could then not be replayed.
 */
export function headersSetBy(middleware: RequestHandler, probe: Partial<Request>): Headers {
  const recorded = new Map<string, [string, string | string[]]>();
  const response = {
    getHeader: (name: string) => recorded.get(name.toLowerCase())?.[1],
    setHeader(name: string, value: string | number | string[]) {
      recorded.set(name.toLowerCase(), [name, Array.isArray(value) ? value : String(value)]);
      return response;
    },
    removeHeader: (name: string) => void recorded.delete(name.toLowerCase()),
    end: () => {
      throw new Error('headersSetBy: the middleware answered the probe itself');
    },
  };
  let continued = false;
  const next: NextFunction = (error?: unknown) => {
    if (error)
      throw new Error('headersSetBy: the middleware failed on the probe', { cause: error });
    continued = true;
  };
  void middleware(
    { method: 'GET', url: '/', headers: {}, ...probe } as Request,
    response as unknown as Response,
    next,
  );
  if (!continued) throw new Error('headersSetBy: the middleware did not continue synchronously');
  return [...recorded.values()];
}

function setAll(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Helmet's headers. Helmet runs a dozen middlewares per request that set the same headers every
 * time (nothing in this configuration depends on the request), so they are taken from helmet once
 * at start-up (and set by {@link setHeaders}, or by the fast path). Directives computed per
 * request (a nonce) are refused.
 */
export function securityHeaders(options: HelmetOptions): Headers {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (v) =>
        typeof v === 'function' || (Array.isArray(v) && v.some((x) => typeof x === 'function')),
    )
  )
    throw new Error('securityHeaders: a directive computed per request cannot be set once');
  return headersSetBy(helmet(options), {});
}

/** A middleware that sets `headers` on every response. */
export function setHeaders(headers: Headers): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    setAll(res, headers);
    next();
  };
}

/** The studio's CORS middleware for studio paths ({@link isStudioRequestPath}), the public one otherwise. */
export function corsByArea(areas: { public: HeaderStep; studio: HeaderStep }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    (isStudioRequestPath(req.path) ? areas.studio : areas.public)(req, res, next);
}

/**
 * CORS as the `cors` package answers it. A request without an Origin header (servers, scripts,
 * most public reads) always gets the same headers, worked out once at start-up; a browser's
 * request and every preflight go through `cors` itself.
 */
export function corsHeaders(options: CorsOptions): HeaderStep {
  const full = cors(options);
  const withoutOrigin = headersSetBy(full, {});
  return (req, res, next) => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS') return full(req, res, next);
    setAll(res, withoutOrigin);
    next();
  };
}
