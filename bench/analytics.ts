/**
 * `npm run bench:analytics`: seeds BENCH_ROWS (default 10 million) request-log rows over 90 days
 * into a scratch database (with the daily rollups built from them), then times every analytics
 * endpoint over HTTP and the studio's raw request log (first page, filtered pages, each with its
 * count), and reports p50/p95 per request. Needs DATABASE_URL (a server whose role may create
 * databases), or runs on an embedded PostgreSQL.
 *
 * These are studio reports, paced by HeavyReads (STUDIO_HEAVY_READS_SHARE_PERCENT): a report sent
 * right after another waits 3× the previous one's time. The bench measures the reports, not that
 * rest, so it leaves 3× each sample's time before the next one, as an admin clicking would.
 */
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '@/app.setup';
import { createScratchDatabase } from '@/cli/scratch-database';
import { loadConfig } from '@/config/app-config';
import { dataSourceOptions } from '@/database/data-source-options';
import { UsersService } from '@/modules/auth/users/users.service';
import { seedRequestLog } from './support/request-log-seed';
import { closeNow, frontOf, serve } from '@/common/fast-path';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const ENDPOINTS = ['overview', 'requests-over-time', 'top-endpoints', 'by-client', 'status-codes'];
const TARGET_MS = 50;
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

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
      seedTimings = await seedRequestLog(dataSource, ROWS);
    }
    // BENCH_SEED_ONLY: seed (outside the bench lock), then measure later with BENCH_DATABASE_URL.
    if (process.env.BENCH_SEED_ONLY === 'true') return;
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
    const server = await serve(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await app.get(UsersService).ensure({
        email: 'bench@example.com',
        password: 'bench-password-123',
        role: 'admin',
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

      const [{ id: clientId }] = await dataSource.query<{ id: string }[]>(
        `SELECT id FROM api_clients ORDER BY name LIMIT 1`,
      );
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const requests = [
        ...[7, 30, 90].flatMap((days) =>
          ENDPOINTS.map((endpoint) => ({
            endpoint,
            days,
            path: `/studio/analytics/${endpoint}?days=${days}`,
          })),
        ),
        ...[
          '',
          '?status=500',
          '?path=/api/v1/ships/',
          `?client_id=${clientId}&date_from=${weekAgo}`,
          '?preview=true',
          '?skip=1000',
        ].map((query) => ({
          endpoint: 'logs/api-usage',
          query,
          path: `/studio/logs/api-usage${query}`,
        })),
      ];
      const results: Array<Record<string, unknown>> = [];
      for (const { path, ...label } of requests) {
        const url = `${base}${path}`;
        const sample = async () => {
          const started = process.hrtime.bigint();
          const response = await fetch(url, { headers });
          const body = (await response.json()) as { total?: number; total_exact?: boolean };
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          await rest(3 * ms);
          return { ms, body };
        };
        for (let i = 0; i < 5; i++) await sample();
        const times: number[] = [];
        let last: { total?: number; total_exact?: boolean } = {};
        for (let i = 0; i < SAMPLES; i++) {
          const { ms, body } = await sample();
          times.push(ms);
          last = body;
        }
        times.sort((a, b) => a - b);
        const row = {
          ...label,
          ...(last.total === undefined ? {} : { total: last.total, total_exact: last.total_exact }),
          p50_ms: Number(percentile(times, 50).toFixed(2)),
          p95_ms: Number(percentile(times, 95).toFixed(2)),
          max_ms: Number(times[times.length - 1].toFixed(2)),
        };
        results.push(row);
        console.log(`  ${path}: p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms`);
      }
      const worst = Math.max(...results.map((r) => r.p95_ms as number));
      const report = {
        benchmark: 'analytics',
        date: new Date().toISOString(),
        raw_rows: Number(raw),
        rollup_rows: Number(daily),
        samples_per_endpoint: SAMPLES,
        seed_seconds: reuse ? 'reused an earlier seeded database' : seedTimings,
        target: `p95 < ${TARGET_MS} ms for every request`,
        worst_p95_ms: worst,
        passed: worst < TARGET_MS,
        results,
      };
      writeFileSync(
        join(__dirname, 'results', 'analytics.json'),
        `${JSON.stringify(report, null, 2)}\n`,
      );
      console.log(
        `Worst p95: ${worst} ms (${worst < TARGET_MS ? 'under' : 'OVER'} ${TARGET_MS} ms)`,
      );
    } finally {
      await closeNow(frontOf(app).server);
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
