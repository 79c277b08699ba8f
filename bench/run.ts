/**
 * `npm run bench`: the benchmark suite (issue 9). The npm script builds first; then this script
 *
 * 1. creates a scratch database (beside DATABASE_URL, or on an ephemeral embedded PostgreSQL),
 *    applies the migrations and seeds a realistic catalogue: the demo catalogue, 30 cruise lines,
 *    600 ships, 400 ports, 1,500 itineraries, 20,000 sailings, and BENCH_LOG_ROWS request-log rows
 *    over 90 days for the analytics;
 * 2. starts the upstream simulator, the BUILT service (`node dist/main.js`, rate limits raised)
 *    and the baseline (bench/baseline-server.ts: node:http + pg, the same SQL) as processes;
 * 3. drives them from this process with autocannon, BENCH_CONNECTIONS (50) connections for
 *    BENCH_DURATION (10) s per scenario after a 2 s warm-up: ship list with a filter, ship detail
 *    (both also on the baseline), the list again with If-None-Match, search, the live relay against
 *    the simulator, the analytics overview;
 *    then measures the latency of list and detail at half the baseline's throughput, with requests
 *    arriving at a steady rate over the same connections (bench/support/paced-load.ts);
 * 4. soaks the service for BENCH_SOAK_SECONDS (300) with a mix of reads, sampling its RSS;
 * 5. prints requests/s, p50, p99 and RSS per scenario and the project/baseline ratios, checks the
 *    targets, and writes bench/results/latest.json. Exits 1 when a target is missed.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '../src/cli/scratch-database';
import { dataSourceOptions } from '../src/database/data-source-options';
import { findFreePort } from '../src/database/embedded-postgres';
import { loadDemoCatalogue } from '../src/database/seeds/demo';
import { CATALOGUE_SIZE, seedCruiseCatalogue } from './support/catalogue-seed';
import { seedRequestLog } from './support/request-log-seed';
import { statusFieldMb } from './support/process-status';
import { pacedLoad, PacedLoadResult } from './support/paced-load';
import { productionNodeFlags } from '../test/support/built-server';

const ROOT = join(__dirname, '..');
const env = process.env;
const DURATION_S = Number(env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SOAK_S = Number(env.BENCH_SOAK_SECONDS ?? 300);
const LOG_ROWS = Number(env.BENCH_LOG_ROWS ?? 1_000_000);

const TARGETS = {
  throughput_ratio_min: 0.5,
  p99_ms_max: 50,
  soak_rss_mb_max: 300,
  /** "No upward trend": least-squares slope of RSS over the second half of the soak. */
  soak_rss_slope_mb_per_min_max: 1,
};

const ADMIN = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function rssMb(pid: number): number {
  return Math.round(statusFieldMb(pid, 'VmRSS') * 10) / 10;
}

/** Spawns a process and resolves once `ready(url)` says so (or rejects when it exits first). */
async function startProcess(
  name: string,
  args: string[],
  childEnv: Record<string, string>,
  port: number,
  ready: (url: string, output: string) => Promise<boolean>,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: env.PATH ?? '', HOME: env.HOME ?? '/tmp', ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${text}`);
    if (await ready(url, text).catch(() => false))
      return {
        child,
        url,
        output: () => text,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not start:\n${text}`);
}

