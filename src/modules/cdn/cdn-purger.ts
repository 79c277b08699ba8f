import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { changeKeys } from '@/common/cdn/surrogate-keys';
import { GuardedClient } from '@/common/database/guarded-client';
import { WorkerLoop } from '@/common/workers/worker-loop';
import { AppConfig } from '@/config/app-config';
import { retryDelayMs } from '@/modules/webhooks/delivery/retry-schedule';
import { purgeRequests, sendPurge } from './cdn-purge-api';
import {
  type BatchResult,
  CdnPurgeStore,
  PURGE_CHANNEL,
  type QueuedPurge,
} from './cdn-purge.store';

/** Rows purged together: their keys, deduplicated, go out in as few requests as the API allows. */
const BATCH = 200;
const CLEAR_EVERY_MS = 3_600_000;

/**
 * Purges at the CDN the surrogate keys each catalogue change touched (docs/operations.md#a-cdn-in-front).
 * The queue is filled by the database: a trigger adds a row for every outbox event, in the
 * change's transaction. Each instance runs a purger; it wakes on NOTIFY, on the next due retry
 * and every CDN_PURGE_POLL_MS, claims due rows (one instance a row: FOR UPDATE SKIP LOCKED),
 * sends the keys through the provider's API and deletes the rows, or on failure (the API down,
 * 429, 5xx, a timeout) keeps them for a retry with exponential back-off, honouring Retry-After.
 * Writes never wait for it. The loop (wake-up, poll, back-off) is the shared WorkerLoop. With no CDN configured (CDN_PROVIDER=none) it only empties the queue.
 */
@Injectable()
export class CdnPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CdnPurger.name);
  private pool?: Pool;
  private store?: CdnPurgeStore;
  private loop?: WorkerLoop;
  private clearTimer?: NodeJS.Timeout;
  private stopping = false;
  private readonly shutdown = new AbortController();

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  private get settings() {
    return this.config.cdn;
  }

  onApplicationBootstrap(): void {
    if (this.settings.provider === 'none') {
      void this.clearQueue();
      return;
    }
    // Woken by each notice, and after each (re)connection for what was queued meanwhile; the poll
    // keeps purges moving while it is not listening.
    const loop = new WorkerLoop({
      name: 'CDN purge',
      logger: this.logger,
      pollMs: this.settings.pollMs,
      cycle: () => this.cycle(),
      listen: {
        connectionString: this.config.database.url,
        applicationName: 'guide-platform-api:cdn-purge-listen',
        channels: [PURGE_CHANNEL],
      },
    });
    this.loop = loop;
    this.pool = new Pool({
      Client: GuardedClient,
      connectionString: this.config.database.url,
      max: 2,
      connectionTimeoutMillis: 5000,
      application_name: 'guide-platform-api:cdn-purge',
    });
    this.pool.on('error', (error) => loop.warn('CDN purger pool error', error));
    this.store = new CdnPurgeStore(this.pool);
    loop.start();
  }

  /**
   * Stops at once: a purge in flight is cut and its rows kept for the next attempt (or, if the
   * connection is cut first, rolled back); either way they are purged after the restart, by
   * this instance or another (purging twice is harmless).
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.clearTimer);
    if (!this.pool || !this.loop) return;
    const stopped = this.loop.stop();
    this.shutdown.abort();
    await stopped;
    await this.pool.end().catch(() => undefined);
    this.pool = undefined;
  }

  /** Runs a purge cycle as soon as possible (the current one, if any, runs again after it). */
  wake(): void {
    this.loop?.wake();
  }

  /** Purges what is due, a batch at a time; answers the wait until the next due row. */
  private async cycle(): Promise<number> {
    const store = this.store!;
    const loop = this.loop!;
    let taken = BATCH;
    while (!loop.stopping && taken === BATCH) {
      taken = await store.purgeDue(BATCH, (rows) => this.purge(rows));
    }
    const due = loop.stopping ? null : await store.msUntilNextDue();
    // A due row left untaken is another instance's (locked): look again shortly.
    return due === null ? this.settings.pollMs : Math.min(Math.max(due, 50), this.settings.pollMs);
  }

  /** Sends the keys of `rows`; the batch is purged when every request of it succeeded. */
  private async purge(rows: QueuedPurge[]): Promise<BatchResult> {
    const keys = [...new Set(rows.flatMap((row) => changeKeys(row.resource, row.record_id)))];
    for (const request of purgeRequests(this.settings, keys)) {
      const outcome = await sendPurge(request, this.settings.purgeTimeoutMs, this.shutdown.signal);
      if (!outcome.ok) {
        const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
        const delay = retryDelayMs(
          attempts,
          { baseMs: this.settings.retryBaseMs, maxDelayMs: this.settings.retryMaxDelayMs },
          outcome.retryAfterMs,
        );
        this.loop?.warn(
          `CDN purge of ${keys.length} keys failed (${outcome.error}); retrying in ${delay} ms`,
        );
        return { purged: false, error: outcome.error, retryDelayMs: delay };
      }
    }
    return { purged: true };
  }

  /** With no CDN, the queue's rows purge nothing: dropped at start and hourly. */
  private async clearQueue(): Promise<void> {
    try {
      await this.dataSource.query('DELETE FROM cdn_purges');
    } catch (error) {
      this.logger.warn(
        `Emptying the CDN purge queue failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (this.stopping) return;
    this.clearTimer = setTimeout(() => void this.clearQueue(), CLEAR_EVERY_MS);
    this.clearTimer.unref();
  }
}
