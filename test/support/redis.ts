import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import Redis from 'ioredis';
import { findFreePort } from '@/database/embedded-postgres';
import { collect } from './server-process';

const REDIS_SERVER_BINARIES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

/** Resolves once the server answers PING, or throws after `timeoutMs`. */
export async function waitForRedis(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 500,
    });
    redis.on('error', () => undefined);
    const ok = await redis
      .connect()
      .then(() => redis.ping())
      .then(
        (answer) => answer === 'PONG',
        () => false,
      );
    redis.disconnect();
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Redis at ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A redis-server process of the test's own, on a free loopback port (or `port`, to start it again
 * where a stopped one was), without persistence.
 */
export async function startRedisServer(port?: number): Promise<
  RedisHandle & {
    port: number;
    kill(): Promise<void>;
    /** SIGSTOP: connections stay open but nothing answers (a hung Redis, not a dead one). */
    pause(): void;
    /** SIGCONT: answers again, commands sent meanwhile included. */
    resume(): void;
  }
> {
  const binary = REDIS_SERVER_BINARIES.find((path) => existsSync(path));
  if (!binary)
    throw new Error(
      `This test needs a Redis: set REDIS_URL, or install redis-server (looked for ${REDIS_SERVER_BINARIES.join(', ')}).`,
    );
  port ??= await findFreePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { output, exited } = collect(child);
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitForRedis(url);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGCONT'); // a paused server would not act on SIGTERM
        child.kill('SIGTERM');
      }
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  };
}

/**
 * The Redis shared by several instances: REDIS_URL's when the environment has one (CI's second
 * run), otherwise a redis-server started here. Fails, never skips, when neither is available.
 */
export async function sharedRedis(): Promise<RedisHandle> {
  const url = process.env.REDIS_URL;
  if (url) {
    await waitForRedis(url);
    return { url, stop: () => Promise.resolve() };
  }
  return startRedisServer();
}

/** Deletes every key under `prefix` (the tests' own namespace on a shared Redis). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
