import { SetMetadata } from '@nestjs/common';

export const RATE_LIMIT_POLICY_KEY = 'rateLimit:policy';

/**
 * Which budget a route draws from (docs/api-guide.md, "Rate limits"):
 * - `public`: the per-IP budget shared by every public route (RATE_LIMIT_PUBLIC_PER_MIN), or the
 *   client's own budget when the request carries a valid API key;
 * - `leads`: the per-IP budget of the lead form (RATE_LIMIT_LEADS_PER_MIN), with or without a key.
 */
export type RateLimitPolicy = 'public' | 'leads';

/**
 * Declares the rate-limit policy of a route or of every route of a controller. Every route under
 * /api must declare one: the application refuses to start otherwise (RateLimitPolicyCheck).
 */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator & ClassDecorator =>
  SetMetadata(RATE_LIMIT_POLICY_KEY, policy);
