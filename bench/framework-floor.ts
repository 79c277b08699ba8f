/**
 * `npm run bench:floor`: the framework's floor for a miss (docs/performance.md, "The framework's
 * floor for a miss"). The npm script builds first; then this script
 *
 * 1. creates a scratch database beside DATABASE_URL (or on an ephemeral embedded PostgreSQL),
 *    applies the migrations and loads the demo catalogue;
 * 2. measures three cheap public reads, the cruise-line detail, the theme-park detail and the
 *    category list, on each target in turn, each its own process with `start:prod`'s Node flags:
 *    the baseline (bench/baseline-server.ts: node:http + pg, the service's controllers); `nest`,
 *    a bare NestJS 11 + Express application with one route per read calling the same controller
 *    method; `+validation` … `+etag`, that application with the service's pieces added one at a
 *    time, each step keeping the ones before (bench/floor-server.ts, STEPS); and the service
 *    itself (dist/main.js) with the response cache off;
 * 3. for every target, in FLOOR_ROUNDS (2) rounds, each in the reverse order of the one before:
 *    starts it, and for each read drives it with autocannon (the main suite's load generator),
 *    FLOOR_CONNECTIONS (50) connections, FLOOR_WARMUP (1.5) s of warm-up, then FLOOR_DURATION
 *    (4) s measured, reading the process's CPU time (/proc/<pid>/stat, user + system) before and
 *    after; then stops it. A target's figures are its rounds together: requests/s over the
 *    measured time, CPU ms per request (CPU time over requests answered);
 * 4. prints requests/s, the ratio to the baseline and CPU ms per request per read and target,
 *    with the host's 1-minute load average, and writes bench/results/framework-floor.json.
 *
 * Before any load every target must answer the first three paths of every read with the
 * baseline's bytes, or the run stops: the targets compare the same work. Run it under
 * `flock /tmp/bench.lock` on a shared machine.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '@/cli/scratch-database';
import { dataSourceOptions } from '@/database/data-source-options';
import { findFreePort } from '@/database/embedded-postgres';
import { loadDemoCatalogue } from '@/database/seeds/demo';
import { productionNodeFlags } from '../test/support/built-server';
import {
  compileBenchScript,
  cpuMs,
  quietDatabase,
  Started,
  startProcess,
} from './support/bench-processes';
import { STEPS } from './floor-server';

const ROOT = join(__dirname, '..');
const env = process.env;
const DURATION_S = Number(env.FLOOR_DURATION ?? 4);
const WARMUP_S = Number(env.FLOOR_WARMUP ?? 1.5);
const ROUNDS = Math.max(1, Math.round(Number(env.FLOOR_ROUNDS ?? 2)));
const CONNECTIONS = Number(env.FLOOR_CONNECTIONS ?? 50);

interface Target {
  name: string;
  start(): Promise<Started>;
}

function fire(url: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

interface Tally {
  requests: number;
  seconds: number;
  cpuMs: number;
  non2xx: number;
  errors: number;
  loads: number[];
}

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchDatabase(env.DATABASE_URL, 'bench_floor');
  const work = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const dataSource = new DataSource(dataSourceOptions(scratch.url, { extra: { max: 2 } }));
  let running: Started | undefined;
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const demo = await loadDemoCatalogue(dataSource);
    const [{ version }] = await dataSource.query<{ version: string }[]>('SELECT version()');
    console.log(
      `Machine: ${cpus().length} CPUs, Node ${process.version}, ${version.split(' on ')[0]}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const serviceEnv = (port: number): Record<string, string> => ({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: scratch.url,
      JWT_SECRET: randomBytes(32).toString('base64'),
      VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
      CACHE_ENABLED: 'false',
    });
    const baselineJs = compileBenchScript(work, 'baseline-server.ts');
    const floorJs = compileBenchScript(work, 'floor-server.ts');
    const node = productionNodeFlags();
    const targets: Target[] = [
      {
        name: 'baseline',
        start: async () => {
          const port = await findFreePort();
          return startProcess(
            'baseline',
            [...node, baselineJs],
            {
              DATABASE_URL: scratch.url,
              PORT: String(port),
              NODE_PATH: join(ROOT, 'node_modules'),
              SERVICE_DIST: join(ROOT, 'dist'),
            },
            port,
            (_url, output) => Promise.resolve(output.includes('baseline listening')),
          );
        },
      },
      ...[...Array(STEPS.length + 1).keys()].map((step) => ({
        name: step === 0 ? 'nest' : `+${STEPS[step - 1]}`,
        start: async () => {
          const port = await findFreePort();
          return startProcess(
            `floor step ${step}`,
            [...node, floorJs],
            {
              ...serviceEnv(port),
              FLOOR_STEP: String(step),
              NODE_PATH: join(ROOT, 'node_modules'),
              SERVICE_DIST: join(ROOT, 'dist'),
            },
            port,
            (_url, output) => Promise.resolve(output.includes('floor listening')),
          );
        },
      })),
      // The same as +interceptors with @PublicRead's three interceptors each its own link of
      // Nest's chain rather than composed in PublicReadInterceptor (docs/performance.md).
      {
        name: '+interceptors, split',
        start: async () => {
          const port = await findFreePort();
          return startProcess(
            'floor, interceptors split',
            [...node, floorJs],
            {
              ...serviceEnv(port),
              FLOOR_STEP: String(STEPS.indexOf('interceptors') + 1),
              FLOOR_SPLIT_PUBLIC_READ: '1',
              NODE_PATH: join(ROOT, 'node_modules'),
              SERVICE_DIST: join(ROOT, 'dist'),
            },
            port,
            (_url, output) => Promise.resolve(output.includes('floor listening')),
          );
        },
      },
      {
        name: 'service, cache off',
        start: async () => {
          const port = await findFreePort();
          return startProcess('service', [...node, 'dist/main.js'], serviceEnv(port), port, (url) =>
            fetch(`${url}/health`).then((r) => r.ok),
          );
        },
      },
    ];

    // The slugs of the first page of each list, as the main suite reads them.
    const probe = await targets[0].start();
    const slugsOf = async (path: string): Promise<string[]> => {
      const response = await fetch(`${probe.url}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const { data } = (await response.json()) as { data: Array<{ slug: string }> };
      return data.map((d) => d.slug).slice(0, 17);
    };
    const reads = [
      {
        name: 'cruise lines detail',
        paths: (await slugsOf('/api/v1/cruise-lines?limit=20')).map(
          (s) => `/api/v1/cruise-lines/${s}`,
        ),
      },
      {
        name: 'theme parks detail',
        paths: (await slugsOf('/api/v1/theme-parks?limit=20')).map(
          (s) => `/api/v1/theme-parks/${s}`,
        ),
      },
      { name: 'categories list', paths: ['/api/categories?limit=20'] },
    ];
    await probe.stop();
    for (const read of reads)
      if (read.paths.length === 0) throw new Error(`${read.name}: nothing to read`);

    const tallies = new Map<string, Tally>();
    const tally = (target: string, read: string) => {
      const key = `${target}\u0000${read}`;
      let t = tallies.get(key);
      if (!t)
        tallies.set(
          key,
          (t = { requests: 0, seconds: 0, cpuMs: 0, non2xx: 0, errors: 0, loads: [] }),
        );
      return t;
    };
    const expected = new Map<string, string>();
    console.log(
      `\n${CONNECTIONS} connections; per target and read ${WARMUP_S} s of warm-up, then ${DURATION_S} s measured; ${ROUNDS} rounds\n`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        running = await target.start();
        const pid = running.child.pid!;
        // The same bytes as the baseline's, or the targets do not compare the same work.
        for (const read of reads)
          for (const path of read.paths.slice(0, 3)) {
            const response = await fetch(`${running.url}${path}`);
            const body = await response.text();
            if (response.status !== 200)
              throw new Error(`${target.name} answered ${path} with ${response.status}: ${body}`);
            const baseline = expected.get(path);
            if (baseline === undefined) expected.set(path, body);
            else if (baseline !== body)
              throw new Error(`${target.name} answers ${path} differently:\n${body}\n${baseline}`);
          }
        for (const read of reads) {
          await fire(running.url, read.paths, WARMUP_S);
          await quietDatabase(dataSource);
          const before = cpuMs(pid);
          const result = await fire(running.url, read.paths, DURATION_S);
          const after = cpuMs(pid);
          const t = tally(target.name, read.name);
          t.requests += result.requests.total;
          t.seconds += result.duration;
          t.cpuMs += after - before;
          t.non2xx += result.non2xx;
          t.errors += result.errors;
          t.loads.push(Math.round(loadavg()[0] * 100) / 100);
          await quietDatabase(dataSource);
        }
        await running.stop();
        running = undefined;
        console.log(`  round ${round + 1}: ${target.name} done (load ${loadavg()[0].toFixed(2)})`);
      }
    }

    const results = reads.flatMap((read) => {
      const base = tally('baseline', read.name);
      const baseRate = base.requests / base.seconds;
      return targets.map((target) => {
        const t = tally(target.name, read.name);
        if (t.non2xx > 0 || t.errors > 0)
          throw new Error(`${target.name}, ${read.name}: ${t.non2xx} non-2xx, ${t.errors} errors`);
        const rate = t.requests / t.seconds;
        return {
          read: read.name,
          target: target.name,
          requests: t.requests,
          requests_per_second: Math.round(rate),
          ratio_to_baseline: Math.round((rate / baseRate) * 100) / 100,
          cpu_ms_per_request: Math.round((t.cpuMs / t.requests) * 1000) / 1000,
          load_1m: t.loads,
        };
      });
    });
    for (const read of reads) {
      console.log(`\n${read.name}`);
      console.log('target                    req/s  × baseline  CPU ms/req  load 1m');
      for (const r of results.filter((x) => x.read === read.name))
        console.log(
          `${r.target.padEnd(22)}${String(r.requests_per_second).padStart(8)}${String(r.ratio_to_baseline).padStart(12)}${r.cpu_ms_per_request.toFixed(3).padStart(12)}  ${r.load_1m.join(', ')}`,
        );
    }
    const report = {
      benchmark: 'framework-floor',
      date: new Date().toISOString(),
      machine: {
        nproc: cpus().length,
        cpu: cpus()[0]?.model,
        node: process.version,
        postgresql: version.split(' on ')[0],
        node_flags: node,
      },
      settings: {
        connections: CONNECTIONS,
        warmup_seconds: WARMUP_S,
        duration_seconds: DURATION_S,
        rounds: ROUNDS,
      },
      data: { demo_catalogue: demo },
      steps: ['nest', ...STEPS],
      results,
      total_seconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'framework-floor.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(`\nbench/results/framework-floor.json written (${report.total_seconds} s in all)`);
    return 0;
  } finally {
    await running?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
