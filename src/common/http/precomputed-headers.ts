import cors, { CorsOptions } from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';
import { isStudioRequestPath } from './studio-path';

type Headers = ReadonlyArray<readonly [name: string, value: string | string[]]>;

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

function setAll(res: Response, headers: Headers): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * Helmet's headers. Helmet runs a dozen middlewares per request that set the same headers every
 * time (nothing in this configuration depends on the request), so they are taken from helmet once
 * at start-up and set by one middleware. Directives computed per request (a nonce) are refused.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (v) =>
        typeof v === 'function' || (Array.isArray(v) && v.some((x) => typeof x === 'function')),
    )
  )
    throw new Error('securityHeaders: a directive computed per request cannot be set once');
  const headers = headersSetBy(helmet(options), {});
  return (_req: Request, res: Response, next: NextFunction) => {
    setAll(res, headers);
    next();
  };
}

/** The studio's CORS middleware for studio paths ({@link isStudioRequestPath}), the public one otherwise. */
export function corsByArea(areas: {
  public: RequestHandler;
  studio: RequestHandler;
}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    (isStudioRequestPath(req.path) ? areas.studio : areas.public)(req, res, next);
}

/**
 * CORS as the `cors` package answers it. A request without an Origin header (servers, scripts,
 * most public reads) always gets the same headers, worked out once at start-up; a browser's
 * request and every preflight go through `cors` itself.
 */
export function corsHeaders(options: CorsOptions): RequestHandler {
  const full = cors(options);
  const withoutOrigin = headersSetBy(full, {});
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS') return full(req, res, next);
    setAll(res, withoutOrigin);
    next();
  };
}
