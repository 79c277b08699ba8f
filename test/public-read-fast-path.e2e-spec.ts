import type { Response } from 'supertest';
import { PublicReadCache } from '@/common/cache/public-read-cache';
import { ResponseCacheInterceptor } from '@/common/cache/response-cache.interceptor';
import { frontOf, PublicReadFastPath } from '@/common/fast-path';
import { createApiClient } from './factories/api-clients.factory';
import { createCruiseLine, createPort, createShip } from './factories/cruise.factory';
import { expectProblem } from './support/problem';
import { flushRequestLog } from './support/request-log';
import { createTestApp, TestApp } from './support/test-app';

/** Headers that differ between any two answers: when, which request, and the cache's verdict. */
const PER_ANSWER = new Set([
  'date',
  'x-request-id',
  'x-cache',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

const comparable = (response: Response) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)));

/**
 * The fast path for cached public reads (src/common/fast-path, docs/architecture.md): a hit is
 * answered before routing with what the Nest path sends, counted against the same rate limits,
 * with the same API-key checks, and logged like any request.
 */
describe('public-read fast path', () => {
  let t: TestApp;
  let fastPath: PublicReadFastPath;
  let lastHost = 0;
  const ip = () => `198.51.100.${++lastHost}`;
  let paths: string[];

  const get = (path: string, client: string, headers: Record<string, string> = {}) =>
    t.http.get(path).set('x-forwarded-for', client).set(headers);

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_PER_MIN: '6' },
    });
    const line = await createCruiseLine(t);
    await createShip(t, { cruiseLineId: line.id });
    const port = await createPort(t);
    paths = [
      '/api/v1/cruise-lines?limit=2',
      `/api/v1/cruise-lines/${line.slug}`,
      `/api/v1/ports/${port.slug}`,
      '/api/v1/ships?limit=5',
    ];
    fastPath = frontOf(t.app).fastPath;
    const cache = t.app.get(PublicReadCache);
    const deadline = Date.now() + 10_000;
    while (!cache.active) {
      if (Date.now() > deadline) throw new Error('the response cache never started listening');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  afterAll(() => t?.close());
  beforeEach(() => t.app.get(PublicReadCache).flush());
  afterEach(() => jest.restoreAllMocks());

  it('answers a hit with what the Nest path sent: status, headers, body', async () => {
    for (const path of paths) {
      const client = ip();
      const before = fastPath.answered;
      const miss = await get(path, client).expect(200);
      const hit = await get(path, client).expect(200);
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(fastPath.answered).toBe(before + 1);
      expect(hit.text).toBe(miss.text);
      expect(comparable(hit)).toEqual(comparable(miss));
      // The hit was counted: one more request from the same address.
      expect(Number(hit.headers['x-ratelimit-remaining'])).toBe(
        Number(miss.headers['x-ratelimit-remaining']) - 1,
      );
    }
  });

  it('answers a browser (Origin) and a conditional request as the Nest path does', async () => {
    const path = paths[1];
    const origin = { origin: 'https://reader.example.com' };
    const miss = await get(path, ip(), origin).expect(200);
    const hit = await get(path, ip(), origin).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['access-control-allow-origin']).toBeDefined();
    expect(comparable(hit)).toEqual(comparable(miss));

    t.app.get(PublicReadCache).flush();
    const etag = miss.headers.etag;
    const nest304 = await get(path, ip(), { 'if-none-match': etag }).expect(304);
    const before = fastPath.answered;
    const fast304 = await get(path, ip(), { 'if-none-match': etag }).expect(304);
    expect(fastPath.answered).toBe(before + 1);
    expect(fast304.text).toBe('');
    expect(comparable(fast304)).toEqual(comparable(nest304));
  });

  it('does not reach the Nest pipeline on a hit, and does on a miss', async () => {
    const intercepted = jest.spyOn(ResponseCacheInterceptor.prototype, 'intercept');
    const client = ip();
    await get(paths[0], client).expect(200);
    expect(intercepted).toHaveBeenCalledTimes(1);
    const hit = await get(paths[0], client).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(intercepted).toHaveBeenCalledTimes(1);
  });

  it('counts hits against the per-IP limit and answers the 429 in the problem format', async () => {
    const client = ip();
    const miss = await get(paths[2], client).expect(200);
    expect(miss.headers['x-ratelimit-limit']).toBe('6');
    for (let i = 0; i < 5; i++) {
      const hit = await get(paths[2], client).expect(200);
      expect(hit.headers['x-cache']).toBe('HIT');
    }
    const before = fastPath.answered;
    const refused = await get(paths[2], client);
    expectProblem(refused, 429, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-cache']).toBeUndefined();
    // Refused by the fast path itself: it was not answered from the cache, and Nest never saw it.
    expect(fastPath.answered).toBe(before);
    // The same refusal the Nest path gives the same address on another route.
    const nest = await get('/api/v1/cruise-lines?limit=1', client);
    expectProblem(nest, 429, 'RATE_LIMITED');
    expect(comparable(nest)).toEqual(comparable(refused));
  });

  it('honours an API key: counted per client, its allowlist enforced, a bad key refused', async () => {
    const { rawKey: key, client } = await createApiClient(t, {
      allowed_domains: ['partner.example.com'],
    });
    const allowed = { 'x-api-key': key, origin: 'https://partner.example.com' };
    const path = paths[3];
    await get(path, ip(), allowed).expect(200);
    const before = fastPath.answered;
    const hit = await get(path, ip(), allowed).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(fastPath.answered).toBe(before + 1);
    // The client's own budget, across addresses.
    expect(hit.headers['x-ratelimit-limit']).toBe(String(client.rateLimitPerMinute));
    expect(Number(hit.headers['x-ratelimit-remaining'])).toBe(client.rateLimitPerMinute - 2);

    const outside = await get(path, ip(), { 'x-api-key': key, origin: 'https://other.example' });
    expectProblem(outside, 403, 'ORIGIN_NOT_ALLOWED');
    const unknown = await get(path, ip(), { 'x-api-key': `${key.slice(0, -4)}AAAA` });
    expectProblem(unknown, 401, 'INVALID_API_KEY');
    expect(fastPath.answered).toBe(before + 1);
  });

  it('writes the request-log row of a hit, with its route and API client', async () => {
    const {
      rawKey: key,
      client: { id: clientId },
    } = await createApiClient(t);
    const path = paths[1];
    await get(path, ip(), { 'x-api-key': key }).expect(200);
    const hit = await get(path, ip(), { 'x-api-key': key, 'x-request-id': 'fast-path-log-1' });
    expect(hit.headers['x-cache']).toBe('HIT');
    await flushRequestLog(t);
    const rows = await t.dataSource.query<Array<Record<string, unknown>>>(
      'SELECT method, path, route, status, client_id FROM api_request_logs WHERE request_id = $1',
      ['fast-path-log-1'],
    );
    expect(rows).toEqual([
      {
        method: 'GET',
        path: path,
        route: '/api/v1/cruise-lines/:slug',
        status: 200,
        client_id: clientId,
      },
    ]);
  });

  it('leaves a request with an Authorization header, a HEAD and a miss to Nest', async () => {
    const client = ip();
    await get(paths[0], client).expect(200);
    const before = fastPath.answered;
    const bearer = await get(paths[0], client, { authorization: 'Bearer not-a-token' });
    const head = await t.http.head(paths[0]).set('x-forwarded-for', client);
    const other = await get('/api/v1/cruise-lines?limit=3', client).expect(200);
    expect(other.headers['x-cache']).toBe('MISS');
    expect(head.headers['x-cache']).toBe('MISS');
    expect(bearer.headers['x-cache']).not.toBe('HIT');
    expect(fastPath.answered).toBe(before);
  });
});
