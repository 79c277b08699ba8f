import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from 'node:http';
import fresh from 'fresh';
import type { ApiClientIdentity } from '../auth/api-client-identity';
import { PublicReadCache } from '../cache/public-read-cache';
import type { CachedResponse } from '../cache/response-cache';
import { cacheKey } from '../cache/response-cache-keys';
import type { ContentLocales } from '../locale/content-locales';
import { sendProblem } from '../filters/problem-details.filter';
import { toProblem } from '../filters/problem-details';
import { arrivalTime } from '../http/arrival-time';
import { clientAddress, type TrustRule } from '../http/client-address';
import {
  requestIdOf,
  trackRequest,
  type LoggedRequest,
  type RequestFinishedListener,
} from '../http/request-pipeline';
import type { PublicReadAdmission } from './public-read-admission';

const JSON_TYPE = 'application/json; charset=utf-8';

type Header = readonly [name: string, value: string | string[]];

/** What the fast path sets on every answer besides the stored one's own headers. */
export interface FastPathHeaders {
  /** Helmet's headers, as the Nest path sets them (precomputed-headers.ts). */
  security: readonly Header[];
  /** The public area's CORS: fixed headers without an Origin, `cors` itself with one. */
  cors: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export interface FastPathOptions {
  cache: PublicReadCache;
  /** How the cache key names an answer's language (cacheKey). */
  locales: ContentLocales;
  admission: PublicReadAdmission;
  headers: FastPathHeaders;
  trust: TrustRule;
  /** The request-finished listeners of the Nest path (the access log, the request log). */
  listeners: readonly RequestFinishedListener[];
  /** Where every request the fast path does not answer goes: the Express application. */
  next: RequestListener;
}

/** The fast path's record of a request, what the request-finished listeners read. */
class CachedReadRequest implements LoggedRequest {
  readonly id: string;
  readonly receivedAt: number;
  readonly method: string;
  readonly originalUrl: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly socket: IncomingMessage['socket'];
  readonly ip: string | undefined;
  apiClient?: ApiClientIdentity;
  cachedRoute: string | null = null;

  constructor(req: IncomingMessage, receivedAt: number, trust: TrustRule) {
    this.receivedAt = receivedAt;
    this.id = requestIdOf(req.headers);
    this.method = req.method!;
    this.originalUrl = req.url!;
    const query = this.originalUrl.indexOf('?');
    this.path = query === -1 ? this.originalUrl : this.originalUrl.slice(0, query);
    this.headers = req.headers;
    this.socket = req.socket;
    this.ip = clientAddress(req, trust);
  }
}

/**
 * The fast path for cached public reads (docs/architecture.md, "The public-read fast path"): the
 * first handler of the HTTP server (front-server.ts), in front of Express and Nest. It answers a
 * response-cache hit of a plain public GET itself and hands every other request to Express
 * untouched.
 *
 * A request qualifies when it is a GET while the cache is active, without an Authorization or
 * X-Preview-Token header, with an origin-form target (`/path?query`) whose normalised form has a
 * stored answer.
 * Then it does what the Nest path does for the same request: the API key and its allowlist
 * (ApiAccess, as the global guard), before anything is sent, so a key the check refuses (401,
 * 403) goes on to Express, which answers it as for every route; one count against the route's
 * rate limit (its X-RateLimit headers; the 429 answered here, in the problem format, so the
 * request is counted once); the request id, the security and CORS headers; the access-log line
 * and the request-log row (the same listeners, through trackRequest); and the stored answer:
 * `X-Cache: HIT`, the route's own headers, the JSON Content-Type, the ETag, Content-Length and
 * the body, or 304 for a matching If-None-Match. A failure of the checks other than those goes on
 * to Express too.
 */
export class PublicReadFastPath {
  /** Answers sent from the cache by the fast path since start. */
  answered = 0;

  constructor(private readonly options: FastPathOptions) {}

  /** The HTTP server's request listener: a hit is answered here, anything else goes on untouched. */
  readonly handle: RequestListener = (req, res) => {
    const { cache, next } = this.options;
    if (
      req.method !== 'GET' ||
      !cache.active ||
      req.headers.authorization !== undefined ||
      // A preview read (docs/behaviour.md#previews) is never answered from the cache.
      req.headers['x-preview-token'] !== undefined
    )
      return next(req, res);
    const url = req.url;
    // Absolute-form targets (`GET http://host/path`) are Express's to reduce to their path.
    if (url === undefined || url.charCodeAt(0) !== 0x2f /* '/' */) return next(req, res);
    const entry = cache.store.get(
      cacheKey(url, this.options.locales, req.headers['accept-language']),
    );
    if (!entry) return next(req, res);
    const request = new CachedReadRequest(req, arrivalTime(), this.options.trust);
    const miss = () => next(req, res);
    let identified: Promise<void> | undefined;
    try {
      identified = this.options.admission.identify(request);
    } catch {
      return miss();
    }
    if (identified)
      identified.then(
        () => this.countAndSend(request, res, miss, entry),
        () => miss(),
      );
    else this.countAndSend(request, res, miss, entry);
  };

  private countAndSend(
    request: CachedReadRequest,
    res: ServerResponse,
    miss: () => void,
    entry: CachedResponse,
  ): void {
    let counted: true | Promise<true>;
    try {
      counted = this.options.admission.count(request, res, entry.policy);
    } catch (error) {
      return this.refuse(request, res, miss, error);
    }
    if (counted === true) this.send(request, res, entry);
    else
      counted.then(
        () => this.send(request, res, entry),
        (error: unknown) => this.refuse(request, res, miss, error),
      );
  }

  /** The pipeline's part of an answer: id, tracking, security and CORS headers. */
  private begin(request: CachedReadRequest, res: ServerResponse, then: () => void): void {
    trackRequest(request, res, this.options.listeners);
    for (const [name, value] of this.options.headers.security) res.setHeader(name, value);
    this.options.headers.cors(res.req, res, then);
  }

  private send(request: CachedReadRequest, res: ServerResponse, entry: CachedResponse): void {
    this.answered += 1;
    request.cachedRoute = entry.route;
    this.begin(request, res, () => {
      res.setHeader('X-Cache', 'HIT');
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader('Content-Type', JSON_TYPE);
      res.setHeader('ETag', entry.etag);
      if (fresh(request.headers, { etag: entry.etag })) {
        res.removeHeader('Content-Type');
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('Content-Length', entry.body.length);
      res.statusCode = 200;
      res.end(entry.body);
    });
  }

  /** The 429 is answered here (counted once); anything unexpected is left to Express and Nest. */
  private refuse(
    request: CachedReadRequest,
    res: ServerResponse,
    miss: () => void,
    error: unknown,
  ): void {
    const problem = toProblem(error);
    if (problem.unexpected) return miss();
    this.begin(request, res, () => sendProblem(res, problem));
  }
}
