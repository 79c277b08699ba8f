import type { RateLimitPolicy } from '../decorators/rate-limit.decorator';
import { KeyIndex } from './key-index';

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
  /** Its surrogate keys (common/cdn/surrogate-keys.ts). */
  keys: readonly string[];
  bytes: number;
  expiresAt: number;
}

/** The table list of an answer that may depend on any catalogue table (search, categories). */
export const ANY_TABLE = '*';

/**
 * What an entry costs beyond its body, its key, its ETag and its surrogate keys: the entry, its
 * Map slots, its key-index slots.
 */
const ENTRY_OVERHEAD_BYTES = 160;

/**
 * The purges remembered for refusing answers computed across one (`set`): far more than can
 * happen while one answer is computed; an answer older than the oldest remembered is refused.
 */
const REMEMBERED_PURGES = 256;

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/**
 * The public reads' answers, in this instance's memory: at most `maxBytes` (bodies' bytes, keys,
 * ETags and surrogate keys as UTF-16 strings, and a fixed overhead per entry), least recently used
 * out first, each for at most `ttlMs`. Each entry carries the surrogate keys of its answer, the
 * CDN's (docs/architecture.md#surrogate-keys); `purge(keys)` drops the entries carrying any of
 * them, found through a KeyIndex, and leaves every other entry in place. An expired entry leaves
 * when it is next read or is the least recently used, so entries and index stay within the bound.
 *
 * `generation` counts purges: an answer computed while a purge of one of its keys (or a flush)
 * happened may hold what the purge was about, so `set` refuses it; the keys of the last
 * REMEMBERED_PURGES purges are kept to tell.
 *
 * `startFill` and `fillOf` coalesce misses: while one request computes an answer, the others
 * asking for the same key wait for it rather than computing it again, so the first reads after a
 * purge or an expiry cost the database one computation, not one per waiting client.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly index = new KeyIndex();
  /** The keys of recent purges, oldest first, with the generation each one started. */
  private readonly recentPurges: Array<{ generation: number; keys: ReadonlySet<string> }> = [];
  /** The generation the last flush started. */
  private lastFlush = 0;
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

  /** Surrogate keys in the index (each carried by at least one entry). */
  get indexedKeys(): number {
    return this.index.size;
  }

  /**
   * Stores an answer with its surrogate keys unless a purge of one of them (or a flush) ran
   * since `generation`, or it alone exceeds the bound.
   */
  set(key: string, value: CachedResponse, keys: readonly string[], generation: number): boolean {
    if (this.purgedSince(generation, keys)) return false;
    let keyChars = key.length + value.etag.length;
    for (const k of keys) keyChars += k.length;
    const bytes = value.body.length + keyChars * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.options.maxBytes) return false;
    this.remove(key);
    while (this.bytes + bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    const entry: Entry = {
      ...value,
      keys,
      bytes,
      expiresAt: this.now() + this.options.ttlMs,
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.index.add(key, keys);
    return true;
  }

  /** Drops the answers carrying any of the surrogate keys `keys`. */
  purge(keys: readonly string[]): void {
    this.purges++;
    this.recentPurges.push({ generation: this.purges, keys: new Set(keys) });
    if (this.recentPurges.length > REMEMBERED_PURGES) this.recentPurges.shift();
    for (const key of this.index.carriersOf(keys)) this.remove(key);
  }

  /** Drops everything. */
  flush(): void {
    this.purges++;
    this.lastFlush = this.purges;
    this.recentPurges.length = 0;
    this.entries.clear();
    this.index.clear();
    this.bytes = 0;
  }

  /** Whether a flush, or a purge of one of `keys`, ran since `generation`. */
  private purgedSince(generation: number, keys: readonly string[]): boolean {
    if (generation === this.purges) return false;
    if (this.lastFlush > generation) return true;
    const oldest = this.recentPurges[0]?.generation ?? this.purges + 1;
    // Purges since `generation` that are no longer remembered: assume they touched it.
    if (oldest > generation + 1) return true;
    for (let i = this.recentPurges.length - 1; i >= 0; i--) {
      const purge = this.recentPurges[i];
      if (purge.generation <= generation) break;
      if (keys.some((k) => purge.keys.has(k))) return true;
    }
    return false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.index.remove(key, entry.keys);
  }
}
