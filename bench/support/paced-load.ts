import { Agent, request } from 'node:http';

export interface PacedLoadOptions {
  /** Base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Paths sent in turn. */
  paths: string[];
  /** Mean arrival rate, requests per second. */
  rate: number;
  /** Keep-alive connections the requests share (at most this many in flight). */
  connections: number;
  seconds: number;
}

export interface PacedLoadResult {
  offered_per_second: number;
  completed_per_second: number;
  requests: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  statuses: Record<string, number>;
  errors: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) /
      10;

/**
 * Open-loop load, as wrk2 makes it: requests arrive at a steady mean rate (Poisson arrivals,
 * seeded so runs compare) whatever the server does, and go out over a pool of `connections`
 * keep-alive connections. Each latency counts from the request's scheduled arrival, so time spent
 * waiting for a free connection is charged to the server (no coordinated omission).
 *
 * A closed loop (autocannon: every connection sends its next request as soon as the previous one
 * is answered) measures latency at saturation, which is connections ÷ throughput by Little's law;
 * this measures the latency a client sees at a given load.
 */
export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let seed = 0x2545f491;
  const uniform = () => {
    // xorshift32: a fixed sequence of arrivals for every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) + 1) / 4294967297;
  };

  const send = (path: string, scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        { host: target.hostname, port: target.port, path, agent, method: 'GET' },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - scheduledAt);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  const started = performance.now();
  const end = started + options.seconds * 1000;
  const pending: Array<Promise<void>> = [];
  let next = started;
  let sent = 0;
  while (next < end) {
    const now = performance.now();
    while (next <= now && next < end) {
      pending.push(send(options.paths[sent % options.paths.length], next));
      sent += 1;
      next += (-Math.log(uniform()) / options.rate) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, next - now))));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    offered_per_second: Math.round(sent / options.seconds),
    completed_per_second: Math.round(latencies.length / elapsedS),
    requests: latencies.length,
    p50_ms: percentile(sorted, 50),
    p90_ms: percentile(sorted, 90),
    p99_ms: percentile(sorted, 99),
    max_ms: Math.round((sorted[sorted.length - 1] ?? 0) * 10) / 10,
    statuses,
    errors,
  };
}
