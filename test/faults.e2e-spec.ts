import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { findFreePort } from '@/database/embedded-postgres';
import { image } from './factories/images.factory';
import { leadBody } from './factories/leads.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest, contractViolationOf } from './support/checked-http';
import { startPostgresProcess } from './support/postgres-process';
import { expectProblem } from './support/problem';
import { deleteKeys, RedisHandle, sharedRedis } from './support/redis';
import { startTcpProxy, TcpProxy } from './support/tcp-proxy';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { startUpstreamSimulator, UpstreamSimulator } from './support/upstream';
import { eventually } from './support/eventually';

// Each scenario starts the built server (and some a PostgreSQL, Redis or S3 of its own).
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-password' };

interface Outcome {
  status: number;
  code?: string;
  retryAfter?: string | null;
  id?: string;
  /** Why the answer breaks the OpenAPI document (checked-http.ts), or null when it keeps it. */
  violation?: string | null;
  /** When the request was sent, and when its answer (or network error) came back. */
  at: number;
  answeredAt: number;
}

/** A request that never throws: a network error is recorded as status 0. */
async function call(url: string, init?: RequestInit): Promise<Outcome> {
  const at = Date.now();
  try {
    const response = await fetch(url, init);
    const violation = await contractViolationOf(url, init?.method ?? 'GET', response.clone());
    const text = await response.text();
    let body: { code?: string; data?: { id?: string } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON: the status says enough
    }
    return {
      status: response.status,
      code: body.code,
      retryAfter: response.headers.get('retry-after'),
      id: body.data?.id,
      violation,
      at,
      answeredAt: Date.now(),
    };
  } catch {
    return { status: 0, at, answeredAt: Date.now() };
  }
}

/**
 * A GET that says when the server has started it: sent with `Expect: 100-continue`, which Node's
 * server answers with a 100 once it has read the request's headers and is handling it. `started`
 * resolves then; `answer` with the final status (0 for a network error).
 */
