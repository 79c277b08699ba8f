/**
 * `npm run drill:studio-load`: do the studio's expensive reads starve the public API? Against the
 * built service (`node dist/main.js`) on a PostgreSQL of the drill's own, with the cruise
 * catalogue of the bench and DRILL_LOG_ROWS (1,000,000) request-log rows over 90 days
 * (bench/support/request-log-seed.ts):
 *
 * 1. idle: open-loop public reads (a ship list at DRILL_PUBLIC_RATE, 40/s, and /health at
 *    DRILL_HEALTH_RATE, 40/s) for DRILL_PHASE_SECONDS (15) — their p50 and p99;
 * 2. loaded: the same, while DRILL_STUDIO_CLIENTS (20) closed-loop studio clients (a worker thread) send
 *    `GET /studio/logs/api-usage?path=…` back to back, waiting out the Retry-After of a 503 as a
 *    browser app should (DRILL_STUDIO_RETRY_AFTER=false: they send again at once);
 *
 * DRILL_ROUNDS (3) rounds of both, with the response cache on and then off (DRILL_RUNS, `on,off`;
 * each run on a server started after the seed; `seeded` measures the server that applied the
 * migrations and lived through the seed, cache on), all on loopback. Prints the figures and exits 1
 * when, in the median round, a public read's loaded p99 is more than 3× its idle p99
 * (DRILL_P99_RATIO_MAX).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@/database/data-source-options';
import { seedCruiseCatalogue } from '../bench/support/catalogue-seed';
import { pacedLoad, PacedLoadResult } from '../bench/support/paced-load';
import { ROUTES, seedRequestLog } from '../bench/support/request-log-seed';
import { BuiltServer, startBuiltServer } from '../test/support/built-server';
import { startPostgresProcess } from '../test/support/postgres-process';

const env = process.env;
const LOG_ROWS = Number(env.DRILL_LOG_ROWS ?? 1_000_000);
const PHASE_SECONDS = Number(env.DRILL_PHASE_SECONDS ?? 15);
const ROUNDS = Number(env.DRILL_ROUNDS ?? 3);
const STUDIO_CLIENTS = Number(env.DRILL_STUDIO_CLIENTS ?? 20);
// 40 a second for 15 s: about 600 answers a phase, so a p99 is the 6th slowest, not the slowest.
const PUBLIC_RATE = Number(env.DRILL_PUBLIC_RATE ?? 40);
const HEALTH_RATE = Number(env.DRILL_HEALTH_RATE ?? 40);
const P99_RATIO_MAX = Number(env.DRILL_P99_RATIO_MAX ?? 3);
const RUNS = (env.DRILL_RUNS ?? 'on,off').split(',').map((run) => run.trim());
/** Whether a studio client answered 503 waits Retry-After before its next request, as a browser app should. */
const HONOUR_RETRY_AFTER = env.DRILL_STUDIO_RETRY_AFTER !== 'false';
const ADMIN = {
  email: 'drill-admin@example.com',
  password: `Drill-${randomBytes(9).toString('hex')}-9`,
};

/** Path prefixes the studio clients filter by, in turn: the request log's real route templates. */
const STUDIO_PATHS = ROUTES.filter((route) => !route.includes(':')).map(
  (route) => `/studio/logs/api-usage?limit=50&path=${encodeURIComponent(route)}`,
);

/**
 * The studio clients' loop, run in a worker thread: its allocations and garbage collections stay
 * out of the event loop that times the public reads (in this thread, they showed up as stalls of
 * 100 to 200 ms in the measuring process itself, not in the service).
 */
