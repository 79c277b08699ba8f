import { createHash } from 'node:crypto';
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
} from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { finalize } from 'rxjs/operators';
import { PublicReadCache } from './public-read-cache';

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
