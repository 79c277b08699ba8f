import { createTestApp, TestApp } from './support/test-app';
import { dropTestDatabase } from './support/test-database';
import { expectProblem } from './support/problem';
import { Pool } from 'pg';
import { readPoolOptions } from '@/database/data-source-options';

describe('health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /health answers 200 without credentials', async () => {
    const response = await t.http.get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /health/ready answers 200 while the database answers', async () => {
    const response = await t.http.get('/health/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      uptime_s: expect.any(Number),
      database: 'up',
      redis: 'not_configured',
    });
  });
});

describe('health when the database is gone', () => {
  it('GET /health/ready answers 503 SERVICE_UNAVAILABLE and /health stays 200', async () => {
    const t = await createTestApp();
    try {
      // Dropping the database ends the pool's connections and refuses new ones.
      await dropTestDatabase(new URL(t.databaseUrl).pathname.slice(1));
      const ready = await t.http.get('/health/ready');
      expectProblem(ready, 503, 'SERVICE_UNAVAILABLE');
      expect(ready.headers['retry-after']).toBe('5');
      await t.http.get('/health').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('health when the server ends a connection', () => {
  it('a connection ended while checked out leaves the process up and the pool serving', async () => {
    const t = await createTestApp();
    try {
      // A checked-out client has no pool listener for its errors; the service's client class
      // always has one, so the server's FATAL is not an unhandled 'error' event. A pool as the
      // service's read pool is built (TypeORM's lends its clients only to its own query runners).
      const pool = new Pool(readPoolOptions(t.databaseUrl));
      // As the service's read pool: a connection still closing after pool.end() that the
      // teardown's forced drop of the database ends is no failure of this test.
      pool.on('error', () => undefined);
      try {
        const client = await pool.connect();
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const ended = new Promise((resolve) => client.once('end', resolve));
        await t.dataSource.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await ended;
        await expect(client.query('SELECT 1')).rejects.toThrow();
        client.release(true);
        await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
      } finally {
        await pool.end();
      }
      await t.http.get('/health/ready').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('the read pool', () => {
  /** The read pool's connections to the app's database, after a burst of concurrent reads. */
  async function readConnectionsAfterBurst(env: Record<string, string>): Promise<number> {
    const t = await createTestApp({ env: { CACHE_ENABLED: 'false', ...env } });
    try {
      const reads = Array.from({ length: 30 }, (_v, i) =>
        t.http.get(i % 2 ? '/api/v1/ships' : '/api/search?q=ship').expect(200),
      );
      await Promise.all(reads);
      const [{ open }] = await t.dataSource.query<Array<{ open: string }>>(
        `SELECT count(*) AS open FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'guide-platform-api:reads'`,
      );
      return Number(open);
    } finally {
      await t.close();
    }
  }

  it('opens at most DATABASE_READ_POOL_SIZE connections, 10 by default', async () => {
    expect(await readConnectionsAfterBurst({ DATABASE_READ_POOL_SIZE: '2' })).toBe(2);
    const byDefault = await readConnectionsAfterBurst({});
    expect(byDefault).toBeGreaterThan(2);
    expect(byDefault).toBeLessThanOrEqual(10);
  });
});
