import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PublicReadCache } from '../cache/public-read-cache';
import type { CachedResponse } from '../cache/response-cache';
import { cacheKey } from '../cache/response-cache-keys';
import { sendProblem } from '../filters/problem-details.filter';
import { toProblem } from '../filters/problem-details';
import type { PublicReadAdmission } from './public-read-admission';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The fast path for cached public reads (docs/architecture.md, "The public-read fast path"): an
 * Express middleware in front of Nest's routing that answers a response-cache hit of a plain
 * public GET itself, and hands everything else to the ordinary Nest pipeline unchanged.
 *
 * It runs after the request pipeline (request id, access log, request log), the security headers,
 * CORS and the studio's Cache-Control, and before the body parsers and the routes. For a GET while
 * the cache is active, without an Authorization header, whose normalised URL has a stored answer,
 * it does what the Nest path's global guard does (ApiAccess: the X-API-Key and its allowlist, then
 * one count against the route's rate limit, with its X-RateLimit headers) and sends the stored
 * answer: `X-Cache: HIT`, the route's own headers, the JSON Content-Type, the ETag, and the body
 * through Express's `send` (304 for a matching If-None-Match, no body for HEAD). A key the check
 * refuses (401, 403) or any failure of the check other than the 429 falls through to Nest, which
 * answers it as for every route; the 429 is sent here, in the problem format, so the request is
 * counted once. A miss falls through too, and the route's ResponseCacheInterceptor stores its
 * answer for the next request.
 */
export class PublicReadFastPath {
  /** Answers sent from the cache by this middleware since start. */
  answered = 0;

  constructor(
    private readonly cache: PublicReadCache,
    private readonly admission: PublicReadAdmission,
  ) {}

  readonly handle: RequestHandler = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || !this.cache.active || req.headers.authorization !== undefined)
      return next();
    const entry = this.cache.store.get(cacheKey(req.originalUrl));
    if (!entry) return next();
    let identified: Promise<void> | undefined;
    try {
      identified = this.admission.identify(req);
    } catch {
      return next();
    }
    if (identified)
      identified.then(
        () => this.countAndSend(req, res, next, entry),
        () => next(),
      );
    else this.countAndSend(req, res, next, entry);
  };

  private countAndSend(req: Request, res: Response, next: NextFunction, entry: CachedResponse) {
    let counted: true | Promise<true>;
    try {
      counted = this.admission.count(req, res, entry.policy);
    } catch (error) {
      return this.refuse(res, next, error);
    }
    if (counted === true) this.send(req, res, entry);
    else
      counted.then(
        () => this.send(req, res, entry),
        (error: unknown) => this.refuse(res, next, error),
      );
  }

  private send(req: Request, res: Response, entry: CachedResponse): void {
    this.answered += 1;
    req.cachedRoute = entry.route;
    res.setHeader('X-Cache', 'HIT');
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('ETag', entry.etag);
    res.status(200).send(entry.body);
  }

  /** The 429 is answered here (counted once); anything unexpected is left to Nest. */
  private refuse(res: Response, next: NextFunction, error: unknown): void {
    const problem = toProblem(error);
    if (problem.unexpected) return next();
    sendProblem(res, problem);
  }
}

const fastPaths = new WeakMap<object, PublicReadFastPath>();

/** Creates the fast path of `app` (app.setup.ts); `fastPathOf(app)` finds it again. */
export function createFastPath(
  app: object,
  cache: PublicReadCache,
  admission: PublicReadAdmission,
): PublicReadFastPath {
  const fastPath = new PublicReadFastPath(cache, admission);
  fastPaths.set(app, fastPath);
  return fastPath;
}

export function fastPathOf(app: object): PublicReadFastPath | undefined {
  return fastPaths.get(app);
}
