/**
 * Which cache entries carry each surrogate key: the index a purge of some keys reads to find the
 * entries to drop. Pure bookkeeping: `add` an entry with its keys when it is stored, `remove` it
 * whenever it leaves (expired, evicted, replaced, purged), and a key no entry carries any more is
 * forgotten, so the index never outgrows the cache it serves.
 */
export class KeyIndex {
  private readonly entries = new Map<string, Set<string>>();

  /** Surrogate keys held (each carried by at least one entry). */
  get size(): number {
    return this.entries.size;
  }

  add(entry: string, keys: readonly string[]): void {
    for (const key of keys) {
      let carriers = this.entries.get(key);
      if (!carriers) this.entries.set(key, (carriers = new Set()));
      carriers.add(entry);
    }
  }

  remove(entry: string, keys: readonly string[]): void {
    for (const key of keys) {
      const carriers = this.entries.get(key);
      if (!carriers) continue;
      carriers.delete(entry);
      if (carriers.size === 0) this.entries.delete(key);
    }
  }

  /** The entries carrying any of `keys`, each once. */
  carriersOf(keys: Iterable<string>): Set<string> {
    const found = new Set<string>();
    for (const key of keys) for (const entry of this.entries.get(key) ?? []) found.add(entry);
    return found;
  }

  clear(): void {
    this.entries.clear();
  }
}