function trackedGet(url: string, headers: Record<string, string>) {
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<{ status: number }>((resolve) => {
    const req = httpRequest(url, { headers: { ...headers, expect: '100-continue' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('continue', () => started());
    req.on('error', () => resolve({ status: 0 }));
    req.end();
  });
  return { started: startedPromise, answer };
}

async function loginAdmin(server: BuiltServer): Promise<string> {
  const response = await checkedRequest(server.url)
    .post('/studio/auth/login')
    .type('form')
    .send({ username: ADMIN.email, password: ADMIN.password })
    .expect(200);
  return response.body.access_token as string;
}

describe('PostgreSQL stops and restarts under load', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'guide-faults-pg-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 503 while it is down, never 500, recovers by itself and keeps every acknowledged write', async () => {
    const pg = await startPostgresProcess(dir);
    let server: BuiltServer | undefined;
    try {
      server = await startBuiltServer({
        DATABASE_URL: pg.url,
        RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
        RATE_LIMIT_LEADS_PER_MIN: '1000000',
        REQUEST_LOG_FLUSH_MS: '200',
        LOG_LEVEL: 'info',
      });
      const base = server.url;
      const outcomes: Outcome[] = [];
      let running = true;
      // Six clients: half submit leads (writes), half read a public list and the readiness probe.
      const worker = async (n: number) => {
        for (let i = 0; running; i++) {
          if (n % 2 === 0) {
            outcomes.push(
              await call(`${base}/api/leads`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(leadBody()),
              }),
            );
          } else {
            outcomes.push(await call(`${base}${i % 2 ? '/api/v1/ships' : '/health/ready'}`));
          }
          await sleep(20);
        }
      };
      const load = Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));

      // Each phase lasts until the clients have seen what it is about, however slow the machine.
      const seen = (what: string, holds: () => boolean) =>
        eventually(() => (holds() ? true : undefined), what, 30_000);
      const count = (match: (o: Outcome) => boolean) => outcomes.filter(match).length;
      await seen('normal service', () => count((o) => o.status === 201) >= 10);
      const stoppedAt = Date.now();
      await pg.stop();
      await seen('the outage', () => count((o) => o.status === 503) >= 100);
      const restartedAt = Date.now();
      await pg.start();
      // Recovered: a write goes through again without anything restarting the service.
      const deadline = Date.now() + 20_000;
      let recoveredAt = 0;
      while (!recoveredAt && Date.now() < deadline) {
        await sleep(100);
        recoveredAt = outcomes.find((o) => o.at > restartedAt && o.status === 201 && o.id)?.at ?? 0;
      }
      await seen(
        'service after recovery',
        () => count((o) => o.at > recoveredAt && o.status === 201) >= 10,
      );
      running = false;
      await load;

      const statuses = new Set(outcomes.map((o) => o.status));
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 503]));
      expect(outcomes.flatMap((o) => o.violation ?? [])).toEqual([]);
      // On failure, the server's own account of each unexpected answer says what went wrong.
      const unexpected = server
        .output()
        .split('\n')
        .filter((line) => /failed with (?!503)\d{3}/.test(line));
      expect({
        statuses: [...statuses].filter((s) => ![200, 201, 503].includes(s)),
        unexpected,
      }).toEqual({
        statuses: [],
        unexpected: [],
      });
      const unavailable = outcomes.filter((o) => o.status === 503);
      expect(unavailable.every((o) => o.code === 'SERVICE_UNAVAILABLE')).toBe(true);
      expect(unavailable.every((o) => o.retryAfter === '5')).toBe(true);
      // No 503 came back before the stop began (the pool only notices once it happens). Ordered
      // by events rather than by a time margin, so a slow machine cannot fail it.
      expect(unavailable.filter((o) => o.answeredAt < stoppedAt)).toEqual([]);
      expect(recoveredAt).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.at > recoveredAt && o.status === 503)).toEqual([]);
      await checkedRequest(base).get('/health/ready').expect(200);

      const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
      expect(acknowledged.length).toBeGreaterThan(10);
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>(
          'SELECT count(*) AS n FROM leads WHERE id = ANY($1::uuid[])',
          [acknowledged],
        );
        expect(Number(rows[0].n)).toBe(new Set(acknowledged).size);
      } finally {
        await client.end();
      }
      expect(server.child.exitCode).toBeNull();

      // The outage stays readable: one error line per cause per second (not one per refused
      // request); a 503 access line at warn only for the failure the filter wrote out in full
      // (the first of each interval), the ones it counted into its summary at info; and one
      // request-log line when writing stops and one when it works again. So at LOG_LEVEL=warn
      // the outage writes a few lines a second, not one per refused request.
      while (!server.output().includes('Writing the request log again')) await sleep(100);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { level: number; msg: string; res?: { status: number } },
        );
      const errorLines = lines.filter((line) => line.level >= 50);
      const outageSeconds = Math.ceil((recoveredAt - stoppedAt) / 1000);
      expect(unavailable.length).toBeGreaterThan(errorLines.length * 5);
      expect(errorLines.length).toBeLessThanOrEqual(2 * outageSeconds + 2);
      expect(errorLines.filter((line) => line.res)).toEqual([]);
      const accessLines503 = lines.filter((line) => line.res?.status === 503);
      const writtenInFull = errorLines.filter((line) => / failed with 503$/.test(line.msg));
      expect(accessLines503.filter((l) => l.level === 40)).toHaveLength(writtenInFull.length);
      expect(accessLines503.filter((l) => l.level === 30).length).toBeGreaterThan(0);
      expect(accessLines503.filter((l) => l.level !== 30 && l.level !== 40)).toEqual([]);
      const warnOrAbove = lines.filter((line) => line.level >= 40);
      expect(unavailable.length).toBeGreaterThan(warnOrAbove.length * 5);
      expect(warnOrAbove.length).toBeLessThanOrEqual(4 * outageSeconds + 4);
      expect(
        lines.filter((line) => line.msg?.startsWith('Cannot write the request log')),
      ).toHaveLength(1);
      expect(
        lines.filter((line) => line.msg?.startsWith('Writing the request log again')),
      ).toHaveLength(1);
    } finally {
      await server?.stop();
      await pg.close();
    }
  });
});

