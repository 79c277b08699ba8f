import type { ApiClientIdentity } from '../api-clients/api-clients.service';

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
 * Which limit applies (docs/behaviour.md#rate-limits):
 * - POST /api/leads: per IP (`RATE_LIMIT_LEADS_PER_MIN`), with or without a key: it is the
 *   anti-spam limit of a public form;
 * - any other /api request with a valid API key: per client (`rate_limit_per_minute`), so many
 *   users behind one office IP do not share the per-IP budget;
 * - every /api/v1/* route, by path prefix: per IP (`RATE_LIMIT_PUBLIC_PER_MIN`), one budget
 *   across all of those routes;
 * - anything else: not limited here.
 */
export function rateRuleFor(
  request: { method: string; path: string; ip: string },
  client: ApiClientIdentity | undefined,
  limits: RateLimits,
): RateRule | null {
  const { path } = request;
  if (request.method === 'POST' && path === '/api/leads') {
    return { kind: 'leads', tracker: `leads:${request.ip}`, limit: limits.leadsPerMinute };
  }
  if (client && isApiPath(path)) {
    return { kind: 'client', tracker: `client:${client.id}`, limit: client.rateLimitPerMinute };
  }
  if (path === '/api/v1' || path.startsWith('/api/v1/')) {
    return { kind: 'public', tracker: `ip:${request.ip}`, limit: limits.publicPerMinute };
  }
  return null;
}
