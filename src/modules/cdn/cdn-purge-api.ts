import type { CdnConfig } from '@/config/app-config';
import { parseRetryAfter } from '@/modules/webhooks/delivery/retry-schedule';

/** One HTTP request of a purge: what the provider's API takes for a batch of keys. */
export interface PurgeRequest {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type PurgeOutcome = { ok: true } | { ok: false; error: string; retryAfterMs?: number };

/**
 * The most keys one request names: Fastly takes 256 surrogate keys a request, Cloudflare 30
 * tags (its documented limit for every plan); the generic webhook takes Fastly's bound.
 */
const KEYS_PER_REQUEST = { fastly: 256, cloudflare: 30, generic: 256 } as const;

type Provider = keyof typeof KEYS_PER_REQUEST;

/**
 * The requests that purge `keys` at the configured CDN, in the providers' API shapes:
 * - Fastly: `POST {api}/service/{service_id}/purge` with `Surrogate-Key: k1 k2 …` and
 *   `Fastly-Key: {token}`;
 * - Cloudflare: `POST {api}/client/v4/zones/{zone_id}/purge_cache` with `{"tags": [...]}` and
 *   `Authorization: Bearer {token}`;
 * - generic: `POST {url}` with `{"keys": [...]}` (and `Authorization: Bearer {token}` if set).
 */
export function purgeRequests(config: CdnConfig, keys: readonly string[]): PurgeRequest[] {
  if (config.provider === 'none' || keys.length === 0) return [];
  const provider: Provider = config.provider;
  const requests: PurgeRequest[] = [];
  const size = KEYS_PER_REQUEST[provider];
  for (let start = 0; start < keys.length; start += size) {
    requests.push(requestFor(provider, config, keys.slice(start, start + size)));
  }
  return requests;
}

function requestFor(provider: Provider, config: CdnConfig, keys: string[]): PurgeRequest {
  const api = config.apiUrl!;
  const token = config.apiToken;
  switch (provider) {
    case 'fastly':
      return {
        url: `${api}/service/${encodeURIComponent(config.fastlyServiceId!)}/purge`,
        headers: {
          'Fastly-Key': token!,
          'Surrogate-Key': keys.join(' '),
          Accept: 'application/json',
        },
      };
    case 'cloudflare':
      return {
        url: `${api}/client/v4/zones/${encodeURIComponent(config.cloudflareZoneId!)}/purge_cache`,
        headers: { Authorization: `Bearer ${token!}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: keys }),
      };
    case 'generic':
      return {
        url: api,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ keys }),
      };
  }
}

/**
 * Sends one purge request; any 2xx is done. Cloudflare also answers `{"success": false}` with a
 * 200 on some failures, which counts as a failure. The error names the status, never a header:
 * the credentials stay out of logs and of the queue's `last_error`.
 */
export async function sendPurge(
  request: PurgeRequest,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<PurgeOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: stop
        ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop])
        : AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      error:
        name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : name === 'AbortError'
            ? 'cut by shutdown'
            : 'connection failed',
    };
  }
  const text = await response.text().catch(() => '');
  if (response.status < 200 || response.status > 299) {
    return {
      ok: false,
      error: `HTTP ${response.status}`,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after') ?? undefined),
    };
  }
  if (/"success"\s*:\s*false/.test(text))
    return { ok: false, error: `HTTP ${response.status}, success false` };
  return { ok: true };
}
