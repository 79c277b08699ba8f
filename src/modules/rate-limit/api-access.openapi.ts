import type { OpenAPIObject } from '@nestjs/swagger';
import {
  addHeaders,
  ensureResponse,
  headerRef,
  operationsOf,
  problemResponse,
} from '@/common/swagger';
import { isApiPath } from './rate-limit-rules';

export const API_KEY_SCHEME = 'api_key';

/**
 * Documents what ApiAccessGuard does to every route under /api (docs/behaviour.md#api-keys): an
 * optional X-API-Key (anonymous calls stay allowed), its 401 and 403, the rate limit's 429 and the
 * X-RateLimit-* headers of limited answers. The guard and this transform share isApiPath.
 */
export function documentApiAccess(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    [API_KEY_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description:
        'Optional on public routes: requests with a key are counted and rate-limited per API client. A browser key may be limited to an origin allowlist; a server key is refused on requests with an Origin.',
    },
  };
  for (const { path, operation } of operationsOf(document)) {
    if (!isApiPath(path)) continue;
    if (!operation.security?.length) operation.security = [{}, { [API_KEY_SCHEME]: [] }];
    operation.responses[401] = problemResponse(
      401,
      operation.responses[304]
        ? 'Unknown, revoked or regenerated-away API key (INVALID_API_KEY), or an X-Preview-Token that is malformed, expired or revoked (INVALID_PREVIEW_TOKEN)'
        : 'Unknown, revoked or regenerated-away API key (INVALID_API_KEY)',
    );
    operation.responses[403] = problemResponse(
      403,
      "A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED)",
    );
    ensureResponse(operation, 429, () => problemResponse(429));
    for (const [status, response] of Object.entries(operation.responses))
      if (response && (/^2\d\d$/.test(status) || status === '429'))
        addHeaders(response, {
          'X-RateLimit-Limit': headerRef('X-RateLimit-Limit'),
          'X-RateLimit-Remaining': headerRef('X-RateLimit-Remaining'),
          'X-RateLimit-Reset': headerRef('X-RateLimit-Reset'),
        });
  }
}
