import { setTimeout as sleep } from 'node:timers/promises';
import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '@/config/app-config';
import { ReadPool } from '../database/read-pool';
import { ResponseCache } from './response-cache';

/** The channel the catalogue tables' triggers announce changes on (one table name per notice). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

const MAX_PAUSE_MS = 5_000;

/**
 * This instance's cache of public read answers, and the LISTEN connection that keeps it honest:
 * each notice on `catalogue_changed` (sent by triggers at commit, whoever wrote) drops the answers
 * read from that table. Caching is on only while listening: when the connection drops, the whole
 * cache is flushed and nothing is stored until LISTEN succeeds again (reconnecting with back-off),
 * so no instance can serve an answer a write it did not hear about has made stale.
 *
 * Each notice (and each start of listening) is also passed to the read pool: a read replica may
 * not have replayed the commit yet, and answers read from it are not stored until it has
 * (ReadPool.catalogueChanged).
 */
@Injectable()
export class PublicReadCache implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly store: ResponseCache;
  private readonly logger = new Logger(PublicReadCache.name);
  private listening = false;
  private stopping = false;
  private readonly stopped = new AbortController();
  private listener?: Client;
  private loop?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    // Optional: a module compiled on its own in a test has no database.
    @Optional() private readonly reads?: ReadPool,
  ) {
    this.store = new ResponseCache({
      maxBytes: config.cache.maxBytes,
      ttlMs: config.cache.ttlSeconds * 1000,
    });
  }

  /** Whether answers are served from and stored in the cache right now. */
  get active(): boolean {
    return this.listening;
  }

  onApplicationBootstrap(): void {
    if (this.config.cache.enabled) this.loop = this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    await this.listener?.end().catch(() => undefined);
    await this.loop;
  }

  /** Drops every answer (a write on this instance: its own notice may arrive after the reply). */
  flush(): void {
    this.store.flush();
  }

  private async listen(): Promise<void> {
    let pause = 250;
    while (!this.stopping) {
      const client = new Client({
        connectionString: this.config.database.url,
        connectionTimeoutMillis: 5000,
        keepAlive: true,
        application_name: 'guide-platform-api:cache-listen',
      });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      try {
        await client.connect();
        client.on('notification', (notice) => {
          if (notice.channel === CATALOGUE_CHANGED_CHANNEL && notice.payload) {
            this.store.purge(notice.payload);
            this.reads?.catalogueChanged();
          }
        });
        await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
        if (this.stopping) break;
        this.listener = client;
        // Whatever changed while not listening is unknown: start empty.
        this.store.flush();
        this.reads?.catalogueChanged();
        this.listening = true;
        pause = 250;
        await lost;
        // Ended by onApplicationShutdown: a stop, not a loss worth a warning.
        if (this.stopping) break;
        this.logger.warn('Response cache off: lost the LISTEN connection; reconnecting');
      } catch {
        // Refused or lost: retried below, with the cache off meanwhile.
      } finally {
        this.listening = false;
        this.store.flush();
        if (this.listener === client) this.listener = undefined;
        await client.end().catch(() => undefined);
      }
      if (this.stopping) break;
      await sleep(pause, undefined, { signal: this.stopped.signal }).catch(() => undefined);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  }
}
