const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * Totals of big lists, remembered for a few seconds (LIST_COUNT_CACHE_SECONDS). Counting a
 * national purchaser's 300,000 contracts costs more than the page itself, and at harvest every
 * manager refreshes the same lists: one count serves them all. A total may lag a change made
 * through another API process by at most the TTL; changes made through this process drop their
 * scope's totals at once (`forget`). Concurrent misses share one query. Pages are never cached.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  /** A total, or a few at once (the offers' status counts): whatever `count` answers. */
  get<T = number>(scope: string, key: string, count: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return count();
    const id = `${scope}\u0000${key}`;
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.prune(now);
    const value = count();
    this.entries.set(id, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(id));
    return value;
  }

  /** A write in `scope` (for example one company's contracts): its totals are counted afresh. */
  forget(scope: string): void {
    const prefix = `${scope}\u0000`;
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  private prune(now: number) {
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
    // Still full: drop the oldest half (Map keeps insertion order).
    let drop = this.entries.size - MAX_ENTRIES / 2;
    for (const k of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(k);
    }
  }
}
