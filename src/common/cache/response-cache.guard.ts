import {
  ArgumentsHost,
  CanActivate,
  Catch,
  ExceptionFilter,
  ExecutionContext,
  Injectable,
  Optional,
} from '@nestjs/common';
import { HEADERS_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { PublicReadCache } from './public-read-cache';
import { sendJson } from '../http/json-reply';
import { ANY_TABLE, CachedResponse, ResponseCache } from './response-cache';
import { cacheKey } from './response-cache-keys';

/** Metadata: the tables a public read's answer is read from (its cache tags). */
export const CACHE_TABLES = 'cache:tables';

/** What a miss leaves on its request for the reply to store: where, under which tags, when. */
export interface CacheFill {
  store: ResponseCache;
  key: string;
  tags: string[];
  generation: number;
}

/**
 * Thrown by the guard once it has sent a cached answer, so the route goes no further. One
 * instance, made once: throwing it costs no stack trace per request.
 */
class AnsweredFromCache extends Error {}
const ANSWERED_FROM_CACHE = new AnsweredFromCache('answered from the response cache');

/** The route's answer has already been sent from the cache: nothing is left to do. */
@Catch(AnsweredFromCache)
export class AnsweredFromCacheFilter implements ExceptionFilter {
  catch(_answered: AnsweredFromCache, _host: ArgumentsHost): void {}
}

interface RouteInfo {
  tags: string[];
  headers: Array<{ name: string; value: string }>;
}

/**
 * The response cache of public reads, as the last guard of the route: it runs after the global
 * guards (API key, allowlist, rate limit) and inside the middleware (CORS, request id, request
 * log, access log), so a hit skips only the pipes, the handler, the database and the
 * serialisation. A hit is sent from here with the route's own headers, and the route stops (a
 * sentinel AnsweredFromCacheFilter swallows). A miss marks the request; the HTTP adapter's
 * reply serialises the answer once, with its ETag, and `fillCache` stores it when it is a 200. A
 * guard rather than an interceptor: a route without interceptors is called by Nest
 * directly, while each interceptor's `next.handle()` costs an rxjs chain and an
 * `AsyncResource.bind` per request (docs/performance.md). A malformed query fails in the
 * validation pipe, after this guard, and its 400 is never stored. The ETag is Express's own weak
 * form, so a 304 for a matching If-None-Match comes from Express as before.
 */
@Injectable()
export class ResponseCacheGuard implements CanActivate {
  private readonly routes = new WeakMap<object, RouteInfo>();

  // Optional: a module compiled on its own in a test has no cache, and its routes answer as before.
  constructor(@Optional() private readonly cache?: PublicReadCache) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    response.setHeader('X-Cache', 'MISS');
    const cache = this.cache;
    if (request.method !== 'GET' || !cache?.active) return true;

    const route = this.routeOf(context.getHandler());
    const key = cacheKey(request.originalUrl);
    const hit = cache.store.get(key);
    if (!hit) {
      request.cacheFill = {
        store: cache.store,
        key,
        tags: route.tags,
        generation: cache.store.generation,
      };
      return true;
    }
    response.setHeader('X-Cache', 'HIT');
    for (const { name, value } of route.headers) response.setHeader(name, value);
    sendJson(response, hit);
    throw ANSWERED_FROM_CACHE;
  }

  private routeOf(handler: object): RouteInfo {
    let route = this.routes.get(handler);
    if (!route) {
      route = {
        tags: (Reflect.getMetadata(CACHE_TABLES, handler) as string[] | undefined) ?? [ANY_TABLE],
        headers:
          (Reflect.getMetadata(HEADERS_METADATA, handler) as RouteInfo['headers'] | undefined) ??
          [],
      };
      this.routes.set(handler, route);
    }
    return route;
  }
}

/** Stores the answer to a public read the cache missed, when it is a 200 (serialised once, by the reply). */
export function fillCache(response: Response, answer: CachedResponse): void {
  const fill = response.req.cacheFill;
  if (fill && response.statusCode === 200)
    fill.store.set(fill.key, answer, fill.tags, fill.generation);
}
