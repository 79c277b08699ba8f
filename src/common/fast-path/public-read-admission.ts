import type { IncomingHttpHeaders, OutgoingMessage } from 'node:http';
import type { ApiClientIdentity } from '../auth/api-client-identity';
import type { RateLimitPolicy } from '../decorators/rate-limit.decorator';

/** What the admission checks read of a request: an Express request, or the fast path's record. */
export interface AdmittedRequest {
  headers: IncomingHttpHeaders;
  /** The client's address, `trust proxy` applied. */
  ip?: string;
  /** Set by `identify` for a valid X-API-Key. */
  apiClient?: ApiClientIdentity;
}

/**
 * What the fast path asks of the API-key and rate-limit checks: the same ones the Nest path's
 * global guard runs (ApiAccess in src/modules/rate-limit), so a request answered from the cache
 * is identified and counted exactly like one answered by its route.
 */
export interface PublicReadAdmission {
  /** Sets `request.apiClient` for a valid X-API-Key; rejects (or throws) the 401/403 otherwise. */
  identify(request: AdmittedRequest): Promise<void> | undefined;
  /** Counts the request, sets the X-RateLimit headers, throws (or rejects with) the 429. */
  count(
    request: AdmittedRequest,
    response: Pick<OutgoingMessage, 'setHeader'>,
    policy: RateLimitPolicy,
  ): true | Promise<true>;
}
