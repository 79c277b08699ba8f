/**
 * `npm run bench:upstream`: the live-data relay against the upstream simulator (run as its own
 * process, so it does not share an event loop with the service). The service runs in-process on a
 * scratch database (DATABASE_URL's server, or an ephemeral embedded one) and listens on a free port.
 *
 * The built service (`node dist/main.js` with start:prod's flags) runs as its own process beside it,
 * on the same database and simulator: that is the service as deployed, and the targets are read
 * from it. The in-process service gives the relay's own cost and the upstream socket counts.
 *
 * 1. Latency, four ways interleaved in the same run, each fetching the same simulator path:
 *    - direct: a plain keep-alive HTTP GET + JSON.parse of the simulator path (the baseline);
 *    - relay: LiveDataService.parkLive in-process (client, validation, shaping);
 *    - endpoint: GET /api/v1/theme-parks/magic-kingdom/live over HTTP through the whole built
 *      service (guards, rate limit, request log, catalogue look-up, relay, serialisation) +
 *      JSON.parse; endpoint_in_process: the same against the in-process service.
 *    What the service adds is the endpoint median minus the direct median (target: under 5 ms).
 * 2. Concurrency: 200 concurrent GETs of that endpoint while the simulator is slow, twice: slow
 *    enough that the capped upstream socket pool serves only part of them in time, and slower than
 *    the timeout. Every request must end (200 or 502) within UPSTREAM_TIMEOUT_MS; upstream sockets
 *    and RSS are sampled. In-process first (the benchmark's own 200 HTTP requests then share the
 *    service's event loop), then against the built server (the target).
 *
 * Options: --iterations N (default 1000), --timeout-ms N (default 2000). Writes bench/results/upstream.json.
 */
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '@/app.setup';
import { createScratchDatabase } from '@/cli/scratch-database';
import { AppConfig, loadConfig } from '@/config/app-config';
import { findFreePort } from '@/database/embedded-postgres';
import { ThemePark } from '@/modules/catalogue/parks/theme-parks/theme-park.entity';
import { LiveDataService } from '@/modules/upstream/live-data.service';
import { UpstreamClient } from '@/modules/upstream/upstream.client';
import { BuiltServer, startBuiltServer } from '../test/support/built-server';
import {
  machineCpuTimes,
  statusFieldMb,
  stealShare,
  tcpConnectionsTo,
} from './support/process-status';
import { closeNow, frontOf, serve } from '@/common/fast-path';

const ROOT = join(__dirname, '..');
const PARK = '75ea578a-adc8-4116-a54d-dccb60765ef9';
/** The catalogue park the endpoint serves; no upstream id of its own, so the known-parks map. */
const PARK_SLUG = 'magic-kingdom';
const TARGET_OVERHEAD_MS = 5;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n: number) => Math.round(n * 100) / 100;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    min_ms: round(sorted[0]),
    max_ms: round(sorted[sorted.length - 1]),
  };
};
const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function startSimulatorProcess(port: number) {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      'tools/upstream-simulator/main.ts',
      '--port',
      String(port),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Upstream simulator on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  return child;
}

const BURST = 200;

/** A burst's answers, and the CPU steal while it ran (see burstFigures). */
interface Burst {
  outcomes: Array<{ status: number; ms: number }>;
  steal: number;
}

/** BURST concurrent GETs of `url`; a request with no answer at all has status 0 (`other`). */
async function burst(agent: Agent, url: string): Promise<Burst> {
  const cpuBefore = machineCpuTimes();
  const outcomes = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const t0 = performance.now();
      const status = await getJson(agent, url).then(
        (answer) => answer.status,
        () => 0,
      );
      return { status, ms: performance.now() - t0 };
    }),
  );
  return { outcomes, steal: stealShare(cpuBefore, machineCpuTimes()) };
}

/**
 * What every burst reports: outcomes by status, how long the requests took, and the machine's CPU
 * steal while it ran (this benchmark runs on a virtual machine whose host may not run its virtual
 * CPUs for a while, which delays every timer of the service alike).
 */
function burstFigures({ outcomes, steal }: Burst, via: string, delayMs: number, timeoutMs: number) {
  const durations = outcomes.map((o) => o.ms);
  return {
    via,
    upstream_delay_ms: delayMs,
    timeout_ms: timeoutMs,
    requests: outcomes.length,
    ok_200: outcomes.filter((o) => o.status === 200).length,
    upstream_unavailable_502: outcomes.filter((o) => o.status === 502).length,
    other: outcomes.filter((o) => o.status !== 200 && o.status !== 502).length,
    min_duration_ms: round(Math.min(...durations)),
    median_duration_ms: summary(durations).median_ms,
    max_duration_ms: round(Math.max(...durations)),
    max_over_timeout_ms: round(Math.max(0, Math.max(...durations) - timeoutMs)),
    machine_load_1m: round(loadavg()[0]),
    cpu_steal_percent: round(steal * 100),
  };
}

