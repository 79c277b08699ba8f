import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/** A server process a benchmark started. */
export interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns `node <args>` in the repository with only PATH, HOME and `childEnv`, and resolves once
 * `ready(url)` says so (or rejects when it exits first, or after 2 minutes).
 */
export async function startProcess(
  name: string,
  args: string[],
  childEnv: Record<string, string>,
  port: number,
  ready: (url: string, output: string) => Promise<boolean>,
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...childEnv },
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

/**
 * A bench server (`bench/<file>`) compiled to plain JavaScript in `dir`, so its process holds no
 * TypeScript compiler (its RSS is the server's own).
 */
export function compileBenchScript(dir: string, file: string): string {
  const { outputText } = ts.transpileModule(readFileSync(join(ROOT, 'bench', file), 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const out = join(dir, file.replace(/\.ts$/, '.js'));
  writeFileSync(out, outputText);
  return out;
}

/** The process's CPU time so far (user + system), in ms, from /proc/<pid>/stat (Linux). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/**
 * Waits (up to 10 s) until the scratch database runs no statement but this one. When autocannon
 * stops, the requests it leaves in flight still run theirs: a read whose statements take long
 * (the uncached sailings list answers in about 0.8 s at 50 connections) would otherwise keep the
 * cores busy into the next scenario's window, and that scenario's p99 would be the leftover's.
 */
export async function quietDatabase(dataSource: DataSource): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [{ active }] = await dataSource.query<{ active: number }[]>(
      `SELECT count(*)::int AS active FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    if (active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
