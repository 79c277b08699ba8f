import type { OpenAPIObject } from '@nestjs/swagger';
import { RATE_LIMIT_EXTENSION } from '@/common/decorators';
import { operationsWithout } from '@/common/swagger';
import { isApiPath, normalisePath } from './rate-limit-rules';

/**
 * The operations under /api of the application's OpenAPI document that declare no rate-limit
 * policy (no `x-rate-limit`, which @RateLimit and @PublicRead write), as `GET /api/x (operationId)`.
 */
export function undeclaredApiRoutes(document: OpenAPIObject): string[] {
  return operationsWithout(
    document,
    (path) => isApiPath(normalisePath(path.replace(/\/+/g, '/'))),
    RATE_LIMIT_EXTENSION,
  );
}

/**
 * Limits are declared, never inferred from a path: every route under /api must say which budget
 * it draws from with @RateLimit (or @PublicRead, which declares the public one). A route that
 * does not makes the application refuse to start, naming it. The document lists every route Nest
 * serves: no handler may leave it (eslint refuses ApiExcludeEndpoint and ApiExcludeController).
 */
export function assertRateLimitPolicies(document: OpenAPIObject): void {
  const missing = undeclaredApiRoutes(document);
  if (missing.length > 0)
    throw new Error(
      `Routes under /api without a rate-limit policy: ${missing.join(', ')}. ` +
        "Declare one with @RateLimit('public' | 'leads') on the handler or its controller.",
    );
}
