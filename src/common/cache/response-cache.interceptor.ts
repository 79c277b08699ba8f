import { createHash } from 'node:crypto';
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable, of } from 'rxjs';
import { finalize, map } from 'rxjs/operators';
import { PublicReadCache } from './public-read-cache';
import { ANY_TABLE } from './response-cache';

/** Metadata: the tables a public read's answer is read from (its cache tags). */
export const CACHE_TABLES = 'cache:tables';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a public GET from the cache, or computes it and stores it. It runs after the guards
 * (API key, allowlist, rate limit) and inside the middleware (CORS, request id, request log,
 * access log), so a hit skips only the handler, the database and the serialisation. Only 200
 * answers are stored; a malformed query fails in the validation pipe, inside the handler, and is
 * never stored. The ETag is Express's own weak form, so a 304 for a matching If-None-Match comes
 * from Express as before.
 */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  // Optional: a module compiled on its own in a test has no cache, and its routes answer as before.
  constructor(
    private readonly reflector: Reflector,
    @Optional() private readonly cache?: PublicReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    response.setHeader('X-Cache', 'MISS');
    if (request.method !== 'GET' || !this.cache?.active) return next.handle();
    const cache = this.cache;

    const key = cacheKey(request.originalUrl);
    const hit = cache.store.get(key);
    if (hit) {
      response.setHeader('X-Cache', 'HIT');
      response.setHeader('Content-Type', JSON_TYPE);
      response.setHeader('ETag', hit.etag);
      return of(hit.body);
    }
    const tags = this.reflector.get<string[] | undefined>(CACHE_TABLES, context.getHandler()) ?? [
      ANY_TABLE,
    ];
    const generation = cache.store.generation;
    return next.handle().pipe(
      map((answer: unknown) => {
        const body = JSON.stringify(answer);
        const etag = weakEtag(body);
        response.setHeader('Content-Type', JSON_TYPE);
        response.setHeader('ETag', etag);
        if (response.statusCode === 200) cache.store.set(key, { body, etag }, tags, generation);
        return body;
      }),
    );
  }
}

/**
 * Flushes this instance's cache when a write (any method but GET/HEAD/OPTIONS) has been handled,
 * before its answer leaves: the triggers' notice reaches every instance at commit, but it may reach
 * this one after the writer's next request. Bound to studio controllers.
 */
@Injectable()
export class FlushAfterWriteInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly cache?: PublicReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<Request>().method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next.handle();
    return next.handle().pipe(finalize(() => this.cache?.flush()));
  }
}

/** Path and query, the query's parameters sorted: `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function cacheKey(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const query = new URLSearchParams(originalUrl.slice(mark + 1));
  query.sort();
  const normalised = query.toString();
  return normalised ? `${originalUrl.slice(0, mark)}?${normalised}` : originalUrl.slice(0, mark);
}

/** The ETag Express gives a body (weak; length and SHA-1), so conditional requests keep matching. */
export function weakEtag(body: string): string {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"`;
}
