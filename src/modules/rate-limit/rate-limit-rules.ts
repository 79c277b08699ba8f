import type { RateLimitPolicy } from '@/common/decorators/rate-limit.decorator';
import type { ApiClientIdentity } from '@/common/auth/api-client-identity';

export interface RateLimits {
  publicPerMinute: number;
  leadsPerMinute: number;
}

/** The one budget a request draws from; `tracker` names the bucket (shared by every instance). */
export interface RateRule {
  kind: 'leads' | 'client' | 'public';
  tracker: string;
  limit: number;
}

/** Express matches paths case-insensitively and ignores a trailing slash: so must the rules. */
export function normalisePath(url: string): string {
  const path = url.split('?', 1)[0].toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * The budget of a request to a route declaring `policy` (@RateLimit; docs/behaviour.md#rate-limits):
 * - `leads`: per IP (`RATE_LIMIT_LEADS_PER_MIN`), with or without a key: it is the anti-spam
 *   limit of a public form;
 * - `public` with a valid API key: per client (`rate_limit_per_minute`), so many users behind one
 *   office IP do not share the per-IP budget;
 * - `public` without a key: per IP (`RATE_LIMIT_PUBLIC_PER_MIN`), one budget across every public
 *   route.
 */
export function rateRuleFor(
  policy: RateLimitPolicy,
  ip: string,
  client: ApiClientIdentity | undefined,
  limits: RateLimits,
): RateRule {
  if (policy === 'leads') {
    return { kind: 'leads', tracker: `leads:${ip}`, limit: limits.leadsPerMinute };
  }
  if (client) {
    return { kind: 'client', tracker: `client:${client.id}`, limit: client.rateLimitPerMinute };
  }
  return { kind: 'public', tracker: `ip:${ip}`, limit: limits.publicPerMinute };
}
