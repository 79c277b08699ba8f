import type { Request, Response } from 'express';
import type { RateLimitPolicy } from '../decorators/rate-limit.decorator';

/**
 * What the fast path asks of the API-key and rate-limit checks: the same ones the Nest path's
 * global guard runs (ApiAccess in src/modules/rate-limit), so a request answered from the cache
 * is identified and counted exactly like one answered by its route.
 */
export interface PublicReadAdmission {
  /** Sets `request.apiClient` for a valid X-API-Key; rejects (or throws) the 401/403 otherwise. */
  identify(request: Request): Promise<void> | undefined;
  /** Counts the request, sets the X-RateLimit headers, throws (or rejects with) the 429. */
  count(request: Request, response: Response, policy: RateLimitPolicy): true | Promise<true>;
}