async function control(base: string, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: path.startsWith('/__sim/mode') ? 'POST' : 'GET',
  });
  return (await response.json()) as Record<string, unknown>;
}

/** A keep-alive GET + JSON.parse: the baseline against the simulator, and the endpoint client. */
function getJson(agent: Agent, url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function expectOk(agent: Agent, url: string): Promise<void> {
  const { status } = await getJson(agent, url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
}

async function main(): Promise<void> {
  const iterations = option('iterations', 1000);
  const timeoutMs = option('timeout-ms', 2000);
  const port = await findFreePort();
  const sim = await startSimulatorProcess(port);
  const simBase = `http://127.0.0.1:${port}`;
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_upstream');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-upstream-'));
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    VAULT_MASTER_KEY: Buffer.alloc(32, 3).toString('base64'),
    UPSTREAM_URL: `${simBase}/v1`,
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
  });

  const app = await createApp(config);
  // Enough client sockets that the 200-request burst is limited by the service, not by this client.
  const simAgent = new Agent({ keepAlive: true, maxSockets: 50 });
  const appAgent = new Agent({ keepAlive: true, maxSockets: 256 });
  const builtAgent = new Agent({ keepAlive: true, maxSockets: 256 });
  let built: BuiltServer | undefined;
  try {
    await app.init();
    await app
      .get(DataSource)
      .getRepository(ThemePark)
      .save({ name: 'Magic Kingdom Park', slug: PARK_SLUG, timezone: 'America/New_York' });
    const server = await serve(app, 0, '127.0.0.1');
    const appPort = (server.address() as AddressInfo).port;
    const live = app.get(LiveDataService);
    const client = app.get(UpstreamClient, { strict: false });
    const url = `${simBase}/v1/entity/${PARK}/live`;
    const endpoint = `http://127.0.0.1:${appPort}/api/v1/theme-parks/${PARK_SLUG}/live`;

    // The service as deployed, on the same database and simulator.
    built = await startBuiltServer({
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      UPSTREAM_URL: `${simBase}/v1`,
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
    });
    const builtEndpoint = `${built.url}/api/v1/theme-parks/${PARK_SLUG}/live`;
    const builtPid = built.pid;

    // ---- 1. latency -------------------------------------------------------------------------
    for (let i = 0; i < 50; i++) {
      await expectOk(simAgent, url);
      await live.parkLive(PARK);
      await expectOk(appAgent, endpoint);
      await expectOk(builtAgent, builtEndpoint);
    }
    const directMs: number[] = [];
    const relayMs: number[] = [];
    const inProcessMs: number[] = [];
    const builtMs: number[] = [];
    const timed = async (samples: number[], call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      samples.push(performance.now() - started);
    };
    for (let i = 0; i < iterations; i++) {
      await timed(directMs, () => expectOk(simAgent, url));
      await timed(relayMs, () => live.parkLive(PARK));
      await timed(inProcessMs, () => expectOk(appAgent, endpoint));
      await timed(builtMs, () => expectOk(builtAgent, builtEndpoint));
    }
    const direct = summary(directMs);
    const relay = summary(relayMs);
    const viaBuilt = summary(builtMs);
    const viaInProcess = summary(inProcessMs);
    const latency = {
      iterations,
      target_overhead_ms: TARGET_OVERHEAD_MS,
      direct,
      relay,
      endpoint: viaBuilt,
      endpoint_in_process: viaInProcess,
      relay_overhead_median_ms: round(relay.median_ms - direct.median_ms),
      endpoint_overhead_median_ms: round(viaBuilt.median_ms - direct.median_ms),
      endpoint_in_process_overhead_median_ms: round(viaInProcess.median_ms - direct.median_ms),
    };
    console.log('latency', JSON.stringify(latency));

    // ---- 2. 200 concurrent calls against a slow upstream ----------------------------------------
    /** The simulator healthy again, and the breaker (which may have opened) closed again. */
    const recover = async (url: string) => {
      await control(simBase, '/__sim/mode?mode=healthy');
      await new Promise((resolve) => setTimeout(resolve, config.upstream.breakerCooldownMs + 100));
      await getJson(appAgent, url).catch(() => undefined);
    };
    const concurrency = async (delayMs: number) => {
      await control(simBase, `/__sim/mode?mode=slow&delayMs=${delayMs}`);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      let peakSockets = 0;
      let peakQueued = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        const open = Object.values(client.httpAgent.sockets).reduce(
          (n, s) => n + (s?.length ?? 0),
          0,
        );
        const queued = Object.values(client.httpAgent.requests).reduce(
          (n, r) => n + (r?.length ?? 0),
          0,
        );
        peakSockets = Math.max(peakSockets, open);
        peakQueued = Math.max(peakQueued, queued);
      }, 20);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const answers = await burst(appAgent, endpoint);
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      clearInterval(sampler);
      await recover(endpoint);
      return {
        ...burstFigures(answers, `GET /api/v1/theme-parks/${PARK_SLUG}/live`, delayMs, timeoutMs),
        wall_ms: round(wallMs),
        process_cpu_ms: round((cpu.user + cpu.system) / 1000),
        peak_open_sockets: peakSockets,
        max_sockets: config.upstream.maxSockets,
        peak_queued_for_socket: peakQueued,
        rss_before_mb: mb(rssBefore),
        rss_peak_mb: mb(peakRss),
        open_sockets_after: Object.values(client.httpAgent.sockets).reduce(
          (n, s) => n + (s?.length ?? 0),
          0,
        ),
      };
    };
    const partlyServed = await concurrency(Math.round(timeoutMs * 0.6));
    console.log('slow upstream (partly served)', JSON.stringify(partlyServed));
    const allTimeOut = await concurrency(timeoutMs * 3);
    console.log('slow upstream (slower than the timeout)', JSON.stringify(allTimeOut));

    // ---- 3. the same bursts against the built service as its own process ---------------------
    // In-process, the benchmark's own 200 HTTP requests share the service's event loop; a client
    // elsewhere does not.
    const separate = async (delayMs: number) => {
      await control(simBase, `/__sim/mode?mode=slow&delayMs=${delayMs}`);
      const rssBefore = statusFieldMb(builtPid, 'VmRSS');
      let peakRss = rssBefore;
      let peakSockets = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, statusFieldMb(builtPid, 'VmRSS'));
        peakSockets = Math.max(peakSockets, tcpConnectionsTo(builtPid, port));
      }, 20);
      const answers = await burst(builtAgent, builtEndpoint);
      clearInterval(sampler);
      await recover(builtEndpoint);
      return {
        ...burstFigures(
          answers,
          `GET /api/v1/theme-parks/${PARK_SLUG}/live on node dist/main.js`,
          delayMs,
          timeoutMs,
        ),
        rss_before_mb: round(rssBefore),
        rss_peak_mb: round(peakRss),
        peak_upstream_connections: peakSockets,
        max_sockets: config.upstream.maxSockets,
        // After the burst and the recovery request: only idle keep-alive sockets may remain.
        upstream_connections_after: tcpConnectionsTo(builtPid, port),
      };
    };
    const separateResults = [];
    // A service in production has answered requests before a burst comes: warm it up (its code
    // compiled, its database pool open) with healthy bursts first, as the in-process part is by
    // the latency runs. A burst on a cold process also pays for compiling the code it runs.
    await control(simBase, '/__sim/mode?mode=healthy');
    for (let round = 0; round < 3; round += 1) await burst(builtAgent, builtEndpoint);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const delayMs of [Math.round(timeoutMs * 0.6), timeoutMs * 3]) {
      const outcome = await separate(delayMs);
      console.log('built server, slow upstream', JSON.stringify(outcome));
      separateResults.push(outcome);
    }
    const targets = {
      built_server_overhead_under_5_ms: latency.endpoint_overhead_median_ms < TARGET_OVERHEAD_MS,
      built_server_bursts_end_within_timeout: separateResults.every(
        (r) => r.other === 0 && r.max_over_timeout_ms === 0,
      ),
      built_server_sockets_capped: separateResults.every(
        (r) => r.peak_upstream_connections <= r.max_sockets,
      ),
    };

    const result = {
      measured_at: new Date().toISOString(),
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      latency,
      concurrency: [partlyServed, allTimeOut],
      concurrency_built_server: separateResults,
      targets,
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench', 'results', 'upstream.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log('targets', JSON.stringify(targets));
    console.log('wrote bench/results/upstream.json');
  } finally {
    await built?.stop();
    simAgent.destroy();
    appAgent.destroy();
    builtAgent.destroy();
    await closeNow(frontOf(app).server);
    await app.close();
    sim.kill('SIGTERM');
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
