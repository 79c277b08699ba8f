import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createApiClient } from './factories/api-clients.factory';
import { leadBody } from './factories/leads.factory';
import { expectProblem } from './support/problem';
import { PublicTestModule } from './support/public-test.module';
import { createTestApp, TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function expectRateHeaders(
  response: { headers: Record<string, string> },
  limit: number,
  remaining: number,
) {
  expect(response.headers['x-ratelimit-limit']).toBe(String(limit));
  expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
  const reset = Number(response.headers['x-ratelimit-reset']);
  expect(reset).toBeGreaterThanOrEqual(1);
  expect(reset).toBeLessThanOrEqual(60);
}

describe('rate limits (in memory)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ imports: [PublicTestModule] });
  });
  afterAll(() => t.close());

  it('allows 120 requests per minute per IP across the public routes, then answers the 121st with 429', async () => {
    for (let i = 1; i <= 120; i++) {
      // Two different routes draw from the same budget.
      const response = await t.http.get(
        i % 2 ? '/api/v1/test-items' : `/api/v1/test-items/item-${i}`,
      );
      expect(response.status).toBe(200);
      if (i === 1 || i === 120) expectRateHeaders(response, 120, 120 - i);
    }
    const blocked = await t.http.get('/api/v1/test-items');
    const body = expectProblem(blocked, 429, 'RATE_LIMITED');
    expect(body.detail).toMatch(/120 per minute/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectRateHeaders(blocked, 120, 0);

    // Every public route draws from the same budget; health probes are not limited.
    expectProblem(await t.http.get('/api/test-guides'), 429, 'RATE_LIMITED');
    await t.http.get('/health').expect(200);
  });

  it('limits keyed requests per client after the key is checked, not per IP', async () => {
    // The IP budget is spent (previous test); a keyed request still passes on its own budget.
    const { rawKey } = await createApiClient(t, { rate_limit_per_minute: 3 });
    for (let i = 1; i <= 3; i++) {
      const response = await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey).expect(200);
      expectRateHeaders(response, 3, 3 - i);
    }
    const blocked = await t.http.get('/api/v1/test-items').set('X-API-Key', rawKey);
    expectProblem(blocked, 429, 'RATE_LIMITED');
    expectRateHeaders(blocked, 3, 0);
    // Retry-After: the seconds until the client's window ends, as X-RateLimit-Reset says.
    expect(blocked.headers['retry-after']).toBe(blocked.headers['x-ratelimit-reset']);

    // Another client behind the same IP has its own budget.
    const other = await createApiClient(t, { rate_limit_per_minute: 3 });
    await t.http.get('/api/v1/test-items').set('X-API-Key', other.rawKey).expect(200);

    // A bad key is refused before any budget is touched: 401, not 429.
    expectProblem(
      await t.http
        .get('/api/v1/test-items')
        .set('X-API-Key', `${rawKey.slice(0, 12)}${'z'.repeat(32)}`),
      401,
      'INVALID_API_KEY',
    );
  });

  it('answers the 6th lead from one IP within a minute with 429', async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await t.http
        .post('/api/leads')
        .set('X-Forwarded-For', `10.0.0.${i}`)
        .send(leadBody());
      expect(response.status).toBe(201);
      expectRateHeaders(response, 5, 5 - i);
    }
    // Without TRUST_PROXY, X-Forwarded-For is ignored: all six came from the same address.
    const sixth = await t.http
      .post('/api/leads')
      .set('X-Forwarded-For', '10.0.0.6')
      .send(leadBody());
    expectProblem(sixth, 429, 'RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('rate limits behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      imports: [PublicTestModule],
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_PER_MIN: '2' },
    });
  });
  afterAll(() => t.close());

  it('takes the client IP from X-Forwarded-For', async () => {
    const from = (ip: string) => t.http.get('/api/v1/test-items').set('X-Forwarded-For', ip);
    await from('198.51.100.1').expect(200);
    await from('198.51.100.1').expect(200);
    expectProblem(await from('198.51.100.1'), 429, 'RATE_LIMITED');
    await from('198.51.100.2').expect(200);
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  let available = false;
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    available = await redisAvailable();
    if (!available) return;
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_LEADS_PER_MIN: '5' };
    a = await createTestApp({ imports: [PublicTestModule], env });
    b = await createTestApp({ imports: [PublicTestModule], env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (!available) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares one budget between two instances', async () => {
    if (!available) {
      // Without a Redis server there is nothing to share; the in-memory suites cover the rules.
      expect(available).toBe(false);
      return;
    }
    for (let i = 0; i < 3; i++) await a!.http.post('/api/leads').send(leadBody()).expect(201);
    for (let i = 0; i < 2; i++) await b!.http.post('/api/leads').send(leadBody()).expect(201);
    expectProblem(await a!.http.post('/api/leads').send(leadBody()), 429, 'RATE_LIMITED');
    const fromB = await b!.http.post('/api/leads').send(leadBody());
    expectProblem(fromB, 429, 'RATE_LIMITED');
    expect(fromB.headers['x-ratelimit-remaining']).toBe('0');
  });
});