/** bench/baseline-server.ts compiled to plain JavaScript, so its RSS holds no TypeScript compiler. */
function compileBaseline(dir: string): string {
  const source = readFileSync(join(__dirname, 'baseline-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const file = join(dir, 'baseline-server.js');
  writeFileSync(file, outputText);
  return file;
}

interface Scenario {
  name: string;
  target: 'service' | 'baseline';
  requests: Array<{ path: string; headers?: Record<string, string> }>;
  /** Statuses every answer must have. */
  expect: number[];
}

interface Measured {
  name: string;
  target: string;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  rss_mb: number;
  rss_peak_mb: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

async function fire(
  url: string,
  requests: Scenario['requests'],
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
  });
}

async function measure(scenario: Scenario, server: Started): Promise<Measured> {
  const pid = server.child.pid!;
  await fire(server.url, scenario.requests, WARMUP_S);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 500);
  const result = await fire(server.url, scenario.requests, DURATION_S);
  clearInterval(sampler);
  const rss = rssMb(pid);
  const statuses: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stats as { count: number }).count;
  const unexpected = Object.keys(statuses).filter((code) => !scenario.expect.includes(+code));
  if (unexpected.length > 0 || result.errors > 0)
    throw new Error(
      `${scenario.name}: unexpected answers ${JSON.stringify(statuses)}, ${result.errors} errors`,
    );
  return {
    name: scenario.name,
    target: scenario.target,
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    rss_mb: rss,
    rss_peak_mb: Math.max(peak, rss),
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Least-squares slope of `values` sampled every `stepS` seconds, in units per minute. */
function slopePerMinute(values: number[], stepS: number): number {
  const n = values.length;
  if (n < 2) return 0;
  const xs = values.map((_, i) => (i * stepS) / 60);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (values[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

async function soak(server: Started, requests: Scenario['requests']) {
  const pid = server.child.pid!;
  const stepS = Math.max(1, Math.min(10, Math.round(SOAK_S / 30)));
  const samples: number[] = [rssMb(pid)];
  const sampler = setInterval(() => samples.push(rssMb(pid)), stepS * 1000);
  const result = await fire(server.url, requests, SOAK_S);
  clearInterval(sampler);
  samples.push(rssMb(pid));
  const secondHalf = samples.slice(Math.floor(samples.length / 2));
  return {
    seconds: SOAK_S,
    sample_every_s: stepS,
    requests: result.requests.total,
    requests_per_second: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
    rss_mb_samples: samples,
    rss_mb_start: samples[0],
    rss_mb_end: samples[samples.length - 1],
    rss_mb_max: Math.max(...samples),
    rss_slope_second_half_mb_per_min: Math.round(slopePerMinute(secondHalf, stepS) * 100) / 100,
  };
}

async function machine(dataSource: DataSource) {
  const [{ version }] = await dataSource.query<{ version: string }[]>('SELECT version()');
  return {
    nproc: cpus().length,
    cpu: cpus()[0]?.model,
    memory_gb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgresql: version.split(' on ')[0],
    database: env.DATABASE_URL ? 'DATABASE_URL server (scratch database)' : 'embedded PostgreSQL',
    load_average_at_start: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchDatabase(env.DATABASE_URL, 'bench_suite');
  const work = mkdtempSync(join(tmpdir(), 'bench-suite-'));
  const processes: Started[] = [];
  const dataSource = new DataSource(dataSourceOptions(scratch.url, { extra: { max: 4 } }));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const host = await machine(dataSource);
    console.log(
      `Machine: ${host.nproc} CPUs, ${host.memory_gb} GB, Node ${host.node}, ${host.postgresql}, load ${host.load_average_at_start.join(' ')}`,
    );

    const seedStarted = Date.now();
    const demo = await loadDemoCatalogue(dataSource);
    const seeded = await seedCruiseCatalogue(dataSource);
    console.log(`Seeding ${LOG_ROWS.toLocaleString('en')} request-log rows`);
    const logTimings = await seedRequestLog(dataSource, LOG_ROWS);
    const [{ records }] = await dataSource.query<{ records: string }[]>(
      `SELECT (SELECT count(*) FROM ships) + (SELECT count(*) FROM sailings) + (SELECT count(*) FROM itineraries)
            + (SELECT count(*) FROM ports) + (SELECT count(*) FROM cruise_lines) + (SELECT count(*) FROM theme_parks)
            + (SELECT count(*) FROM attractions) AS records`,
    );
    const parks = await dataSource.query<{ slug: string }[]>(
      'SELECT slug FROM theme_parks WHERE is_active ORDER BY slug LIMIT 5',
    );
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
    console.log(`Seeded ${records} catalogue records in ${seedSeconds} s`);

    const simPort = await findFreePort();
    const simulator = await startProcess(
      'upstream simulator',
      [
        '-r',
        'ts-node/register/transpile-only',
        'tools/upstream-simulator/main.ts',
        '--port',
        String(simPort),
      ],
      {},
      simPort,
      (_url, output) => Promise.resolve(output.includes('Upstream simulator on')),
    );
    processes.push(simulator);

    const healthy = (url: string) => fetch(`${url}/health`).then((r) => r.ok);
    const appPort = await findFreePort();
    const service = await startProcess(
      'service',
      [...productionNodeFlags(), 'dist/main.js'],
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'data'),
        DATABASE_URL: scratch.url,
        JWT_SECRET: randomBytes(32).toString('base64'),
        JWT_ACCESS_TTL: '86400',
        VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
        UPSTREAM_URL: `${simulator.url}/v1`,
        // The fallback relay (studio search) must reach the simulator on every request.
        UPSTREAM_DESTINATIONS_TTL_SECONDS: '0',
        // glibc's malloc arenas are a large share of RSS; operators may cap them (docs/operations.md, "Memory").
        ...(env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX } : {}),
      },
      appPort,
      healthy,
    );
    processes.push(service);

    const basePort = await findFreePort();
    const baseline = await startProcess(
      'baseline',
      // The same Node flags as the service (start:prod): the comparison is of the code, not of
      // runtime settings.
      [...productionNodeFlags(), compileBaseline(work)],
      {
        DATABASE_URL: scratch.url,
        PORT: String(basePort),
        NODE_PATH: join(ROOT, 'node_modules'),
        SERVICE_DIST: join(ROOT, 'dist'),
      },
      basePort,
      (_url, output) => Promise.resolve(output.includes('baseline listening')),
    );
    processes.push(baseline);

    const login = await fetch(`${service.url}/studio/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const bearer = { authorization: `Bearer ${token}` };

    // The public live route comes with the live branch; until it is there, the studio look-up
    // is the relay that reaches the upstream on every request.
    const liveProbe = parks[0]
      ? await fetch(`${service.url}/api/v1/theme-parks/${parks[0].slug}/live`)
      : undefined;
    const publicLive = liveProbe?.status === 200;
    const live: Scenario['requests'] = publicLive
      ? parks.map((p) => ({ path: `/api/v1/theme-parks/${p.slug}/live` }))
      : ['magic', 'epcot', 'universal', 'disney'].map((q) => ({
          path: `/studio/upstream/search?q=${q}`,
          headers: bearer,
        }));

    const lineSlugs = Array.from({ length: 10 }, (_, i) => `line-${i * 3}`);
    const shipSlugs = seeded.shipSlugs.filter((_, i) => i % 37 === 0);
    const list = lineSlugs.map((line) => ({ path: `/api/v1/ships?cruise_line=${line}&limit=20` }));
    const detail = shipSlugs.map((slug) => ({ path: `/api/v1/ships/${slug}` }));
    const conditional = await Promise.all(
      list.map(async ({ path }) => {
        const response = await fetch(`${service.url}${path}`);
        const etag = response.headers.get('etag');
        if (!etag) throw new Error(`${path} sent no ETag`);
        return { path, headers: { 'if-none-match': etag } };
      }),
    );
    const search = ['ship 12', 'caribbean', 'magic kingdom', 'harmony', 'itinerary 40'].map(
      (q) => ({ path: `/api/search?q=${encodeURIComponent(q)}` }),
    );

    const scenarios: Scenario[] = [
      {
        name: 'list',
        target: 'baseline',
        requests: list,
        expect: [200],
      },
      { name: 'list', target: 'service', requests: list, expect: [200] },
      {
        name: 'detail',
        target: 'baseline',
        requests: detail,
        expect: [200],
      },
      { name: 'detail', target: 'service', requests: detail, expect: [200] },
      { name: 'list, If-None-Match', target: 'service', requests: conditional, expect: [304] },
      { name: 'search', target: 'service', requests: search, expect: [200] },
      {
        name: publicLive ? 'live relay' : 'live relay (studio search)',
        target: 'service',
        requests: live,
        expect: [200],
      },
      {
        name: 'analytics overview',
        target: 'service',
        requests: [{ path: '/studio/analytics/overview?days=30', headers: bearer }],
        expect: [200],
      },
    ];

    const results: Measured[] = [];
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s of warm-up\n`,
    );
    console.log('scenario                        target     req/s     p50     p99   RSS MB');
    for (const scenario of scenarios) {
      const server = scenario.target === 'service' ? service : baseline;
      const m = await measure(scenario, server);
      results.push(m);
      console.log(
        `${m.name.padEnd(32)}${m.target.padEnd(9)}${String(m.requests_per_second).padStart(7)}${`${m.p50_ms}`.padStart(8)}${`${m.p99_ms}`.padStart(8)}${String(m.rss_mb).padStart(9)}`,
      );
    }

    const find = (name: string, target: string) =>
      results.find((r) => r.name === name && r.target === target)!;
    const ratios = Object.fromEntries(
      ['list', 'detail'].map((name) => [
        name,
        Math.round(
          (find(name, 'service').requests_per_second / find(name, 'baseline').requests_per_second) *
            100,
        ) / 100,
      ]),
    );
    console.log(`\nproject/baseline throughput: list ${ratios.list}, detail ${ratios.detail}`);

    // Latency at the load the throughput target asks for: half the baseline's throughput,
    // arriving at a steady rate over the same 50 connections (bench/support/paced-load.ts).
    console.log(
      `\nPaced: Poisson arrivals at half the baseline's throughput, ${CONNECTIONS} connections, ${DURATION_S} s`,
    );
    console.log('scenario                        target   offered    done     p50     p99');
    const paced: Array<PacedLoadResult & { name: string; target: string }> = [];
    const pacedScenarios = scenarios.filter((s) => s.name === 'list' || s.name === 'detail');
    for (const { name, target, requests } of pacedScenarios) {
      const options = {
        url: (target === 'service' ? service : baseline).url,
        paths: requests.map((r) => r.path),
        rate: find(name, 'baseline').requests_per_second * TARGETS.throughput_ratio_min,
        connections: CONNECTIONS,
      };
      await pacedLoad({ ...options, seconds: WARMUP_S });
      const m = await pacedLoad({ ...options, seconds: DURATION_S });
      if (m.errors > 0 || Object.keys(m.statuses).some((code) => code !== '200'))
        throw new Error(`paced ${name}: ${JSON.stringify(m.statuses)}, ${m.errors} errors`);
      paced.push({ name, target, ...m });
      console.log(
        `${name.padEnd(32)}${target.padEnd(9)}${String(m.offered_per_second).padStart(7)}${String(m.completed_per_second).padStart(8)}${`${m.p50_ms}`.padStart(8)}${`${m.p99_ms}`.padStart(8)}`,
      );
    }

    console.log(`\nSoak: ${SOAK_S} s of list, detail and search at ${CONNECTIONS} connections`);
    const soaked = await soak(service, [...list, ...detail, ...search]);
    console.log(
      `  ${soaked.requests_per_second} req/s, p99 ${soaked.p99_ms} ms; RSS ${soaked.rss_mb_start} → ${soaked.rss_mb_end} MB (max ${soaked.rss_mb_max}), second-half slope ${soaked.rss_slope_second_half_mb_per_min} MB/min`,
    );

    const checks = {
      list_throughput_ratio: ratios.list >= TARGETS.throughput_ratio_min,
      detail_throughput_ratio: ratios.detail >= TARGETS.throughput_ratio_min,
      p99_under_50_ms_at_half_baseline_load: paced
        .filter((m) => m.target === 'service')
        .every((m) => m.p99_ms < TARGETS.p99_ms_max),
      soak_rss_under_300_mb: soaked.rss_mb_max < TARGETS.soak_rss_mb_max,
      soak_rss_no_upward_trend:
        soaked.rss_slope_second_half_mb_per_min <= TARGETS.soak_rss_slope_mb_per_min_max,
      conditional_get_304: find('list, If-None-Match', 'service').statuses['304'] > 0,
    };
    const report = {
      benchmark: 'suite',
      date: new Date().toISOString(),
      machine: { ...host, load_average_at_end: loadavg().map((l) => Math.round(l * 100) / 100) },
      settings: {
        connections: CONNECTIONS,
        duration_seconds: DURATION_S,
        warmup_seconds: WARMUP_S,
        soak_seconds: SOAK_S,
        request_log_rows: LOG_ROWS,
      },
      data: {
        catalogue_records: Number(records),
        generated: CATALOGUE_SIZE,
        demo_catalogue: demo,
        seed_seconds: seedSeconds,
        request_log_seed_seconds: logTimings,
      },
      live_relay_path: publicLive
        ? 'GET /api/v1/theme-parks/{slug}/live'
        : 'GET /studio/upstream/search?q= (public live route not present)',
      results,
      ratios_project_over_baseline: ratios,
      paced_at_half_baseline_throughput: paced,
      // Closed loop at saturation, p99 is connections ÷ throughput (Little's law) plus jitter:
      // reported, not a target (docs/performance.md).
      closed_loop_p99_ms: Object.fromEntries(
        ['list', 'detail', 'list, If-None-Match'].map((n) => [n, find(n, 'service').p99_ms]),
      ),
      soak: soaked,
      targets: TARGETS,
      checks,
      passed: Object.values(checks).every(Boolean),
      total_seconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'latest.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log('\nTargets:');
    for (const [name, ok] of Object.entries(checks))
      console.log(`  ${ok ? 'PASS' : 'FAIL'} ${name}`);
    console.log(`\nbench/results/latest.json written (${report.total_seconds} s in all)`);
    return report.passed ? 0 : 1;
  } finally {
    for (const started of processes.reverse()) await started.stop();
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
