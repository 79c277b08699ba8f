import type { RateLimitPolicy } from '../decorators/rate-limit.decorator';

/** A cached answer: the serialised body, as sent, its ETag, and what the fast path needs to replay it. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** Headers the route set itself (its Cache-Control and Vary), in order. */
  headers: ReadonlyArray<readonly [name: string, value: string]>;
  /** The route template that answered (`/api/v1/ships/:slug`), for the request log. */
  route: string | null;
  /** The route's rate-limit policy: the budget a hit is counted against. */
  policy: RateLimitPolicy;
}

interface Entry extends CachedResponse {
  tags: readonly string[];
  bytes: number;
  expiresAt: number;
}

/** The tag of an answer that may depend on any catalogue table (search, categories). */
export const ANY_TABLE = '*';

/** What an entry costs beyond its body and key: the entry, its Map slots, its tag-index slots. */
const ENTRY_OVERHEAD_BYTES = 160;

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * The public reads' answers, in this instance's memory: at most `maxBytes` (bodies' bytes, keys
 * and ETags as UTF-16 strings, and a fixed overhead per entry), least recently used out first, each for at most
 * `ttlMs`. Entries are tagged with the tables their answer was read from; `purge(table)` drops
 * those tagged with it (and those tagged ANY_TABLE).
 *
 * `generation` counts purges: an answer computed while a purge happened may hold what the purge
 * was about, so `set` refuses it when the generation it started under is not the current one.
 *
 * `startFill` and `fillOf` coalesce misses: while one request computes an answer, the others
 * asking for the same key wait for it rather than computing it again, so the first reads after a
 * purge or an expiry cost the database one computation, not one per waiting client.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly fills = new Map<string, Promise<void>>();
  private bytes = 0;
  private purges = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against `maxBytes`. */
  get usedBytes(): number {
    return this.bytes;
  }

  get generation(): number {
    return this.purges;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The computation of `key`'s answer under way (startFill), if any: settles when it has ended. */
  fillOf(key: string): Promise<void> | undefined {
    return this.fills.get(key);
  }

  /**
   * Marks `key`'s answer as being computed until the returned function is called (whether the
   * answer was stored, refused or an error).
   */
  startFill(key: string): () => void {
    let end!: () => void;
    const fill = new Promise<void>((resolve) => (end = resolve));
    this.fills.set(key, fill);
    return () => {
      if (this.fills.get(key) === fill) this.fills.delete(key);
      end();
    };
  }

  /** Stores an answer unless a purge ran since `generation` or it alone exceeds the bound. */
  set(key: string, value: CachedResponse, tags: readonly string[], generation: number): boolean {
    if (generation !== this.purges) return false;
    const bytes = value.body.length + (key.length + value.etag.length) * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.options.maxBytes) return false;
    this.remove(key);
    while (this.bytes + bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    const entry: Entry = {
      ...value,
      tags,
      bytes,
      expiresAt: this.now() + this.options.ttlMs,
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops the answers read from `table` (and those that may depend on any table). */
  purge(table: string): void {
    this.purges++;
    for (const tag of [table, ANY_TABLE]) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.remove(key);
    }
  }

  /** Drops everything. */
  flush(): void {
    this.purges++;
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
