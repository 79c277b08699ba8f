import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { leadBody } from './factories/leads.factory';
import { expectProblem } from './support/problem';
import { startRedisServer } from './support/redis';
import { createAppOnRedis, readinessReports } from './support/redis-app';
import type { TestApp } from './support/test-app';

// A Redis of the test's own is started, killed and started again under load.
jest.setTimeout(120_000);

type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

/** Sends requests from `workers` loops until stopped, recording every status. */
function load(t: TestApp, workers: number) {
  const statuses: number[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) statuses.push((await t.http.get('/api/v1/test-items')).status);
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('rate limits while Redis goes away and comes back', () => {
  let redis: RedisServer;
  let t: TestApp;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await createAppOnRedis(redis.url, prefix);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('keeps answering under load on local limits, reports degraded readiness, and returns to Redis', async () => {
    await readinessReports(t, 'up');
    const traffic = load(t, 4);
    try {
      while (traffic.statuses.length < 50) await new Promise((r) => setTimeout(r, 20));

      await redis.kill();
      const beforeOutage = traffic.statuses.length;
      await readinessReports(t, 'degraded');
      while (traffic.statuses.length < beforeOutage + 200)
        await new Promise((r) => setTimeout(r, 20));

      // The lead form stays limited meanwhile, on this instance's own counters.
      await t.http.post('/api/leads').send(leadBody()).expect(201);
      await t.http.post('/api/leads').send(leadBody()).expect(201);
      expectProblem(await t.http.post('/api/leads').send(leadBody()), 429, 'RATE_LIMITED');

      redis = await startRedisServer(redis.port);
      await readinessReports(t, 'up');
      const afterOutage = traffic.statuses.length;
      while (traffic.statuses.length < afterOutage + 50)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await traffic.stop();
    }
    // Every request was answered, none refused or failed, before, during and after the outage.
    expect(traffic.statuses.filter((status) => status !== 200)).toEqual([]);

    // Counting is back in Redis: the restarted (empty) server holds this IP's counter again.
    // How many of the load's requests it counted depends on when the instance switched back, so
    // the counter is emptied and counted afresh: each request sent now is one more in Redis, and
    // its answer reports what Redis holds (this instance's own counters had hundreds by now).
    const client = new Redis(redis.url);
    client.on('error', () => undefined);
    try {
      const keys = await client.keys(`${prefix}rl:ip:*`);
      expect(keys).toHaveLength(1);
      await client.del(keys[0]);
      for (let sent = 1; sent <= 3; sent++) {
        const answer = await t.http.get('/api/v1/test-items').expect(200);
        expect(answer.headers['x-ratelimit-remaining']).toBe(String(100_000 - sent));
      }
      expect(await client.get(keys[0])).toBe('3');
    } finally {
      client.disconnect();
    }
  });
});
