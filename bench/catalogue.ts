import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createApp } from '@/app.setup';
import { createScratchDatabase } from '@/cli/scratch-database';
import { loadConfig } from '@/config/app-config';
import { CATALOGUE_SIZE, pick, seedCruiseCatalogue } from './support/catalogue-seed';
import { closeNow, frontOf, serve } from '@/common/fast-path';

/**
 * `npm run bench:catalogue`: a cruise catalogue of realistic size in a scratch database
 * (DATABASE_URL's server, or an ephemeral embedded one), then the heaviest public reads through
 * the real HTTP server, one request at a time. Prints p50/p95/p99 per endpoint and writes
 * bench/results/catalogue.json. Target: p95 under 50 ms for a page of 100 records.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARMUP = 50;
const TARGET_P95_MS = 50;
const SIZE = CATALOGUE_SIZE;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(base: string, paths: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(base + paths(i));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${paths(i)} answered ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: REQUESTS,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
  };
}

async function main(): Promise<number> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_catalogue');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    VAULT_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
    RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
  });
  const app = await createApp(config);
  try {
    await app.init();
    const seeded = await seedCruiseCatalogue(app.get(DataSource));
    const server = await serve(app, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const scenarios: Record<string, (i: number) => string> = {
      'GET /api/v1/ships?limit=100': (i) =>
        `/api/v1/ships?limit=100&skip=${(i * 100) % SIZE.ships}`,
      'GET /api/v1/ships/{slug}': (i) => `/api/v1/ships/${pick(seeded.shipSlugs, i * 7)}`,
      'GET /api/v1/itineraries?limit=100 (filtered)': (i) =>
        `/api/v1/itineraries?limit=100&cruise_region=Caribbean&nights_min=${3 + (i % 5)}`,
      'GET /api/v1/itineraries/{slug}': (i) =>
        `/api/v1/itineraries/${pick(seeded.itinerarySlugs, i * 13)}`,
      'GET /api/v1/sailings?limit=100': (i) =>
        `/api/v1/sailings?limit=100&skip=${(i * 100) % 5000}`,
      'GET /api/v1/sailings?ship=…': (i) => `/api/v1/sailings?ship=${pick(seeded.shipSlugs, i)}`,
    };
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const [name, paths] of Object.entries(scenarios)) {
      results[name] = await measure(base, paths);
      console.log(
        `${name.padEnd(48)} p50 ${results[name].p50_ms} ms  p95 ${results[name].p95_ms} ms  p99 ${results[name].p99_ms} ms`,
      );
    }
    const worst = Math.max(...Object.values(results).map((r) => r.p95_ms));
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'catalogue.json'),
      `${JSON.stringify({ size: SIZE, target_p95_ms: TARGET_P95_MS, results }, null, 2)}\n`,
    );
    console.log(`worst p95 ${worst} ms (target < ${TARGET_P95_MS} ms)`);
    return worst < TARGET_P95_MS ? 0 : 1;
  } finally {
    await closeNow(frontOf(app).server);
    await app.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
