import { loadConfig } from '@/config/app-config';
import { purgeRequests } from './cdn-purge-api';

const config = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: '/nonexistent/cdn-spec',
    JWT_SECRET: 'lzWXU5HRpOQeP5m7Tkp/HJJHroXxvICb+mMjlTPL',
    VAULT_MASTER_KEY: 'fF70vcZE6swO3XTuR2zDhaz8POdRgPIgMVO9fYpeGZk=',
    ...env,
  }).cdn;

describe('purgeRequests', () => {
  it("speaks Fastly's purge API: keys in Surrogate-Key, at most 256 a request", () => {
    const fastly = config({
      CDN_PROVIDER: 'fastly',
      CDN_API_TOKEN: 'token',
      CDN_FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
    });
    const keys = Array.from({ length: 300 }, (_, i) => `k${i}`);
    const requests = purgeRequests(fastly, keys);
    expect(requests.map((r) => r.url)).toEqual([
      'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
      'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
    ]);
    expect(requests[0].headers['Fastly-Key']).toBe('token');
    expect(requests[0].headers['Surrogate-Key'].split(' ')).toHaveLength(256);
    expect(requests[1].headers['Surrogate-Key']).toBe(keys.slice(256).join(' '));
    expect(fastly.keysHeader).toBe('Surrogate-Key');
  });

  it("speaks Cloudflare's purge_cache: JSON tags, 30 a request, Bearer token; answers carry Cache-Tag", () => {
    const cloudflare = config({
      CDN_PROVIDER: 'cloudflare',
      CDN_API_TOKEN: 'cf-token',
      CDN_CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
    });
    const requests = purgeRequests(
      cloudflare,
      Array.from({ length: 31 }, (_, i) => `k${i}`),
    );
    expect(requests).toHaveLength(2);
    expect(requests[0].url).toBe(
      'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    );
    expect(requests[0].headers.Authorization).toBe('Bearer cf-token');
    expect(JSON.parse(requests[1].body!)).toEqual({ tags: ['k30'] });
    expect([cloudflare.keysHeader, cloudflare.keysSeparator]).toEqual(['Cache-Tag', ',']);
  });

  it('posts the keys as JSON to the generic URL, and sends nothing with no CDN', () => {
    const generic = config({ CDN_PROVIDER: 'generic', CDN_API_URL: 'https://purge.example/hook' });
    expect(purgeRequests(generic, ['a', 'b'])).toEqual([
      {
        url: 'https://purge.example/hook',
        headers: { 'Content-Type': 'application/json' },
        body: '{"keys":["a","b"]}',
      },
    ]);
    expect(purgeRequests(config({}), ['a'])).toEqual([]);
  });

  it('refuses a provider without its credentials at start-up', () => {
    expect(() => config({ CDN_PROVIDER: 'fastly', CDN_API_TOKEN: 'token' })).toThrow(
      'CDN_FASTLY_SERVICE_ID is required when CDN_PROVIDER=fastly',
    );
    expect(() => config({ CDN_PROVIDER: 'generic' })).toThrow(
      'CDN_API_URL is required when CDN_PROVIDER=generic',
    );
  });
});
