import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

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
  abstract increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord>;
  abstract onApplicationShutdown(): Promise<void>;
}

/** One process's counters (no REDIS_URL): each instance has its own budget. */
export class MemoryRateLimitStorage extends RateLimitStorage {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return Promise.resolve(record(window.hits, window.endsAt - now, limit));
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

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached the request is let
 * through (and a warning logged at most once a minute): an outage of the limiter must not take
 * the public API down with it.
 */
export class RedisRateLimitStorage extends RateLimitStorage {
  private readonly logger = new Logger(RedisRateLimitStorage.name);
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
    // ioredis reports connection trouble as 'error' events; without a listener they would crash.
    redis.on('error', (error: Error) => this.warn(error));
  }

  static connect(url: string, prefix: string): RedisRateLimitStorage {
    const redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    return new RedisRateLimitStorage(redis, prefix);
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, ttlMs] = (await this.redis.eval(
        INCREMENT_SCRIPT,
        1,
        `${this.prefix}rl:${key}`,
        String(ttl),
      )) as [number, number];
      return record(hits, ttlMs, limit);
    } catch (error) {
      this.warn(error as Error);
      return record(0, ttl, limit);
    }
  }

  private warn(error: Error): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Rate-limit storage unavailable, requests are not limited: ${error.message}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
