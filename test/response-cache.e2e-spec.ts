import { Client } from 'pg';
import type { Response } from 'supertest';
import { PublicReadCache } from '@/common/cache/public-read-cache';
import { createCruiseLine } from './factories/cruise.factory';
import { BuiltServer, startBuiltServer } from './support/built-server';
import { checkedRequest } from './support/checked-http';
import { eventually } from './support/eventually';
import { expectProblem } from './support/problem';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase, dropTestDatabase } from './support/test-database';

// Two built servers start in beforeAll; each case takes a few seconds at most.
jest.setTimeout(60_000);

const ADMIN = { email: 'cache-admin@example.com', password: 'cache-admin-password' };

/** How long the instances keep a cached answer (CACHE_TTL_SECONDS, as by default). */
const TTL_SECONDS = 300;
/**
 * How long the test waits for a write on one instance to reach another instance's cache: a tenth
 * of the TTL, so the change can only have come from the NOTIFY purge, never from the entry
 * expiring, however slowly a loaded machine delivers the notice. How soon it arrives is not
 * asserted here.
 */
const PURGE_WITHIN_MS = (TTL_SECONDS * 1000) / 10;

/**
 * The response cache of public reads on two instances of the built service sharing one database
 * (and nothing else: no Redis). Writes on A purge B through PostgreSQL LISTEN/NOTIFY.
 */
