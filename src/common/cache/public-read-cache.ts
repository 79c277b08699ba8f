import {
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { changeKeys } from '../cdn/surrogate-keys';
import { ListenConnection } from '../database/listen-connection';
import { ReadPool } from '../database/read-pool';
import { ResponseCache } from './response-cache';

/**
 * The channel catalogue changes are announced on, at commit (migrations 1795610076437 and
 * 1796700000000). A notice's payload is either the changed records, `<resource>:<id>` separated
 * by spaces (the outbox's events: every write through the catalogue write path), or the name of
 * a table written outside it (SQL, a seed, a script), whose records are unknown.
 */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

const MAX_PAUSE_MS = 5_000;

/**
 * The surrogate keys a notice's changes purge (changeKeys, as the CDN purger's), or null when
 * its records are unknown (a table name, anything unparseable): then everything goes.
 */
export function noticeKeys(payload: string): string[] | null {
  const keys = new Set<string>();
  for (const change of payload.split(' ')) {
    const colon = change.indexOf(':');
    if (colon <= 0 || colon === change.length - 1) return null;
    for (const key of changeKeys(change.slice(0, colon), change.slice(colon + 1))) keys.add(key);
  }
  return [...keys];
}

/**
 * This instance's cache of public read answers, and the LISTEN connection that keeps it honest:
 * each notice on `catalogue_changed` (sent at commit, whoever wrote) drops the answers carrying
 * the surrogate keys of the records it names, or every answer when it names a table. Caching is
 * on only while listening: when the connection drops, the whole cache is flushed and nothing is
 * stored until LISTEN succeeds again (ListenConnection reconnects with back-off), so no instance
 * can serve an answer a write it did not hear about has made stale.
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
  private listener?: ListenConnection;

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
    if (!this.config.cache.enabled) return;
    this.listener = new ListenConnection({
      connectionString: this.config.database.url,
      applicationName: 'guide-platform-api:cache-listen',
      channels: [CATALOGUE_CHANGED_CHANNEL],
      keepAlive: true,
      maxPauseMs: MAX_PAUSE_MS,
      onNotice: (_channel, payload) => this.changed(payload),
      onListening: () => {
        // Whatever changed while not listening is unknown: start empty.
        this.store.flush();
        this.reads?.catalogueChanged();
        this.listening = true;
      },
      onLost: (wasListening) => {
        this.listening = false;
        this.store.flush();
        if (wasListening)
          this.logger.warn('Response cache off: lost the LISTEN connection; reconnecting');
      },
    });
    this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.listening = false;
    await this.listener?.close();
    this.store.flush();
  }

  /**
   * Drops the answers the changes of `records` made stale (a write on this instance: its own
   * notice may arrive after the reply).
   */
  evict(records: ReadonlyArray<{ resource: string; id: string }>): void {
    this.store.purge([...new Set(records.flatMap((r) => changeKeys(r.resource, r.id)))]);
  }

  /** Drops every answer. */
  flush(): void {
    this.store.flush();
  }

  private changed(payload: string): void {
    const keys = noticeKeys(payload);
    if (keys) this.store.purge(keys);
    else this.store.flush();
    this.reads?.catalogueChanged();
  }
}
