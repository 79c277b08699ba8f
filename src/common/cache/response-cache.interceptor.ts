import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, Observable, of } from 'rxjs';
import { finalize, switchMap, tap } from 'rxjs/operators';
import { currentPublicRead } from '../database/public-read-scope';
import { RATE_LIMIT_POLICY_KEY, type RateLimitPolicy } from '../decorators/rate-limit.decorator';
import { PUBLIC_READ_HEADERS } from '../http/public-read-headers';
import { CdnAnswerHeaders } from '../cdn/cdn-answer-headers';
import { answerKeys } from '../cdn/surrogate-keys';
import { ContentLocales } from '../locale/content-locales';
import { PublicReadCache } from './public-read-cache';
import { ANY_TABLE, type CachedResponse } from './response-cache';
import { cacheKey, weakEtag } from './response-cache-keys';

/** Metadata: the tables a public read's answer is read from (what its surrogate keys name). */
export const CACHE_TABLES = 'cache:tables';
/** Metadata: the tables `?include=` may read besides (read only when the request asks for one). */
export const CACHE_INCLUDE_TABLES = 'cache:include-tables';
/** Metadata: a detail route (one record by slug), whose surrogate keys name its record. */
export const RECORD_DETAIL = 'cache:record-detail';

/**
 * Headers a route sets before its handler runs that a stored answer replays: @PublicRead's and
 * the language a localized read is in (ContentLocaleInterceptor).
 */
const REPLAYED_HEADERS = [...PUBLIC_READ_HEADERS.map(([name]) => name), 'Content-Language'];

/**
 * Fills the response cache of public reads (@PublicRead). Runs on the Nest path, which a public
 * read takes when the fast path (src/common/fast-path) did not answer it: a miss, or a request
 * that is not the plain case. It marks the answer `X-Cache: MISS` and, for a 200 to a GET while
 * the cache is active, stores the answer's JSON with the ETag Express gives it, the headers the
 * route set (REPLAYED_HEADERS), the route's template (for the request log) and its rate-limit
 * policy, under the query-normalised URL and the answer's surrogate keys (keysOf), which purges
 * address. Errors never reach the `tap` and are never stored; an answer computed while a purge
 * of one of its keys ran is refused by the store (ResponseCache.set's generation), and one a read
 * replica gave before it was known to have replayed the latest purged change is not offered
 * (PublicReadScope.cacheable).
 *
 * Every answer also gets the CDN's headers (CdnAnswerHeaders): the configured Cache-Control,
 * set before the handler runs (an error replaces it with no-store), and, on a 200, the surrogate
 * keys of what it was read from; both are stored with the answer and replayed on hits.
 *
 * Misses of one answer are computed once: a request whose answer another request is computing
 * (ResponseCache.startFill) waits for it and replies with what was stored (`X-Cache: HIT`), or,
 * when nothing was (an error, a refused answer), computes its own without waiting again.
 */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    // Optional: a module compiled on its own in a test has no configuration and no cache.
    @Optional() private readonly locales?: ContentLocales,
    @Optional() private readonly cache?: PublicReadCache,
    @Optional() private readonly cdn?: CdnAnswerHeaders,
  ) {
    this.replayed = cdn ? [...REPLAYED_HEADERS, cdn.keysHeader] : REPLAYED_HEADERS;
  }

  private readonly replayed: readonly string[];

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    // A preview (PreviewInterceptor) is neither served from the cache nor stored, nor tagged for a
    // CDN: it shows drafts, and its headers are the preview's.
    if (request.preview) return next.handle();
    response.setHeader('X-Cache', 'MISS');
    if (this.cdn) response.setHeader('Cache-Control', this.cdn.cacheControl);
    const handled = { handle: () => this.tagged(context, next.handle()) };
    const { cache, locales } = this;
    if (request.method !== 'GET' || !cache?.active || !locales) return handled.handle();
    const key = cacheKey(request.originalUrl, locales, request.headers['accept-language']);
    const underWay = cache.store.fillOf(key);
    if (underWay)
      return from(underWay).pipe(
        switchMap(() => {
          const stored = cache.store.get(key);
          return stored
            ? of(this.replay(stored, response))
            : this.fill(context, handled, key, cache);
        }),
      );
    return this.fill(context, handled, key, cache, cache.store.startFill(key));
  }

  /** Names the surrogate keys of a 200's answer (the detail's record, the lists it reads). */
  private tagged(context: ExecutionContext, answer: Observable<unknown>): Observable<unknown> {
    const cdn = this.cdn;
    if (!cdn) return answer;
    const response = context.switchToHttp().getResponse<Response>();
    return answer.pipe(
      tap((body: unknown) => {
        if (response.statusCode !== 200 || typeof body !== 'object' || body === null) return;
        const keys = this.keysOf(context, body);
        if (keys.length > 0) response.setHeader(cdn.keysHeader, cdn.joined(keys));
      }),
    );
  }

  /**
   * The surrogate keys of an answer (surrogate-keys.ts): what the CDN is told and what the
   * response cache stores it under, so one purge reaches both.
   */
  private keysOf(context: ExecutionContext, body: unknown): string[] {
    const handler = context.getHandler();
    const include = context.switchToHttp().getRequest<Request>().query.include;
    return answerKeys({
      tables: this.reflector.get<string[] | undefined>(CACHE_TABLES, handler) ?? [ANY_TABLE],
      includeTables: this.reflector.get<string[] | undefined>(CACHE_INCLUDE_TABLES, handler),
      detail: this.reflector.get<boolean | undefined>(RECORD_DETAIL, handler) === true,
      includes: include !== undefined && include !== '',
      body,
    });
  }

  /** Computes the answer and stores it; `ended` (the fill's end, if this request leads one) last. */
  private fill(
    context: ExecutionContext,
    next: CallHandler,
    key: string,
    cache: PublicReadCache,
    ended?: () => void,
  ): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const handler = context.getHandler();
    const generation = cache.store.generation;
    const publicRead = currentPublicRead();
    const answer = next.handle().pipe(
      tap((body: unknown) => {
        if (
          publicRead?.cacheable === false ||
          response.statusCode !== 200 ||
          typeof body !== 'object' ||
          body === null ||
          body instanceof StreamableFile ||
          Buffer.isBuffer(body) ||
          response.getHeader('Content-Type') !== undefined
        )
          return;
        const bytes = Buffer.from(JSON.stringify(body));
        const headers: Array<[string, string]> = [];
        for (const name of this.replayed) {
          const value = response.getHeader(name);
          if (typeof value === 'string') headers.push([name, value]);
        }
        const routePath = (request.route as { path?: unknown } | undefined)?.path;
        cache.store.set(
          key,
          {
            body: bytes,
            etag: weakEtag(bytes),
            headers,
            route: typeof routePath === 'string' ? `${request.baseUrl ?? ''}${routePath}` : null,
            policy:
              this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY_KEY, [
                handler,
                context.getClass(),
              ]) ?? 'public',
          },
          this.keysOf(context, body),
          generation,
        );
      }),
    );
    return ended ? answer.pipe(finalize(ended)) : answer;
  }

  /** The answer another request stored, as this request's: its headers, and its body to send. */
  private replay(stored: CachedResponse, response: Response): unknown {
    response.setHeader('X-Cache', 'HIT');
    for (const [name, value] of stored.headers) response.setHeader(name, value);
    return JSON.parse(stored.body.toString('utf8'));
  }
}
