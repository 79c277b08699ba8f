import { randomBytes } from 'node:crypto';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import { expectProblem } from './support/problem';
import { deleteKeys, RedisHandle, sharedRedis } from './support/redis';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

// Two built servers start in beforeAll; the cases themselves take a few seconds each.
jest.setTimeout(60_000);

const ADMIN = { email: 'multi-admin@example.com', password: 'multi-admin-password' };

/**
 * Two instances of the built service on different ports, one PostgreSQL database and one Redis
 * between them, as behind a load balancer: whatever one instance decides, the other knows at once.
 * Behind a balancer the client IP comes from X-Forwarded-For (TRUST_PROXY=true); each case uses
 * its own address so their per-IP budgets do not mix.
 */
describe('several instances of the service', () => {
  let database: { name: string; url: string };
  let redis: RedisHandle;
  let a: BuiltServer;
  let b: BuiltServer;
  const prefix = `multi:${randomBytes(4).toString('hex')}:`;
  let token: string;

  // A new client address on every call (the Redis key prefix already keeps runs apart). Random
  // addresses could repeat: the "another address" below then shared the spent budget, 1 run in 250.
  let lastHost = 0;
  const ip = () => `198.51.100.${++lastHost}`;
  const loginOn = async (server: BuiltServer) => {
    const response = await checkedRequest(server.url)
      .post('/studio/auth/login')
      .type('form')
      .send({ username: ADMIN.email, password: ADMIN.password })
      .expect(200);
    return {
      access: response.body.access_token as string,
      refresh: response.body.refresh_token as string,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await sharedRedis();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_PER_MIN: '120',
      TRUST_PROXY: 'true',
      REQUEST_LOG_FLUSH_MS: '200',
    };
    // One after the other: the first creates the admin, the second finds it.
    a = await startBuiltServer({
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    b = await startBuiltServer(env);
    expect(a.port).not.toBe(b.port);
    token = (await loginOn(a)).access;
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (redis) {
      await deleteKeys(redis.url, prefix);
      await redis.stop();
    }
    if (database) await dropTestDatabase(database.name);
  });

  it('shares the per-IP limit: 120 requests across both, then the 121st on either is 429', async () => {
    const client = ip();
    for (let i = 0; i < 120; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await checkedRequest(server.url)
        .get('/api/v1/cruise-lines')
        .set('x-forwarded-for', client);
      expect(response.status).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(119 - i));
    }
    for (const server of [a, b]) {
      const refused = await checkedRequest(server.url)
        .get('/api/v1/ships')
        .set('x-forwarded-for', client);
      expectProblem(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Another address has its own budget on both instances.
    await checkedRequest(b.url).get('/api/v1/ships').set('x-forwarded-for', ip()).expect(200);
  });

  it('refuses a session logged out on one instance on the other at once', async () => {
    const session = await loginOn(a);
    const me = (server: BuiltServer) =>
      checkedRequest(server.url)
        .get('/studio/auth/me')
        .set('authorization', `Bearer ${session.access}`);
    await me(b).expect(200);
    await checkedRequest(a.url)
      .post('/studio/auth/logout')
      .set('authorization', `Bearer ${session.access}`)
      .expect(204);
    expectProblem(await me(b), 401, 'UNAUTHORIZED');
    const refresh = await checkedRequest(b.url)
      .post('/studio/auth/refresh')
      .send({ refresh_token: session.refresh });
    expect(refresh.status).toBe(401);
  });

  it('detects a refresh token spent on one instance and replayed on the other, and ends the session on both', async () => {
    const session = await loginOn(a);
    const refresh = (server: BuiltServer, token: string) =>
      checkedRequest(server.url).post('/studio/auth/refresh').send({ refresh_token: token });
    const rotated = await refresh(a, session.refresh).expect(200);
    expectProblem(await refresh(b, session.refresh), 401, 'UNAUTHORIZED');
    expectProblem(await refresh(a, rotated.body.refresh_token as string), 401, 'UNAUTHORIZED');
    const me = await checkedRequest(a.url)
      .get('/studio/auth/me')
      .set('authorization', `Bearer ${rotated.body.access_token as string}`);
    expectProblem(me, 401, 'UNAUTHORIZED');
  });

  it('refuses an API key revoked on one instance on the other at once', async () => {
    const created = await checkedRequest(a.url)
      .post('/studio/api-clients')
      .set('authorization', `Bearer ${token}`)
      .send({ name: 'Partner site' })
      .expect(201);
    const { id, raw_key: key } = created.body.data as { id: string; raw_key: string };
    const withKey = (server: BuiltServer) =>
      checkedRequest(server.url).get('/api/v1/ships').set('x-api-key', key);
    await withKey(b).expect(200);
    await checkedRequest(a.url)
      .post(`/studio/api-clients/${id}/revoke`)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expectProblem(await withKey(b), 401, 'INVALID_API_KEY');
    expectProblem(await withKey(a), 401, 'INVALID_API_KEY');
  });

  it('counts both instances’ requests in analytics, whichever instance is asked', async () => {
    const client = ip();
    for (let i = 0; i < 7; i++)
      await checkedRequest(a.url).get('/api/v1/ports').set('x-forwarded-for', client).expect(200);
    for (let i = 0; i < 5; i++)
      await checkedRequest(b.url).get('/api/v1/ports').set('x-forwarded-for', client).expect(200);

    const portsRoute = async (server: BuiltServer) => {
      const response = await checkedRequest(server.url)
        .get('/studio/analytics/top-endpoints?days=7&limit=100')
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      const rows = response.body.data as Array<{ method: string; route: string; requests: number }>;
      return rows.find((r) => r.method === 'GET' && r.route === '/api/v1/ports')?.requests ?? 0;
    };
    // Each instance writes its buffered log every 200 ms.
    const deadline = Date.now() + 10_000;
    let seen = 0;
    while (Date.now() < deadline && (seen = await portsRoute(b)) < 12)
      await new Promise((r) => setTimeout(r, 200));
    expect(seen).toBe(12);
    expect(await portsRoute(a)).toBe(12);

    const usage = await checkedRequest(a.url)
      .get('/studio/logs/api-usage?path=/api/v1/ports&limit=100')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(usage.body.total).toBe(12);
  });
});
