import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '@/cli/scratch-database';
import { dataSourceOptions } from '@/database/data-source-options';
import { CATALOGUE_SIZE, seedCruiseCatalogue } from './support/catalogue-seed';
import { startBuiltServer } from '../test/support/built-server';

/**
 * `npm run bench:purges`: precise purges of the response cache (docs/performance.md, "Precise
 * purges"). The built service on a scratch database with the bench cruise catalogue; public reads
 * at a steady rate (cruise-line details and list pages, and ship details beside them) while
 * writers update ships through the studio API as fast as they can. Counts X-Cache per family of
 * reads during the burst and writes bench/results/purges.json. Target: the cruise-line reads'
 * hit rate at least 95 %: a ship change purges the answers that read ships, not the others.
 *
 * BENCH_PURGE_SECONDS (30) of burst after 5 s of reads alone, BENCH_PURGE_READERS (10) readers
 * each sending a read every 20 ms, BENCH_PURGE_WRITERS (4) writers.
 */

const SECONDS = Number(process.env.BENCH_PURGE_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_PURGE_READERS ?? 10);
const WRITERS = Number(process.env.BENCH_PURGE_WRITERS ?? 4);
const READ_EVERY_MS = 20;
const WARMUP_S = 5;
const TARGET_HIT_RATE = 0.95;
const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };

interface Tally {
  hit: number;
  miss: number;
  other: number;
}

const tally = (): Tally => ({ hit: 0, miss: 0, other: 0 });
const hitRate = (t: Tally) => (t.hit + t.miss === 0 ? 0 : t.hit / (t.hit + t.miss));

async function main(): Promise<number> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_purges');
  const dataSource = new DataSource(dataSourceOptions(scratch.url));
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    await seedCruiseCatalogue(dataSource);
    const shipIds = (await dataSource.query<Array<{ id: string }>>('SELECT id FROM ships')).map(
      (r) => r.id,
    );
    await dataSource.destroy();
    server = await startBuiltServer({
      DATABASE_URL: scratch.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      RATE_LIMIT_PER_MIN: '1000000',
    });
    const base = server.url;
    const login = await fetch(`${base}/studio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;

    const lines = Array.from({ length: CATALOGUE_SIZE.lines }, (_, i) => i);
    const families: Record<string, string[]> = {
      'cruise lines': [
        ...lines.map((i) => `/api/v1/cruise-lines/line-${i}`),
        '/api/v1/cruise-lines',
        '/api/v1/cruise-lines?limit=10&skip=10',
        '/api/v1/cruise-lines?limit=10&skip=20',
      ],
      ships: Array.from({ length: 30 }, (_, i) => `/api/v1/ships/ship-${i * 20}`),
    };
    const reads = Object.entries(families).flatMap(([family, paths]) =>
      paths.map((path) => ({ family, path })),
    );
    const counts: Record<string, Tally> = {};
    let measuring = false;
    let stopped = false;

    const reader = async (offset: number) => {
      for (let i = offset; !stopped; i += READERS) {
        const { family, path } = reads[i % reads.length];
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (measuring) {
          const t = (counts[family] ??= tally());
          const cache = response.headers.get('x-cache');
          if (response.status !== 200) t.other += 1;
          else if (cache === 'HIT') t.hit += 1;
          else t.miss += 1;
        }
        await sleep(READ_EVERY_MS);
      }
    };
    let writes = 0;
    let failedWrites = 0;
    const writer = async (offset: number) => {
      for (let i = offset; !stopped; i += WRITERS) {
        const id = shipIds[(i * 37) % shipIds.length];
        const response = await fetch(`${base}/studio/ships/${id}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Ship ${i} refitted` }),
        });
        await response.arrayBuffer();
        if (response.status === 200) writes += 1;
        else failedWrites += 1;
      }
    };

    const readers = Array.from({ length: READERS }, (_, i) => reader(i));
    await sleep(WARMUP_S * 1000);
    measuring = true;
    const started = Date.now();
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    await sleep(SECONDS * 1000);
    stopped = true;
    await Promise.all([...readers, ...writers]);
    const elapsedS = (Date.now() - started) / 1000;

    const round = (n: number) => Math.round(n * 1000) / 10;
    const results = Object.fromEntries(
      Object.entries(counts).map(([family, t]) => [
        family,
        { ...t, hit_rate_pct: round(hitRate(t)) },
      ]),
    );
    const lineRate = hitRate(counts['cruise lines'] ?? tally());
    const report = {
      seconds: Math.round(elapsedS),
      readers: READERS,
      read_every_ms: READ_EVERY_MS,
      writers: WRITERS,
      ship_writes: writes,
      ship_writes_per_second: Math.round(writes / elapsedS),
      failed_writes: failedWrites,
      reads: results,
      target_cruise_line_hit_rate_pct: TARGET_HIT_RATE * 100,
    };
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'purges.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(JSON.stringify(report, null, 2));
    console.log(
      `cruise-line hit rate during the ship write burst: ${round(lineRate)} % (target ≥ ${TARGET_HIT_RATE * 100} %)`,
    );
    return lineRate >= TARGET_HIT_RATE && writes > 0 ? 0 : 1;
  } finally {
    await server?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
