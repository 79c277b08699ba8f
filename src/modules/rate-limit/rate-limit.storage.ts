import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';

export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed one-window counter per key: the first hit opens a window of `ttl` ms; hits past `limit`
 * are refused until the window ends. Atomic in Redis (one Lua script), so several instances share
 * one budget.
 */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

function record(hits: number, ttlMs: number, limit: number): ThrottlerStorageRecord {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const isBlocked = hits > limit;
  return {
    totalHits: hits,
    timeToExpire: seconds,
    isBlocked,
    timeToBlockExpire: isBlocked ? seconds : 0,
  };
}

export abstract class RateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  /** For /health/ready: whether the shared counters are in use. */
  abstract readonly state: RateLimitStorageState;

  /**
   * Counts one hit on `key`. Synchronous while the counters are in this instance's memory, so the
   * guard that counts every /api request adds no promise to it then (docs/performance.md).
   */
  abstract count(
    key: string,
    ttl: number,
    limit: number,
  ): ThrottlerStorageRecord | Promise<ThrottlerStorageRecord>;

  abstract onApplicationShutdown(): Promise<void>;

  /** ThrottlerStorage's form of `count`. */
  increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.count(key, ttl, limit));
  }
}

/** One process's counters (no REDIS_URL): each instance has its own budget. */
export class MemoryRateLimitStorage extends RateLimitStorage {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();
  readonly state: RateLimitStorageState = 'not_configured';

  count(key: string, ttl: number, limit: number): ThrottlerStorageRecord {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return record(window.hits, window.endsAt - now, limit);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  onApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}

/** Longest a rate-limit command may take before Redis counts as away for this request. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How often, while Redis is away, one PING checks whether it answers again. */
const REDIS_PROBE_INTERVAL_MS = 1000;

export type RateLimitStorageState = 'up' | 'degraded' | 'not_configured';

/**
 * Counters in Redis, shared by every instance, with a breaker in front: Redis is an accelerator,
 * never a dependency of every request. Commands time out after 250 ms and are never queued while
 * the connection is down. The first failure switches the instance to its own in-memory counters
 * at once (each instance then enforces the full budget on its own: see docs/operations.md); a
 * background PING every second switches back as soon as Redis answers.
 */
export class RedisRateLimitStorage extends RateLimitStorage {
  private readonly logger = new Logger(RedisRateLimitStorage.name);
  private readonly local = new MemoryRateLimitStorage();
  private usingRedis = false;
  private probe?: NodeJS.Timeout;
  private probing = false;
  private connectedBefore = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
    // ioredis reports connection trouble as 'error' events; without a listener they would crash.
    redis.on('error', (error: Error) => this.trip(error));
    redis.on('close', () => this.trip(new Error('connection closed')));
    redis.on('ready', () => void this.probeOnce());
    this.startProbing();
  }

  static connect(url: string, prefix: string): RedisRateLimitStorage {
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Keep reconnecting in the background, never more than a second apart.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    });
    return new RedisRateLimitStorage(redis, prefix);
  }

  get state(): RateLimitStorageState {
    return this.usingRedis ? 'up' : 'degraded';
  }

  count(
    key: string,
    ttl: number,
    limit: number,
  ): ThrottlerStorageRecord | Promise<ThrottlerStorageRecord> {
    return this.usingRedis ? this.countInRedis(key, ttl, limit) : this.local.count(key, ttl, limit);
  }

  private async countInRedis(
    key: string,
    ttl: number,
    limit: number,
  ): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, ttlMs] = (await this.redis.eval(
        INCREMENT_SCRIPT,
        1,
        `${this.prefix}rl:${key}`,
        String(ttl),
      )) as [number, number];
      return record(hits, ttlMs, limit);
    } catch (error) {
      this.trip(error as Error);
      return this.local.count(key, ttl, limit);
    }
  }

  private trip(error: Error): void {
    if (!this.usingRedis) return;
    this.usingRedis = false;
    this.logger.warn(
      `Redis unavailable (${error.message}): rate limits are counted in this instance's memory until it answers again`,
    );
    this.startProbing();
  }

  private startProbing(): void {
    if (this.probe) return;
    this.probe = setInterval(() => void this.probeOnce(), REDIS_PROBE_INTERVAL_MS).unref();
  }

  private async probeOnce(): Promise<void> {
    if (this.usingRedis || this.probing) return;
    this.probing = true;
    try {
      if ((await this.redis.ping()) !== 'PONG') return;
      clearInterval(this.probe);
      this.probe = undefined;
      this.usingRedis = true;
      if (this.connectedBefore)
        this.logger.log('Redis answers again: rate limits are shared by every instance again');
      this.connectedBefore = true;
    } catch {
      // Still away; the next probe tries again.
    } finally {
      this.probing = false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.probe);
    this.probe = undefined;
    this.usingRedis = false;
    await this.local.onApplicationShutdown();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
