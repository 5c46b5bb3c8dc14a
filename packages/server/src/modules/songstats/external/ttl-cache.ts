/**
 * Values kept for `ttlMs` each, at most `maxEntries` of them: past the bound the entry stored longest
 * ago goes first. Time is read from `now`, so tests move it instead of waiting.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    // Deleted first so a stored-again key moves to the end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
