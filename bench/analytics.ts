/**
 * `npm run bench:analytics`: seeds BENCH_ROWS (default 10 million) request-log rows over 90 days
 * into a scratch database (with the daily rollups built from them), then times every analytics
 * endpoint over HTTP and reports p50/p95 per endpoint and window. Needs DATABASE_URL (a server
 * whose role may create databases), or runs on an embedded PostgreSQL.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.setup';
import { createScratchDatabase } from '../src/cli/scratch-database';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { UsersService } from '../src/modules/auth/users/users.service';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const ENDPOINTS = ['overview', 'requests-over-time', 'top-endpoints', 'by-client', 'status-codes'];

const ROUTES = [
  '/api/v1/cruise-lines',
  '/api/v1/cruise-lines/:slug',
  '/api/v1/ships',
  '/api/v1/ships/:slug',
  '/api/v1/ports',
  '/api/v1/ports/:slug',
  '/api/v1/ports/:slug/excursions',
  '/api/v1/itineraries',
  '/api/v1/itineraries/:slug',
  '/api/v1/sailings',
  '/api/excursions',
  '/api/excursions/:slug',
  '/api/v1/theme-parks',
  '/api/v1/theme-parks/:slug',
  '/api/v1/theme-parks/:slug/live',
  '/api/v1/theme-parks/:slug/schedule',
  '/api/v1/resorts',
  '/api/v1/attractions',
  '/api/v1/attractions/:slug',
  '/api/v1/attractions/:slug/live',
  '/api/v1/events',
  '/api/v1/dining',
  '/api/guides',
  '/api/guides/:slug',
  '/api/videos',
  '/api/search',
  '/api/categories',
  '/api/leads',
  '/studio/ships',
  '/studio/analytics/overview',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function seed(dataSource: DataSource): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const time = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    timings[label] = (Date.now() - started) / 1000;
    console.log(`  ${label}: ${timings[label].toFixed(1)} s`);
  };
  await time('partitions', () =>
    dataSource.query(`DO $$ DECLARE d date; BEGIN
      FOR d IN SELECT generate_series(current_date - 90, current_date + 1, interval '1 day')::date LOOP
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF api_request_logs FOR VALUES FROM (%L) TO (%L)',
          'api_request_logs_' || to_char(d, 'YYYYMMDD'), d::timestamp AT TIME ZONE 'UTC', (d + 1)::timestamp AT TIME ZONE 'UTC');
      END LOOP; END $$`),
  );
  await dataSource.query(
    `INSERT INTO api_clients (name, public_id, key_prefix, secret_hash)
     SELECT 'Bench client ' || i, lpad(i::text, 8, '0'), 'gpk_' || lpad(i::text, 8, '0'), repeat('0', 64)
       FROM generate_series(1, 8) i`,
  );
  await time('raw rows', () =>
    dataSource.query(
      `INSERT INTO api_request_logs (created_at, method, path, route, status, response_time_ms, ip, client_id, user_agent)
       SELECT now() - random() * interval '89 days 23 hours',
              CASE WHEN r.idx = 28 THEN 'POST' ELSE 'GET' END,
              r.route, r.route,
              (ARRAY[200,200,200,200,200,200,200,200,200,304,400,401,404,429,500])[1 + (random() * 14)::int],
              (-ln(1 - random()) * 25)::int,
              '10.0.' || (g % 250) || '.' || (g % 200),
              CASE WHEN g % 5 < 3 THEN NULL ELSE c.ids[1 + g % 8] END,
              'bench'
         FROM generate_series(1, $1) g
         CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM api_clients) c
         CROSS JOIN LATERAL (SELECT ((g::bigint * 7919) % $2)::int AS idx) i
         CROSS JOIN LATERAL (SELECT ($3::text[])[i.idx + 1] AS route, i.idx) r`,
      [ROWS, ROUTES.length, ROUTES],
    ),
  );
  // The rollups the writer maintains batch by batch, built here in one pass from the raw rows.
  await time('rollups', async () => {
    await dataSource.query(
      `INSERT INTO api_request_daily (day, method, route, status, client_id, requests, total_response_ms)
       SELECT (created_at AT TIME ZONE 'UTC')::date, method, route, status, client_id, count(*), sum(response_time_ms)
         FROM api_request_logs GROUP BY 1, 2, 3, 4, 5`,
    );
    await dataSource.query(
      `INSERT INTO api_request_latency_daily (day, bucket_ms, requests)
       SELECT (created_at AT TIME ZONE 'UTC')::date,
              CASE WHEN response_time_ms < 100 THEN response_time_ms
                   WHEN response_time_ms < 1000 THEN response_time_ms / 10 * 10
                   WHEN response_time_ms < 10000 THEN response_time_ms / 100 * 100
                   ELSE least(60000, response_time_ms / 1000 * 1000) END,
              count(*)
         FROM api_request_logs GROUP BY 1, 2`,
    );
  });
  await time('analyze', () => dataSource.query('ANALYZE'));
  return timings;
}

async function main(): Promise<void> {
  // BENCH_DATABASE_URL: measure again on a database seeded by an earlier run (BENCH_KEEP_DB=true).
  const reuse = process.env.BENCH_DATABASE_URL;
  const scratch = reuse
    ? { url: reuse, drop: () => Promise.resolve() }
    : await createScratchDatabase(process.env.DATABASE_URL, 'bench_analytics');
  // Seeding runs for minutes: no per-query timeout here.
  const dataSource = new DataSource(dataSourceOptions(scratch.url, { extra: { max: 4 } }));
  try {
    await dataSource.initialize();
    let seedTimings: Record<string, number> = {};
    if (!reuse) {
      await dataSource.runMigrations();
      console.log(`Seeding ${ROWS.toLocaleString('en')} request-log rows over 90 days`);
      seedTimings = await seed(dataSource);
    }
    const [{ raw, daily }] = await dataSource.query<{ raw: string; daily: string }[]>(
      `SELECT (SELECT count(*) FROM api_request_logs) AS raw, (SELECT count(*) FROM api_request_daily) AS daily`,
    );

    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: scratch.url,
      DATA_DIR: join(__dirname, '..', '.data', 'bench'),
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      VAULT_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    const base = await app.getUrl();
    try {
      await app.get(UsersService).ensure({
        email: 'bench@example.com',
        password: 'bench-password-123',
        role: 'editor',
        fullName: 'Bench',
      });
      const login = (await (
        await fetch(`${base}/studio/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'bench@example.com', password: 'bench-password-123' }),
        })
      ).json()) as { access_token: string };
      const headers = { authorization: `Bearer ${login.access_token}` };

      const results: Array<Record<string, unknown>> = [];
      for (const days of [7, 30, 90]) {
        for (const endpoint of ENDPOINTS) {
          const url = `${base}/studio/analytics/${endpoint}?days=${days}`;
          for (let i = 0; i < 5; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
          const times: number[] = [];
          for (let i = 0; i < SAMPLES; i++) {
            const started = process.hrtime.bigint();
            const response = await fetch(url, { headers });
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
            times.push(Number(process.hrtime.bigint() - started) / 1e6);
          }
          times.sort((a, b) => a - b);
          const row = {
            endpoint,
            days,
            p50_ms: Number(percentile(times, 50).toFixed(2)),
            p95_ms: Number(percentile(times, 95).toFixed(2)),
            max_ms: Number(times[times.length - 1].toFixed(2)),
          };
          results.push(row);
          console.log(`  ${endpoint} days=${days}: p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms`);
        }
      }
      const worst = Math.max(...results.map((r) => r.p95_ms as number));
      const report = {
        benchmark: 'analytics',
        date: new Date().toISOString(),
        raw_rows: Number(raw),
        rollup_rows: Number(daily),
        samples_per_endpoint: SAMPLES,
        seed_seconds: reuse ? 'reused an earlier seeded database' : seedTimings,
        target: 'p95 < 100 ms for every endpoint',
        worst_p95_ms: worst,
        passed: worst < 100,
        results,
      };
      writeFileSync(
        join(__dirname, 'results', 'analytics.json'),
        `${JSON.stringify(report, null, 2)}\n`,
      );
      console.log(`Worst p95: ${worst} ms (${worst < 100 ? 'under' : 'OVER'} 100 ms)`);
    } finally {
      await app.close();
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (process.env.BENCH_KEEP_DB === 'true')
      console.log(`Kept the seeded database: ${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
