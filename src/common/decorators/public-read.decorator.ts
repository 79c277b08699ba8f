import { applyDecorators, Header, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import {
  CACHE_INCLUDE_TABLES,
  CACHE_TABLES,
  RECORD_DETAIL,
} from '../cache/response-cache.interceptor';
import { ANY_TABLE } from '../cache/response-cache';
import { PUBLIC_READ_HEADERS } from '../http/public-read-headers';
import { PublicReadInterceptor } from './public-read.interceptor';
import { Public } from './public.decorator';
import { RateLimit } from './rate-limit.decorator';

/**
 * The interceptors @PublicRead binds: preview, replicas and cache, outermost first, as one
 * (PublicReadInterceptor). A preview (X-Preview-Token) wraps the rest in its transaction, and the
 * cache sees what the replicas did to the answer (cacheable or not).
 */
export const PUBLIC_READ_INTERCEPTORS = [PublicReadInterceptor] as const;

/**
 * A public catalogue read: open to anonymous callers, cacheable for a minute by browsers and
 * for CDN_S_MAXAGE by CDNs, with surrogate keys a change purges (CdnAnswerHeaders), keyed by
 * Origin and X-API-Key (PUBLIC_READ_HEADERS, docs/behaviour.md#public-reads-and-caching), within
 * the shared public rate limit, answered from this instance's response cache (X-Cache:
 * HIT|MISS), and read from a read replica when any are configured (ReplicaReadsInterceptor).
 * With a valid X-Preview-Token it answers a preview instead (PreviewInterceptor): drafts in the
 * token's scope shown, never cached. `tables` are the tables its answer is read from: a write to one of them purges it; none means
 * any catalogue table. Express adds the ETag and answers a matching If-None-Match with 304.
 * Errors answer Cache-Control: no-store (ProblemDetailsFilter), whatever this set, and are never
 * cached. Handlers only: @Header has no effect on a controller class.
 */
export const PublicRead = (...tables: string[]): MethodDecorator =>
  applyDecorators(
    Public(),
    RateLimit('public'),
    ...PUBLIC_READ_HEADERS.map(([name, value]) => Header(name, value)),
    SetMetadata(CACHE_TABLES, tables.length > 0 ? tables : [ANY_TABLE]),
    UseInterceptors(...PUBLIC_READ_INTERCEPTORS),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is current' }),
  );

/**
 * Marks a public read as one record's detail (by slug; its own table first in @PublicRead's):
 * its surrogate keys name that record (`ship:<id>`, read from the answer's `data.id`) rather
 * than every record of its resource (docs/architecture.md#surrogate-keys).
 */
export const RecordDetail = (): MethodDecorator => SetMetadata(RECORD_DETAIL, true);

/**
 * The tables `?include=` may read on a public read, besides @PublicRead's: its answer's
 * surrogate keys name them only when the request asks for an include, so an answer without one
 * is not purged by changes of records it did not embed (docs/architecture.md#surrogate-keys).
 */
export const IncludeTables = (...tables: string[]): MethodDecorator =>
  SetMetadata(CACHE_INCLUDE_TABLES, tables);