const STUDIO_CLIENTS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, paths, clients, honourRetryAfter } = workerData;
const statuses = {};
const latencies = [];
let running = true;
let wake = () => undefined;
const stopped = new Promise((resolve) => (wake = resolve));
const pause = (ms) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), stopped]);
const client = (_, client) => (async () => {
  for (let i = client; running; i += clients) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(url + paths[i % paths.length], {
        headers: { authorization: 'Bearer ' + token },
      });
      await response.arrayBuffer();
      status = response.status;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (status === 503 && honourRetryAfter && retryAfter > 0) await pause(retryAfter * 1000);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (status === 200) latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
})();
let loops = [];
// Ready once fetch has been loaded (one request), so starting costs the measured phase nothing.
fetch(url + '/health').then((r) => r.arrayBuffer()).then(() => parentPort.postMessage('ready'));
parentPort.on('message', async (message) => {
  if (message === 'start') {
    loops = Array.from({ length: clients }, client);
    return;
  }
  running = false;
  wake();
  await Promise.all(loops);
  const sorted = latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    statuses,
    answered_200_p50_ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
  });
});
`;

/**
 * Closed-loop studio clients, each sending its next request when the last is answered (after
 * Retry-After, unless DRILL_STUDIO_RETRY_AFTER=false), in a worker thread; they stop at once when
 * told to.
 */
async function studioLoad(url: string, token: string) {
  const worker = new Worker(STUDIO_CLIENTS_WORKER, {
    eval: true,
    workerData: {
      url,
      token,
      paths: STUDIO_PATHS,
      clients: STUDIO_CLIENTS,
      honourRetryAfter: HONOUR_RETRY_AFTER,
    },
  });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    start: () => worker.postMessage('start'),
    stop: async (): Promise<{ statuses: Record<string, number>; answered_200_p50_ms: number }> => {
      const result = new Promise<{ statuses: Record<string, number>; answered_200_p50_ms: number }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        },
      );
      worker.postMessage('stop');
      const seen = await result;
      await worker.terminate();
      return seen;
    },
  };
}

const brief = (r: PacedLoadResult) => ({
  p50_ms: r.p50_ms,
  p99_ms: r.p99_ms,
  requests: r.requests,
  statuses: r.statuses,
});

/** The public read and /health, paced, for one phase. */
async function publicReads(url: string) {
  const [read, health] = await Promise.all([
    pacedLoad({
      url,
      paths: ['/api/v1/ships?limit=20', '/api/v1/ships?limit=20&skip=20'],
      rate: PUBLIC_RATE,
      connections: 8,
      seconds: PHASE_SECONDS,
    }),
    pacedLoad({
      url,
      paths: ['/health'],
      rate: HEALTH_RATE,
      connections: 2,
      seconds: PHASE_SECONDS,
    }),
  ]);
  return { read: brief(read), health: brief(health) };
}

async function scenario(server: BuiltServer) {
  const login = await fetch(`${server.url}/studio/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`studio login answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  // Warm-up: the cache (when on), the pool, the planner's statistics.
  await pacedLoad({
    url: server.url,
    paths: ['/api/v1/ships?limit=20'],
    rate: 20,
    connections: 2,
    seconds: 2,
  });
  // Idle and loaded phases take turns, so a burst of other work on the machine is less likely to
  // decide the comparison; the ratio checked is the median of the rounds'.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // The clients' thread starts before the idle phase, so its start-up is in neither phase.
    const studio = await studioLoad(server.url, token);
    const idle = await publicReads(server.url);
    studio.start();
    const loaded = await publicReads(server.url);
    const studioSeen = await studio.stop();
    const ratio = (key: 'read' | 'health') =>
      Math.round((loaded[key].p99_ms / Math.max(idle[key].p99_ms, 0.1)) * 100) / 100;
    rounds.push({
      idle,
      loaded,
      studio: studioSeen,
      p99_ratio: { read: ratio('read'), health: ratio('health') },
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    rounds,
    p99_ratio: {
      read: median(rounds.map((r) => r.p99_ratio.read)),
      health: median(rounds.map((r) => r.p99_ratio.health)),
    },
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'guide-drill-studio-'));
  const pg = await startPostgresProcess(dir);
  const serverEnv = (cache: boolean) => ({
    DATABASE_URL: pg.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('base64'),
    VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
    CACHE_ENABLED: String(cache),
    // The request log of the drill's own traffic is written as in production.
  });
  const report: Record<string, unknown> = {};
  let server: BuiltServer | undefined;
  try {
    // The first start applies the migrations; the seed goes into the migrated schema.
    server = await startBuiltServer(serverEnv(true));
    const dataSource = new DataSource(dataSourceOptions(pg.url, { extra: { max: 2 } }));
    await dataSource.initialize();
    try {
      process.stdout.write(
        `Seeding the catalogue and ${LOG_ROWS.toLocaleString('en')} request-log rows\n`,
      );
      await seedCruiseCatalogue(dataSource);
      await seedRequestLog(dataSource, LOG_ROWS);
      // What autovacuum does to a production log: the visibility map lets counts read the index only.
      await dataSource.query('VACUUM ANALYZE api_request_logs');
    } finally {
      await dataSource.destroy();
    }
    // Each run on a server started after the seed, in the order DRILL_RUNS names (on,off);
    // `seeded`: the first server, which applied the migrations and lived through the seed (cache on).
    for (const run of RUNS) {
      if (run !== 'seeded') {
        await server.stop();
        server = await startBuiltServer(serverEnv(run === 'on'));
      }
      process.stdout.write(`Response cache ${run}\n`);
      report[`cache_${run}`] = await scenario(server);
      process.stdout.write(`${JSON.stringify({ [`cache_${run}`]: report[`cache_${run}`] })}\n`);
    }
  } finally {
    await server?.stop('SIGKILL');
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const missed = RUNS.map((run) => `cache_${run}`).flatMap((run) =>
    Object.entries((report[run] as { p99_ratio: Record<string, number> }).p99_ratio)
      .filter(([, ratio]) => ratio > P99_RATIO_MAX)
      .map(([read, ratio]) => `${run} ${read}: loaded p99 ${ratio}× idle`),
  );
  if (missed.length > 0) {
    process.stdout.write(`Target (≤ ${P99_RATIO_MAX}×) missed: ${missed.join('; ')}\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Drill failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
