import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '@/database/embedded-postgres';

const ROOT = join(__dirname, '..', '..');

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs an entry point of the service (`src/cli/seed.ts`) as its own process, the way an operator
 * would, from its build in dist/ (global setup builds it when stale; `npm start` runs the build
 * too): the same code the npm scripts run through ts-node, without compiling the app per process.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const source = /^src\/(.+)\.ts$/.exec(script);
  if (!source) throw new Error(`${script} is not an entry point under src/`);
  return spawn(process.execPath, [join(ROOT, 'dist', `${source[1]}.js`), ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function collect(child: ChildProcess): { output(): string; exited: Promise<number | null> } {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => text, exited };
}

/** Starts the service (dist/main.js, as `npm start`) and waits until it answers /health. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = runScript('src/main.ts', [], { PORT: String(port), HOST: '127.0.0.1', ...env });
  const { output, exited } = collect(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, url, child, output, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}