describe('SIGTERM under load', () => {
  let database: { name: string; url: string };
  let simulator: UpstreamSimulator;

  beforeAll(async () => {
    database = await createTestDatabase();
    simulator = await startUpstreamSimulator({ host: '127.0.0.1' });
  });
  afterAll(async () => {
    await simulator.close();
    await dropTestDatabase(database.name);
  });

  it('finishes the requests in flight, flushes the buffered request log, and exits 0', async () => {
    const server = await startBuiltServer({
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPSTREAM_URL: simulator.url,
      UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      // Nothing is written before the shutdown: the rows can only reach the database by the flush.
      REQUEST_LOG_FLUSH_MS: '60000',
      REQUEST_LOG_BATCH_SIZE: '10000',
      LOG_LEVEL: 'info',
    });
    try {
      const token = await loginAdmin(server);
      const fast = await Promise.all(
        Array.from({ length: 30 }, () => call(`${server.url}/api/v1/ships`)),
      );
      expect(fast.map((o) => o.status)).toEqual(Array(30).fill(200));
      expect(fast.flatMap((o) => o.violation ?? [])).toEqual([]);

      // Slow upstream answers keep 20 requests in flight while the signal arrives: it is sent once
      // the server has started every one of them (not after a guessed pause, which a loaded
      // machine could outlast before the last request even arrived).
      await simulator.setMode('slow', { delayMs: 1500 });
      const searches = Array.from({ length: 20 }, () =>
        trackedGet(`${server.url}/studio/upstream/search?q=magic`, {
          authorization: `Bearer ${token}`,
        }),
      );
      await Promise.all(searches.map((s) => s.started));
      server.child.kill('SIGTERM');
      const answered = await Promise.all(searches.map((s) => s.answer));
      expect(answered.map((o) => o.status)).toEqual(Array(20).fill(200));
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM received: draining in-flight requests (20 now)');

      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ path: string; n: string }>(
          'SELECT path, count(*) AS n FROM api_request_logs GROUP BY path ORDER BY path',
        );
        expect(rows.map((r) => [r.path, Number(r.n)])).toEqual([
          ['/api/v1/ships', 30],
          ['/studio/auth/login', 1],
          ['/studio/upstream/search', 20],
        ]);
      } finally {
        await client.end();
      }
    } finally {
      await simulator.setMode('healthy');
      await server.stop('SIGKILL');
    }
  });
});

