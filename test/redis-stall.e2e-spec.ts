import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { leadBody } from './factories/leads.factory';
import { expectProblem } from './support/problem';
import { startRedisServer } from './support/redis';
import { createAppOnRedis, readinessReports } from './support/redis-app';
import type { TestApp } from './support/test-app';

// A Redis of the test's own stops answering (SIGSTOP) with its connection still open, then
// answers again. Unlike a killed server (test/redis-outage.e2e-spec.ts), nothing tells the client
// that the connection is gone: only the command timeout does.
jest.setTimeout(120_000);

type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

describe('rate limits while Redis hangs', () => {
  let redis: RedisServer;
  let t: TestApp;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await createAppOnRedis(redis.url, prefix);
  });
  afterAll(async () => {
    redis?.resume();
    await t?.close();
    await redis?.stop();
  });

  it('times the command out, answers on local limits, reports degraded readiness, and returns to Redis', async () => {
    await readinessReports(t, 'up');
    await t.http.get('/api/v1/test-items').expect(200);

    redis.pause();
    try {
      // Without a command timeout these would wait for an answer that never comes (and the test
      // would run out of time); with it, the first failure switches to local counters.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => t.http.get('/api/v1/test-items')),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.headers['x-ratelimit-remaining'])).size).toBe(20);
      await readinessReports(t, 'degraded');

      // Limits still apply meanwhile, on this instance's own counters.
      await t.http.post('/api/leads').send(leadBody()).expect(201);
      await t.http.post('/api/leads').send(leadBody()).expect(201);
      expectProblem(await t.http.post('/api/leads').send(leadBody()), 429, 'RATE_LIMITED');
    } finally {
      redis.resume();
    }

    // A background probe finds it answering again; counting goes back to Redis.
    await readinessReports(t, 'up');
    const client = new Redis(redis.url);
    client.on('error', () => undefined);
    try {
      // This IP's public counter (commands that timed out during the pause may have been run
      // once Redis resumed, so it is read now rather than predicted).
      const [key] = await client.keys(`${prefix}rl:ip:*`);
      const before = Number(await client.get(key));
      expect(before).toBeGreaterThan(0);
      await t.http.get('/api/v1/test-items').expect(200);
      expect(Number(await client.get(key))).toBe(before + 1);
    } finally {
      client.disconnect();
    }
  });
});
