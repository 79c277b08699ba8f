import { applyDecorators, Header } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { Public } from './public.decorator';
import { RateLimit } from './rate-limit.decorator';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/**
 * A public catalogue read: open to anonymous callers and cacheable for a minute by browsers and
 * CDNs (docs/behaviour.md#public-reads-and-caching), within the shared public rate limit. Express
 * adds the ETag and answers a matching If-None-Match with 304. Errors answer Cache-Control:
 * no-store (ProblemDetailsFilter), whatever this set. Handlers only: @Header has no effect on a
 * controller class.
 */
export const PublicRead = (): MethodDecorator =>
  applyDecorators(
    Public(),
    RateLimit('public'),
    Header('Cache-Control', PUBLIC_CACHE_CONTROL),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is current' }),
  );