describe('dependencies failing while the service runs', () => {
  let database: { name: string; url: string };
  let simulator: UpstreamSimulator;
  let redis: RedisHandle;
  let redisProxy: TcpProxy;
  let s3Dir: string;
  let s3: S3rver;
  let s3Port: number;
  let server: BuiltServer;
  let token: string;
  const prefix = `faults:${Date.now()}:`;
  const BUCKET = 'guide-media';

  const startS3 = async () => {
    s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true });
    await s3.run();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    simulator = await startUpstreamSimulator({ host: '127.0.0.1' });
    redis = await sharedRedis();
    const target = new URL(redis.url);
    redisProxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 6379),
    });
    const proxied = new URL(redis.url);
    proxied.port = String(redisProxy.port);

    s3Dir = mkdtempSync(join(tmpdir(), 'guide-faults-s3-'));
    s3Port = await findFreePort();
    await startS3();
    const client = new S3Client({
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${s3Port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    client.destroy();

    server = await startBuiltServer({
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      UPSTREAM_URL: simulator.url,
      UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
      UPSTREAM_TIMEOUT_MS: '1000',
      // Every mode below must reach the upstream, not the open breaker's fast refusal.
      UPSTREAM_BREAKER_THRESHOLD: '1000',
      REDIS_URL: proxied.toString(),
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_PER_MIN: '100000',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    token = await loginAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await simulator?.close();
    await redisProxy?.close();
    if (redis) await deleteKeys(redis.url, prefix);
    await redis?.stop();
    await s3?.close().catch(() => undefined);
    rmSync(s3Dir, { recursive: true, force: true });
    await dropTestDatabase(database.name);
  });

  describe('the upstream (live data) fails', () => {
    // LiveDataService's own handling of each mode is specified in
    // test/integration/live-data.service.spec.ts; here the same modes go through the built
    // server's HTTP path. slow answers correctly three timeouts late: a 502 means the server's
    // deadline fired first. How long the answers take under load: bench/upstream.bench.ts.
    it.each([
      ['error500', {}],
      ['garbage', {}],
      ['wrong-shape', {}],
      ['reset', {}],
      ['slow', { delayMs: 3000 }],
      ['down', {}],
    ] as const)('answers 502 UPSTREAM_UNAVAILABLE when it is %s', async (mode, options) => {
      await simulator.setMode(mode, options);
      try {
        const response = await checkedRequest(server.url)
          .get('/studio/upstream/search?q=magic')
          .set('authorization', `Bearer ${token}`);
        expectProblem(response, 502, 'UPSTREAM_UNAVAILABLE');
      } finally {
        await simulator.setMode('healthy');
      }
      await checkedRequest(server.url)
        .get('/studio/upstream/search?q=magic')
        .set('authorization', `Bearer ${token}`)
        .expect(200);
    });
  });

  it('answers 502 STORAGE_UNAVAILABLE while the object store is down, and stores again once it is back', async () => {
    const upload = async (filename: string) =>
      checkedRequest(server.url)
        .post('/studio/media/upload')
        .set('authorization', `Bearer ${token}`)
        .field({ content_type: 'ships', slug: 'faults-ship', filename })
        .attach('file', await image('jpeg'), 'photo.jpg');

    expect((await upload('before')).status).toBe(200);
    await s3.close();
    const down = await upload('during');
    expectProblem(down, 502, 'STORAGE_UNAVAILABLE');
    await startS3();
    const after = await upload('after');
    expect(after.status).toBe(200);
    expect(after.body.data.key).toBe('images/ships/faults-ship/after.webp');
  });

  it('limits with local counters (one warning) while Redis is down, never a 500, and shares the counters again once it is back', async () => {
    const remaining = async () => {
      const response = await checkedRequest(server.url).get('/api/v1/ships');
      expect(response.status).toBe(200);
      return Number(response.headers['x-ratelimit-remaining']);
    };
    const first = await remaining();
    expect(await remaining()).toBe(first - 1);

    const warning = "rate limits are counted in this instance's memory until it answers again";
    await redisProxy.cut();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => checkedRequest(server.url).get('/api/v1/ships')),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      // The breaker switches to local counters at the first failure: one warning for the
      // outage, and every request is counted (each has its own remaining budget), none refused.
      expect(answers.every((a) => a.headers['x-ratelimit-limit'] === '100000')).toBe(true);
      const left = answers.map((a) => Number(a.headers['x-ratelimit-remaining']));
      expect(new Set(left).size).toBe(20);
      expect(server.output().split(warning)).toHaveLength(2);
    } finally {
      await redisProxy.restore();
    }

    // A background probe finds Redis again; counting resumes where the shared counter was.
    const deadline = Date.now() + 15_000;
    let counted = false;
    while (!counted && Date.now() < deadline) {
      const a = await remaining();
      const b = await remaining();
      counted = b === a - 1 && a < first;
      if (!counted) await sleep(200);
    }
    expect(counted).toBe(true);
  });
});
