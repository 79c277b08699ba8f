import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@/database/embedded-postgres';
import { collect, ServerProcess } from './server-process';
import { TEST_JWT_SECRET, TEST_VAULT_KEY } from './test-app';

const ROOT = join(__dirname, '..', '..');
export const BUILT_MAIN = join(ROOT, 'dist', 'main.js');

/**
 * Node's flags from package.json's `start:prod` (`node <flags> dist/main.js`), so the tests and
 * the benchmarks run the built service exactly as production does.
 */
export function productionNodeFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const match = /^node((?: --?[\w-]+(?:=\S+)?)*) dist\/main\.js$/.exec(scripts['start:prod'] ?? '');
  if (!match) throw new Error('package.json start:prod is not `node <flags> dist/main.js`');
  return match[1].split(' ').filter(Boolean);
}

/**
 * The scenarios with several processes run the production build, as an operator would (and a
 * build starts in about a second, where ts-node compiles the whole service first).
 */
export function assertBuilt(): void {
  if (!existsSync(BUILT_MAIN))
    throw new Error(
      `${BUILT_MAIN} is missing: these tests run the built server. Run \`npm run build\` first (CI builds before testing).`,
    );
}

export interface BuiltServer extends ServerProcess {
  pid: number;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `node <start:prod flags> dist/main.js` with exactly `env` besides PATH and HOME, and
 * returns at once: for start-ups that must fail (a configuration refused before anything listens).
 */
export function runBuiltMain(env: Record<string, string>): ChildProcess {
  assertBuilt();
  return spawn(process.execPath, [...productionNodeFlags(), BUILT_MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts `node <start:prod flags> dist/main.js` on a free port with the test secrets and a DATA_DIR of its own, and
 * waits until /health answers. Only PATH and HOME are inherited: nothing of the test runner's
 * environment (DATABASE_URL, REDIS_URL) leaks into the server unless `env` passes it.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<BuiltServer> {
  assertBuilt();
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-built-'));
  const child = spawn(process.execPath, [...productionNodeFlags(), BUILT_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      VAULT_MASTER_KEY: TEST_VAULT_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = collect(child);
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, url, child, pid: child.pid!, output, exited, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop('SIGKILL');
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}
