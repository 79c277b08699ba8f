import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const RATE_LIMIT_POLICY_KEY = 'rateLimit:policy';

/** The operation extension that carries a route's policy in the OpenAPI document. */
export const RATE_LIMIT_EXTENSION = 'x-rate-limit';

/**
 * Which budget a route draws from (docs/api-guide.md, "Rate limits"):
 * - `public`: the per-IP budget shared by every public route (RATE_LIMIT_PUBLIC_PER_MIN), or the
 *   client's own budget when the request carries a valid API key;
 * - `leads`: the per-IP budget of the lead form (RATE_LIMIT_LEADS_PER_MIN), with or without a key.
 */
export type RateLimitPolicy = 'public' | 'leads';

/**
 * Declares the rate-limit policy of a route or of every route of a controller, for the guard
 * (metadata) and for API consumers (`x-rate-limit` on the operations of the OpenAPI document; a
 * handler's own policy wins over its controller's, as for the guard). Every route under /api must
 * declare one: the application refuses to start otherwise, reading the document
 * (assertRateLimitPolicies).
 */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY_KEY, policy),
    ApiExtension(RATE_LIMIT_EXTENSION, policy),
  );