describe('response cache of public reads, two instances', () => {
  let database: { name: string; url: string };
  let a: BuiltServer;
  let b: BuiltServer;
  let token: string;
  let lastHost = 0;
  const ip = () => `203.0.113.${++lastHost}`;

  const studio = (server: BuiltServer) => ({
    post: (path: string, body: object) =>
      checkedRequest(server.url).post(path).set('authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) =>
      checkedRequest(server.url).patch(path).set('authorization', `Bearer ${token}`).send(body),
    delete: (path: string) =>
      checkedRequest(server.url).delete(path).set('authorization', `Bearer ${token}`),
  });
  const get = (server: BuiltServer, path: string, client = ip()) =>
    checkedRequest(server.url).get(path).set('x-forwarded-for', client);

  /** GETs until the answer comes from the cache (the instance listens shortly after start). */
  const cached = async (server: BuiltServer, path: string) => {
    for (let i = 0; i < 100; i++) {
      const response = await get(server, path);
      if (response.headers['x-cache'] === 'HIT') return response;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${path} never came from the cache`);
  };
  /** GETs on `server` until `seen` holds, for at most PURGE_WITHIN_MS; whether it did. */
  const seenWithin = async (
    server: BuiltServer,
    path: string,
    seen: (response: Response) => boolean,
  ) => {
    const deadline = Date.now() + PURGE_WITHIN_MS;
    do {
      if (seen(await get(server, path))) return true;
      await new Promise((r) => setTimeout(r, 25));
    } while (Date.now() < deadline);
    return false;
  };

  let lines = 0;
  const createLine = async (extra: object = {}) => {
    lines++;
    const response = await studio(a)
      .post('/studio/cruise-lines', {
        name: `Cache Line ${lines}`,
        slug: `cache-line-${lines}`,
        ...extra,
      })
      .expect(201);
    return response.body.data as { id: string; slug: string; name: string };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_PUBLIC_PER_MIN: '120',
      TRUST_PROXY: 'true',
      REQUEST_LOG_FLUSH_MS: '200',
      CACHE_MAX_BYTES: '65536',
      CACHE_TTL_SECONDS: String(TTL_SECONDS),
    };
    a = await startBuiltServer({
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    b = await startBuiltServer(env);
    const login = await checkedRequest(a.url)
      .post('/studio/auth/login')
      .type('form')
      .send({ username: ADMIN.email, password: ADMIN.password })
      .expect(200);
    token = login.body.access_token as string;
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (database) await dropTestDatabase(database.name);
  });

  it('answers a repeated read from the cache, with the same body and ETag, and 304 to If-None-Match', async () => {
    const line = await createLine();
    const path = `/api/v1/cruise-lines/${line.slug}`;
    const first = await get(a, `${path}`);
    const hit = await cached(a, path);
    expect(hit.status).toBe(200);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(hit.body).toEqual(first.body);
    expect(hit.headers.etag).toBe(first.headers.etag);
    const notModified = await get(a, path).set('if-none-match', hit.headers.etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-cache']).toBe('HIT');
  });

  it('shares an entry between the same query parameters in another order', async () => {
    await cached(b, '/api/v1/cruise-lines?skip=0&limit=7');
    const reordered = await get(b, '/api/v1/cruise-lines?limit=7&skip=0');
    expect(reordered.headers['x-cache']).toBe('HIT');
  });

  it('shows a studio PATCH on A in the next GET on B within a second', async () => {
    const line = await createLine();
    const path = `/api/v1/cruise-lines/${line.slug}`;
    expect((await cached(b, path)).body.data.name).toBe(line.name);
    await studio(a).patch(`/studio/cruise-lines/${line.id}`, { name: 'Renamed Line' }).expect(200);
    // The writer itself answers the new name at once.
    expect((await get(a, path)).body.data.name).toBe('Renamed Line');
    expect(await seenWithin(b, path, (r) => r.body.data?.name === 'Renamed Line')).toBe(true);
  });

  it('answers 404 on both instances once a record is deleted', async () => {
    const line = await createLine();
    const path = `/api/v1/cruise-lines/${line.slug}`;
    await cached(a, path);
    await cached(b, path);
    await studio(a).delete(`/studio/cruise-lines/${line.id}`).expect(204);
    expectProblem(await get(a, path), 404, 'NOT_FOUND');
    expect(await seenWithin(b, path, (r) => r.status === 404)).toBe(true);
    expectProblem(await get(b, path), 404, 'NOT_FOUND');
  });

  it('drops a deactivated record from every list it was in, on both instances', async () => {
    const line = await createLine();
    const ship = (
      await studio(a)
        .post('/studio/ships', { name: 'Cache Ship', slug: 'cache-ship', cruise_line_id: line.id })
        .expect(201)
    ).body.data as { slug: string };
    const lists = [
      '/api/v1/cruise-lines?limit=100',
      '/api/v1/ships?limit=100',
      `/api/v1/ships?cruise_line=${line.slug}`,
    ];
    const listed = (r: Response) =>
      (r.body.data as Array<{ slug: string }>).some(
        (x) => x.slug === line.slug || x.slug === ship.slug,
      );
    for (const server of [a, b])
      for (const path of lists) expect(listed(await cached(server, path))).toBe(true);

    await studio(a).patch(`/studio/cruise-lines/${line.id}`, { is_active: false }).expect(200);
    for (const path of lists) expect(listed(await get(a, path))).toBe(false);
    for (const path of lists) expect(await seenWithin(b, path, (r) => !listed(r))).toBe(true);
    expectProblem(await get(b, `/api/v1/ships/${ship.slug}`), 404, 'NOT_FOUND');
  });

  it('purges what a ship change makes stale, everywhere, and keeps the cruise line answers that do not read ships', async () => {
    const line = await createLine();
    const ship = (
      await studio(a)
        .post('/studio/ships', {
          name: 'Precise Kestrel',
          slug: 'precise-kestrel',
          cruise_line_id: line.id,
        })
        .expect(201)
    ).body.data as { id: string; slug: string };
    const category = (
      await studio(a)
        .post('/studio/categories', {
          name: 'Precise Picks',
          slug: 'precise-picks',
          items: [{ type: 'ship', id: ship.id }],
        })
        .expect(201)
    ).body.data as { slug: string };
    const renamed = (r: Response) => JSON.stringify(r.body).includes('Precise Osprey');
    // Every answer that shows the ship: its detail, the ship list, the cruise line with its
    // ships included, search, the category that tags it.
    const dependent = [
      `/api/v1/ships/${ship.slug}`,
      '/api/v1/ships?limit=100',
      `/api/v1/cruise-lines/${line.slug}?include=ships`,
      '/api/search?q=osprey',
      `/api/categories/${category.slug}`,
    ];
    // The cruise line's own answers read no ship.
    const independent = [`/api/v1/cruise-lines/${line.slug}`, '/api/v1/cruise-lines?limit=100'];
    for (const server of [a, b])
      for (const path of [...dependent, ...independent]) {
        const hit = await cached(server, path);
        expect([path, renamed(hit)]).toEqual([path, false]);
      }

    await studio(a).patch(`/studio/ships/${ship.id}`, { name: 'Precise Osprey' }).expect(200);
    // The writer answers the change at once and keeps the rest.
    for (const path of dependent) expect([path, renamed(await get(a, path))]).toEqual([path, true]);
    for (const path of independent)
      expect([path, (await get(a, path)).headers['x-cache']]).toEqual([path, 'HIT']);
    // The other instance, by the change's notice.
    for (const path of dependent)
      expect([path, await seenWithin(b, path, renamed)]).toEqual([path, true]);
    for (const path of independent)
      expect([path, (await get(b, path)).headers['x-cache']]).toEqual([path, 'HIT']);
  });

  it('drops every answer after a write outside the write path (its records are unknown)', async () => {
    const line = await createLine();
    const path = `/api/v1/cruise-lines/${line.slug}`;
    await cached(b, path);
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    try {
      await sql.query("UPDATE ports SET name = name WHERE slug = 'no-such-port'");
    } finally {
      await sql.end();
    }
    expect(await seenWithin(b, path, (r) => r.headers['x-cache'] === 'MISS')).toBe(true);
  });

  it('rate-limits cached answers: the 121st request from one address is 429', async () => {
    const client = ip();
    let hits = 0;
    for (let i = 0; i < 120; i++) {
      const response = await get(a, '/api/v1/cruise-lines', client);
      expect(response.status).toBe(200);
      if (response.headers['x-cache'] === 'HIT') hits++;
    }
    expect(hits).toBeGreaterThanOrEqual(118);
    expectProblem(await get(a, '/api/v1/cruise-lines', client), 429, 'RATE_LIMITED');
  });

  it('refuses a revoked API key on a request the cache would answer', async () => {
    const created = await studio(a)
      .post('/studio/api-clients', { name: 'Cache partner' })
      .expect(201);
    const { id, raw_key: key } = created.body.data as { id: string; raw_key: string };
    const withKey = () => get(a, '/api/v1/ships?limit=3').set('x-api-key', key);
    await cached(a, '/api/v1/ships?limit=3');
    const hit = await withKey();
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    await studio(a).post(`/studio/api-clients/${id}/revoke`, {}).expect(200);
    expectProblem(await withKey(), 401, 'INVALID_API_KEY');
  });

  it('counts cached answers in analytics', async () => {
    const path = '/api/v1/theme-parks';
    await cached(b, path);
    let hits = 0;
    for (let i = 0; i < 6; i++) if ((await get(b, path)).headers['x-cache'] === 'HIT') hits++;
    expect(hits).toBe(6);
    const count = async () => {
      const response = await checkedRequest(a.url)
        .get('/studio/analytics/top-endpoints?days=7&limit=100')
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      const rows = response.body.data as Array<{ method: string; route: string; requests: number }>;
      return rows.find((r) => r.method === 'GET' && r.route === path)?.requests ?? 0;
    };
    let seen = 0;
    for (let i = 0; i < 50 && (seen = await count()) < 7; i++)
      await new Promise((r) => setTimeout(r, 200));
    expect(seen).toBeGreaterThanOrEqual(7);
  });

  it('answers a malformed query 400 every time and never from the cache', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await get(a, '/api/v1/cruise-lines?limit=abc');
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(response.headers['x-cache']).not.toBe('HIT');
    }
  });

  it('does not cache the studio or authenticated reads', async () => {
    const response = await checkedRequest(a.url)
      .get('/studio/cruise-lines')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.headers['x-cache']).toBeUndefined();
  });

  it('keeps within CACHE_MAX_BYTES, the least recently used answers out first', async () => {
    // With ten more lines each answer below is a few kilobytes; 40 of them are several times the
    // 64 KiB bound.
    for (let i = 0; i < 10; i++) await createLine({ description: 'A line. '.repeat(20) });
    const paths = Array.from(
      { length: 40 },
      (_, i) => `/api/v1/cruise-lines?limit=${i + 1}&skip=0`,
    );
    for (const path of paths) await get(b, path).expect(200);
    expect((await get(b, paths[39])).headers['x-cache']).toBe('HIT');
    expect((await get(b, paths[0])).headers['x-cache']).toBe('MISS');
  });

  it('flushes and stops caching when its LISTEN connection drops, and resumes after', async () => {
    const line = await createLine();
    const path = `/api/v1/cruise-lines/${line.slug}`;
    await cached(a, path);
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    try {
      // Drop every instance's listener, then change the record behind the service's back.
      await sql.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'guide-platform-api:cache-listen' AND datname = current_database()",
      );
      await sql.query('UPDATE cruise_lines SET name = $1 WHERE id = $2', [
        'Changed Offline',
        line.id,
      ]);
    } finally {
      await sql.end();
    }
    expect((await get(a, path)).body.data.name).toBe('Changed Offline');
    expect((await cached(a, path)).body.data.name).toBe('Changed Offline');
  });
});

/**
 * Holds every read of `cruise_lines` in the database at `url` (a lock taken in another session)
 * while `during` runs, and says how many of that database's statements were waiting on it each
 * time it asked.
 */
async function withReadsHeld<T>(
  url: string,
  during: (waiting: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const sql = new Client({ connectionString: url });
  await sql.connect();
  try {
    await sql.query('BEGIN');
    await sql.query('LOCK TABLE cruise_lines IN ACCESS EXCLUSIVE MODE');
    const waiting = async () => {
      // Statistics views hold one snapshot per transaction: take a fresh one each time.
      await sql.query('SELECT pg_stat_clear_snapshot()');
      const [{ count }] = (
        await sql.query<{ count: string }>(
          "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      ).rows;
      return Number(count);
    };
    return await during(waiting);
  } finally {
    await sql.query('ROLLBACK').catch(() => undefined);
    await sql.end();
  }
}

/**
 * Concurrent misses of one answer on one instance, in this process so that its cache can be
 * watched: the first request computes the answer while a lock holds its read, and the test waits
 * until each of the others has found that computation under way (ResponseCache.fillOf answered it)
 * before letting the read go.
 */
describe('response cache: concurrent misses of one answer', () => {
  let t: TestApp;
  let cache: PublicReadCache;

  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(PublicReadCache);
    await eventually(() => (cache.active ? true : undefined), 'the cache listening');
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** Counts, from now on, the requests that find their answer being computed by another. */
  const watchFills = () => {
    const fillOf = jest.spyOn(cache.store, 'fillOf');
    return () =>
      fillOf.mock.results.filter((r) => r.type === 'return' && r.value !== undefined).length;
  };
  const untilWaiting = async (waiting: () => Promise<number>, count: number) => {
    await eventually(
      async () => ((await waiting()) >= count ? true : undefined),
      `${count} statements waiting on the lock`,
    );
    expect(await waiting()).toBe(count);
  };

  it('computes them once: the others wait and are answered from it', async () => {
    const generation = cache.store.generation;
    const line = await createCruiseLine(t);
    // The insert's notice flushes the cache; had it come during the computation, the answer
    // would not be stored.
    await eventually(
      () => (cache.store.generation > generation ? true : undefined),
      'the notice of the insert',
    );
    const path = `/api/v1/cruise-lines/${line.slug}`;
    const found = watchFills();
    const [leader, followers] = await withReadsHeld(t.databaseUrl, async (waiting) => {
      const first = t.http.get(path).then((r) => r);
      await untilWaiting(waiting, 1);
      const rest = Array.from({ length: 5 }, () => t.http.get(path).then((r) => r));
      await eventually(() => (found() === 5 ? true : undefined), 'five requests waiting');
      // Waiting for the first, none of them reached the database.
      expect(await waiting()).toBe(1);
      return [first, rest] as const;
    });
    const first = await leader;
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    for (const follower of await Promise.all(followers)) {
      expect(follower.status).toBe(200);
      expect(follower.headers['x-cache']).toBe('HIT');
      expect(follower.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(follower.headers.etag).toBe(first.headers.etag);
      expect(follower.body).toEqual(first.body);
    }
    expect(found()).toBe(5);
  });

  it('lets requests that waited for an answer that was not stored compute their own', async () => {
    const path = '/api/v1/cruise-lines/no-such-line-while-waiting';
    const found = watchFills();
    const [leader, followers] = await withReadsHeld(t.databaseUrl, async (waiting) => {
      const first = t.http.get(path).then((r) => r);
      await untilWaiting(waiting, 1);
      const rest = Array.from({ length: 3 }, () => t.http.get(path).then((r) => r));
      await eventually(() => (found() === 3 ? true : undefined), 'three requests waiting');
      return [first, rest] as const;
    });
    for (const response of [await leader, ...(await Promise.all(followers))]) {
      expectProblem(response, 404, 'NOT_FOUND');
      expect(response.headers['x-cache']).toBe('MISS');
    }
    // Each follower found the first's computation once, and computed its own after it.
    expect(found()).toBe(3);
  });
});
