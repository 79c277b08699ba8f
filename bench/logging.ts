/**
 * `npm run bench:logging`: throughput of a public list endpoint with request logging on and off,
 * in the same run. Starts the service as a separate process (bench/logging-server.ts) for each
 * round, alternating on/off, measures with autocannon, and reports the mean of each mode.
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createScratchDatabase } from '@/cli/scratch-database';
import { dataSourceOptions } from '@/database/data-source-options';
import { findFreePort } from '@/database/embedded-postgres';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/v1/ships?limit=20';

async function startServer(databaseUrl: string, logging: boolean, dataDir: string) {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', join(__dirname, 'logging-server.ts')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('base64'),
        VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
        RATE_LIMIT_PUBLIC_PER_MIN: '1000000',
        REQUEST_LOG_ENABLED: String(logging),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(url: string): Promise<number> {
  await autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({
    url: `${url}${PATH}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_logging');
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-bench-'));
  try {
    const dataSource = new DataSource(dataSourceOptions(scratch.url));
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.query(
      `INSERT INTO cruise_lines (name, slug) VALUES ('Bench Line', 'bench-line');
       INSERT INTO ships (name, slug, cruise_line_id, year_built, passenger_capacity, description)
       SELECT 'Bench Ship ' || i, 'bench-ship-' || i, (SELECT id FROM cruise_lines WHERE slug = 'bench-line'),
              1990 + i % 35, 2000 + i * 10, 'A ship of the logging benchmark.'
         FROM generate_series(1, 200) i`,
    );
    const rounds: Array<{ logging: boolean; requests_per_second: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const logging of round % 2 === 0 ? [true, false] : [false, true]) {
        const server = await startServer(scratch.url, logging, dataDir);
        try {
          const rps = await measure(server.url);
          rounds.push({ logging, requests_per_second: Math.round(rps) });
          console.log(
            `  round ${round + 1}, logging ${logging ? 'on ' : 'off'}: ${Math.round(rps)} req/s`,
          );
        } finally {
          await server.stop();
        }
      }
    }
    const [{ logged }] = await dataSource.query<{ logged: string }[]>(
      'SELECT count(*) AS logged FROM api_request_logs',
    );
    await dataSource.destroy();
    const mean = (on: boolean) => {
      const values = rounds.filter((r) => r.logging === on).map((r) => r.requests_per_second);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const on = mean(true);
    const off = mean(false);
    const overhead = (1 - on / off) * 100;
    const report = {
      benchmark: 'logging',
      date: new Date().toISOString(),
      endpoint: `GET ${PATH}`,
      connections: CONNECTIONS,
      duration_seconds: DURATION_S,
      rounds,
      mean_rps_logging_on: Math.round(on),
      mean_rps_logging_off: Math.round(off),
      overhead_percent: Number(overhead.toFixed(2)),
      rows_logged: Number(logged),
      target: 'overhead under 10%',
      passed: overhead < 10,
    };
    writeFileSync(
      join(__dirname, 'results', 'logging.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(
      `Logging on ${Math.round(on)} req/s, off ${Math.round(off)} req/s: overhead ${overhead.toFixed(2)}% (${logged} rows logged)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
