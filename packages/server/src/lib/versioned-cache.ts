/**
 * Values kept per entry (a company, say) until their version changes: the version is cheap to read,
 * the value is not. A failed computation is dropped, so the next call tries again. Kept per process;
 * every process reads the same versions from the database, so several instances never disagree for long.
 * With `maxEntries`, the entries read least recently are let go first.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string | number, { version: string; value: Promise<V> }>();

  constructor(private readonly maxEntries = Number.POSITIVE_INFINITY) {}

  get(entry: string | number, version: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(entry);
    // Taken out and put back: a Map iterates in insertion order, so the first entry is the least recently read.
    this.entries.delete(entry);
    if (kept?.version === version) {
      this.entries.set(entry, kept);
      return kept.value;
    }
    const value = compute();
    this.entries.set(entry, { version, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    value.catch(() => {
      if (this.entries.get(entry)?.value === value) this.entries.delete(entry);
    });
    return value;
  }
}
