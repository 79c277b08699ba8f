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
