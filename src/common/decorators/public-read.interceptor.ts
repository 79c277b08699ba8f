import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  Optional,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable } from 'rxjs';
import { CdnAnswerHeaders } from '../cdn/cdn-answer-headers';
import { PublicReadCache } from '../cache/public-read-cache';
import { ResponseCacheInterceptor } from '../cache/response-cache.interceptor';
import { ReadPool } from '../database/read-pool';
import { ReplicaReadsInterceptor } from '../database/replica-reads.interceptor';
import { ContentLocales } from '../locale/content-locales';
import { PreviewRenderer } from '../preview/preview-renderer';
import { PreviewInterceptor } from '../preview/preview.interceptor';

/**
 * @PublicRead's interceptors as one: the preview (outermost), the read replicas, the response
 * cache, each calling the next through its `handle()`, exactly as Nest would chain them. One
 * interceptor rather than three because Nest's chain costs a deferred observable, a promise and
 * an AsyncResource per interceptor on every request, and on a miss without a preview token or
 * replicas the first two only hand the request on (docs/performance.md, "One interceptor for a
 * public read"). To go back: list the three in @PublicRead's UseInterceptors again.
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  private readonly preview: PreviewInterceptor;
  private readonly replicas: ReplicaReadsInterceptor;
  private readonly cache: ResponseCacheInterceptor;

  // Optional, as the three are: a module compiled on its own in a test has none of them.
  constructor(
    reflector: Reflector,
    @Optional() previews?: PreviewRenderer,
    @Optional() reads?: ReadPool,
    @Optional() locales?: ContentLocales,
    @Optional() cache?: PublicReadCache,
    @Optional() cdn?: CdnAnswerHeaders,
  ) {
    this.preview = new PreviewInterceptor(previews);
    this.replicas = new ReplicaReadsInterceptor(reads);
    this.cache = new ResponseCacheInterceptor(reflector, locales, cache, cdn);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const cached: CallHandler = { handle: () => this.cache.intercept(context, next) };
    const replicated: CallHandler = { handle: () => this.replicas.intercept(context, cached) };
    return this.preview.intercept(context, replicated);
  }
}
