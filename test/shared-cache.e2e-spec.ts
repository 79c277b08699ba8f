import { PublicReadCache } from '@/common/cache/public-read-cache';
import { ApiClientsService } from '@/modules/api-clients/api-clients.service';
import { createApiClient } from './factories/api-clients.factory';
import { createShip } from './factories/cruise.factory';
import { startSharedCacheProxy, type SharedCacheProxy } from './support/shared-cache-proxy';
import { createTestApp, TestApp } from './support/test-app';

/** The clients of a public read, each with the headers it sends. */
type Client = { name: string; headers: Record<string, string> };

/**
 * Public reads behind a shared cache (a CDN): answers say with Vary which request headers they
 * depend on (docs/api-guide.md#etags-and-caching), so a cache that honours Vary never hands one client's
 * answer to another, whichever client filled it, on the Nest path (a miss of the service's own
 * cache) and on the fast path (a hit) alike.
 */
describe('public reads behind a shared cache', () => {
  let t: TestApp;
  let service: string;
  let proxy: SharedCacheProxy;
  let path: string;
  let clients: Client[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MIN: '100000' } });
    service = await t.listen();
    proxy = await startSharedCacheProxy(service);
    path = `/api/v1/ships/${(await createShip(t)).slug}`;

    const browser = await createApiClient(t, { allowed_domains: ['shop.example.com'] });
    const server = await createApiClient(t, { kind: 'server' });
    const revoked = await createApiClient(t);
    await t.app.get(ApiClientsService).revoke(revoked.client.id);
    const page = 'https://shop.example.com';
    clients = [
      { name: 'anonymous', headers: {} },
      { name: 'anonymous browser', headers: { origin: 'https://elsewhere.example.net' } },
      {
        name: 'browser key, allowed origin',
        headers: { 'x-api-key': browser.rawKey, origin: page },
      },
      {
        name: 'browser key, foreign origin',
        headers: { 'x-api-key': browser.rawKey, origin: 'https://evil.example.net' },
      },
      { name: 'browser key, no origin', headers: { 'x-api-key': browser.rawKey } },
      { name: 'server key', headers: { 'x-api-key': server.rawKey } },
      { name: 'server key from a browser', headers: { 'x-api-key': server.rawKey, origin: page } },
      { name: 'revoked key', headers: { 'x-api-key': revoked.rawKey } },
    ];

    const cache = t.app.get(PublicReadCache);
    const deadline = Date.now() + 10_000;
    while (!cache.active) {
      if (Date.now() > deadline) throw new Error('the response cache never started listening');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  const get = async (base: string, client: Client) => {
    const response = await fetch(base + path, { headers: client.headers });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };

  it('marks a 200 cacheable for a minute, varying by Origin and X-API-Key, on a miss and a hit', async () => {
    t.app.get(PublicReadCache).flush();
    const miss = await get(service, clients[0]);
    const hit = await get(service, clients[0]);
    expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    for (const answer of [miss, hit]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(answer.headers.get('vary')).toBe(
        'Origin, X-API-Key, Accept-Language, X-Preview-Token',
      );
    }
    // supertest: fetch adds `Cache-Control: no-cache` to a conditional request.
    const conditional = await t.http
      .get(path)
      .set('if-none-match', hit.headers.get('etag')!)
      .expect(304);
    expect(conditional.headers.vary).toBe('Origin, X-API-Key, Accept-Language, X-Preview-Token');
  });

  it('never serves one client the answer the cache kept for another, whoever came first', async () => {
    const direct = new Map<string, number>();
    for (const client of clients) direct.set(client.name, (await get(service, client)).status);
    // The answers differ by client, so a cache that mixed them up would show it.
    expect(Object.fromEntries(direct)).toEqual({
      anonymous: 200,
      'anonymous browser': 200,
      'browser key, allowed origin': 200,
      'browser key, foreign origin': 403,
      'browser key, no origin': 403,
      'server key': 200,
      'server key from a browser': 403,
      'revoked key': 401,
    });

    const hitsBefore = proxy.hits;
    for (const first of clients) {
      for (const second of clients) {
        proxy.flush();
        await get(proxy.url, first);
        const through = await get(proxy.url, second);
        expect({ first: first.name, second: second.name, status: through.status }).toEqual({
          first: first.name,
          second: second.name,
          status: direct.get(second.name),
        });
      }
    }
    // The cache did keep and reuse answers (a client asking twice), so the above is not vacuous.
    expect(proxy.hits - hitsBefore).toBe(
      clients.filter((client) => direct.get(client.name) === 200).length,
    );
  });

  it('would hand a refused client a 200 if the cache ignored Vary', async () => {
    const careless = await startSharedCacheProxy(service, { honourVary: false });
    try {
      const foreign = clients.find((c) => c.name === 'browser key, foreign origin')!;
      await get(careless.url, clients[0]);
      expect((await get(careless.url, foreign)).status).toBe(200);
    } finally {
      await careless.close();
    }
  });
});
