import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { changeKeys } from '@/common/cdn/surrogate-keys';
import { GuardedClient } from '@/common/database/guarded-client';
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
const WARN_EVERY_MS = 60_000;

/**
 * Purges at the CDN the surrogate keys each catalogue change touched (docs/operations.md#a-cdn-in-front).
 * The queue is filled by the database: a trigger adds a row for every outbox event, in the
 * change's transaction. Each instance runs a purger; it wakes on NOTIFY, on the next due retry
 * and every CDN_PURGE_POLL_MS, claims due rows (one instance a row: FOR UPDATE SKIP LOCKED),
 * sends the keys through the provider's API and deletes the rows, or on failure (the API down,
 * 429, 5xx, a timeout) keeps them for a retry with exponential back-off, honouring Retry-After.
 * Writes never wait for it. With no CDN configured (CDN_PROVIDER=none) it only empties the queue.
 */
@Injectable()
export class CdnPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CdnPurger.name);
  private pool?: Pool;
  private store?: CdnPurgeStore;
  private listener?: Client;
  private listening?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private cycling?: Promise<void>;
  private again = false;
  private stopping = false;
  private failures = 0;
  private lastWarning = 0;
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
    this.pool = new Pool({
      Client: GuardedClient,
      connectionString: this.config.database.url,
      max: 2,
      connectionTimeoutMillis: 5000,
      application_name: 'guide-platform-api:cdn-purge',
    });
    this.pool.on('error', (error) => this.warn('CDN purger pool error', error));
    this.store = new CdnPurgeStore(this.pool);
    this.listening = this.listen();
    this.schedule(0);
  }

  /**
   * Stops at once: a purge in flight is cut and its rows kept for the next attempt (or, if the
   * connection is cut first, rolled back); either way they are purged after the restart, by
   * this instance or another (purging twice is harmless).
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    if (!this.pool) return;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    this.shutdown.abort();
    await this.cycling;
    await this.listening;
    await this.pool.end().catch(() => undefined);
    this.pool = undefined;
  }

  /** Runs a purge cycle as soon as possible (the current one, if any, runs again after it). */
  wake(): void {
    if (this.stopping || !this.store) return;
    if (this.cycling) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.cycling = this.cycle().finally(() => {
        this.cycling = undefined;
        if (this.again && !this.stopping) {
          this.again = false;
          this.schedule(0);
        }
      });
    }, ms);
  }

  private async cycle(): Promise<void> {
    const store = this.store!;
    let wait = this.settings.pollMs;
    try {
      let taken = BATCH;
      while (!this.stopping && taken === BATCH) {
        taken = await store.purgeDue(BATCH, (rows) => this.purge(rows));
      }
      const due = this.stopping ? null : await store.msUntilNextDue();
      // A due row left untaken is another instance's (locked): look again shortly.
      if (due !== null) wait = Math.min(Math.max(due, 50), wait);
      this.recovered();
    } catch (error) {
      this.failures += 1;
      this.warn('CDN purge cycle failed; retrying', error);
      wait = Math.min(250 * 2 ** Math.min(this.failures, 8), this.settings.pollMs);
    }
    if (!this.stopping && !this.again) this.schedule(wait);
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
        this.warn(
          `CDN purge of ${keys.length} keys failed (${outcome.error}); retrying in ${delay} ms`,
          undefined,
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
      this.warn('Emptying the CDN purge queue failed', error);
    }
    if (this.stopping) return;
    this.timer = setTimeout(() => void this.clearQueue(), CLEAR_EVERY_MS);
    this.timer.unref();
  }

  /** LISTEN on a connection of its own; reconnects (and runs a cycle) after losing it. */
  private async listen(): Promise<void> {
    let pause = 250;
    while (!this.stopping) {
      const client = new Client({
        connectionString: this.config.database.url,
        connectionTimeoutMillis: 5000,
        application_name: 'guide-platform-api:cdn-purge-listen',
      });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      try {
        await client.connect();
        client.on('notification', () => this.wake());
        await client.query(`LISTEN ${PURGE_CHANNEL}`);
        if (this.stopping) throw new Error('stopping');
        this.listener = client;
        pause = 250;
        this.wake(); // anything queued while it was not listening
        await lost;
      } catch {
        // Connection refused or lost: the poll keeps purges moving meanwhile.
      } finally {
        if (this.listener === client) this.listener = undefined;
        await client.end().catch(() => undefined);
      }
      if (this.stopping) break;
      await sleep(pause, undefined, { signal: this.shutdown.signal }).catch(() => undefined);
      pause = Math.min(pause * 2, this.settings.pollMs);
    }
  }

  private warn(message: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const cause = error instanceof Error ? `: ${error.message}` : '';
    this.logger.warn(`${message}${cause}`);
  }

  private recovered(): void {
    if (this.failures === 0) return;
    this.logger.log(`CDN purging works again after ${this.failures} failed cycles`);
    this.failures = 0;
    this.lastWarning = 0;
  }
}
