/**
 * `npm run drill`: fault drills against the built service (`node dist/main.js`), with a PostgreSQL
 * and a Redis of the drill's own (never the machine's), under load from DRILL_CONNECTIONS (10)
 * keep-alive clients reading a public list:
 *
 * 1. normal: throughput and latency, the baseline of the run;
 * 2. Redis killed: throughput against the baseline (target ≥ 80 %), statuses; Redis started again
 *    and the time until readiness reports it `up`;
 * 3. PostgreSQL stopped for DRILL_OUTAGE_SECONDS (5) and started again: statuses, time to recover,
 *    error-level and warn-level log lines per second of outage;
 * 4. SIGTERM under the same load: exit code, time from signal and from the last answer to exit.
 *
 * Prints what the clients saw and exits 1 when the Redis target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuiltServer, startBuiltServer } from '../test/support/built-server';
import { startPostgresProcess } from '../test/support/postgres-process';
import { startRedisServer } from '../test/support/redis';

const CONNECTIONS = Number(process.env.DRILL_CONNECTIONS ?? 10);
const PHASE_SECONDS = Number(process.env.DRILL_PHASE_SECONDS ?? 5);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 5);
const REDIS_RATIO_MIN = 0.8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  at: number;
  status: number;
  ms: number;
}

/** Closed-loop clients that keep sending until stopped; a network error counts as status 0. */
function load(url: string) {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (running) {
      const at = Date.now();
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${url}/api/v1/ships?limit=5`);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        await sleep(10);
      }
      samples.push({ at, status, ms: performance.now() - started });
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

function summary(samples: Sample[], from: number, to: number) {
  const window = samples.filter((s) => s.at >= from && s.at < to);
  const answered = window
    .filter((s) => s.status > 0)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of window) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const pct = (p: number) =>
    answered.length ? Math.round(answered[Math.floor((p / 100) * (answered.length - 1))]) : 0;
  return {
    requests_per_s: Math.round(window.length / ((to - from) / 1000)),
    p50_ms: pct(50),
    p99_ms: pct(99),
    statuses,
  };
}

/** The server's log lines between `from` and `to` at `level` (pino: 40 warn, 50 error) or above. */
const linesAtLevel = (server: BuiltServer, level: number, from: number, to: number) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; time: number })
    .filter((line) => line.level >= level && line.time >= from && line.time < to).length;

async function readiness(url: string): Promise<{ status: number; redis?: string }> {
  try {
    const response = await fetch(`${url}/health/ready`);
    const body = (await response.json()) as { redis?: string };
    return { status: response.status, redis: body.redis };
  } catch {
    return { status: 0 };
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'guide-drill-'));
  const pg = await startPostgresProcess(dir);
  let redis = await startRedisServer();
  const server = await startBuiltServer({
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
  });
  const report: Record<string, unknown> = {};
  try {
    while ((await readiness(server.url)).redis !== 'up') await sleep(100);
    const traffic = load(server.url);
    await sleep(1000); // warm-up
    let t0 = Date.now();
    await sleep(PHASE_SECONDS * 1000);
    const normal = summary(traffic.samples, t0, Date.now());
    report.normal = normal;

    await redis.kill();
    t0 = Date.now();
    await sleep(PHASE_SECONDS * 1000);
    const redisDown = summary(traffic.samples, t0, Date.now());
    const ready = await readiness(server.url);
    redis = await startRedisServer(redis.port);
    const restarted = Date.now();
    while ((await readiness(server.url)).redis !== 'up') await sleep(50);
    report.redis_down = {
      ...redisDown,
      throughput_vs_normal:
        Math.round((redisDown.requests_per_s / normal.requests_per_s) * 100) / 100,
      readiness_during: ready,
      back_to_redis_after_start_ms: Date.now() - restarted,
    };

    await pg.stop();
    const stopped = Date.now();
    await sleep(OUTAGE_SECONDS * 1000);
    await pg.start();
    const started = Date.now();
    while (!traffic.samples.some((s) => s.at >= started && s.status === 200)) await sleep(20);
    const firstOk = traffic.samples.find((s) => s.at >= started && s.status === 200)!;
    await sleep(1000);
    report.postgres_stopped = {
      ...summary(traffic.samples, stopped, started),
      recovered_after_start_ms: Math.round(firstOk.at + firstOk.ms - started),
      error_lines_per_s:
        Math.round(
          (linesAtLevel(server, 50, stopped, started + 1000) / (OUTAGE_SECONDS + 1)) * 10,
        ) / 10,
      // Warn and above (LOG_LEVEL=warn): the error lines, plus the access line of each 5xx the
      // error filter wrote out in full (those it counted into its summary are at info).
      warn_lines_per_s:
        Math.round(
          (linesAtLevel(server, 40, stopped, started + 1000) / (OUTAGE_SECONDS + 1)) * 10,
        ) / 10,
    };

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const exited = Date.now();
    await traffic.stop();
    const answeredAfter = traffic.samples.filter((s) => s.at >= signalled && s.status > 0);
    const lastAnswer = Math.max(...answeredAfter.map((s) => s.at + s.ms), signalled);
    report.sigterm = {
      exit_code: code,
      exit_after_signal_ms: exited - signalled,
      exit_after_last_answer_ms: Math.max(0, Math.round(exited - lastAnswer)),
      statuses_after_signal: summary(traffic.samples, signalled, exited + 1).statuses,
    };
  } finally {
    await server.stop('SIGKILL');
    await redis.stop();
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const ratio = (report.redis_down as { throughput_vs_normal: number }).throughput_vs_normal;
  if (ratio < REDIS_RATIO_MIN) {
    process.stdout.write(
      `Redis down: throughput ${ratio} of normal, target ≥ ${REDIS_RATIO_MIN}\n`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Drill failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
