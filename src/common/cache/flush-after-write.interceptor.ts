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
import { type ChangedRecord, runNotingChanges } from './written-changes';

/**
 * Purges this instance's cache when a write (any method but GET/HEAD/OPTIONS) has been handled,
 * before its answer leaves: the notice of a change reaches every instance at commit, but it may
 * reach this one after the writer's next request. It drops the answers of the records the write
 * changed (noted by enqueueEvent as it writes their outbox events: the same keys their notices
 * purge), or everything when none was noted (a write outside the catalogue write path). Bound to
 * studio controllers.
 */
@Injectable()
export class FlushAfterWriteInterceptor implements NestInterceptor {
  constructor(@Optional() private readonly cache?: PublicReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<Request>().method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next.handle();
    const changes: ChangedRecord[] = [];
    // next.handle() binds the handler to the context it is called in.
    return runNotingChanges(changes, () => next.handle()).pipe(
      finalize(() => (changes.length > 0 ? this.cache?.evict(changes) : this.cache?.flush())),
    );
  }
}
