/**
 * Values kept per entry (a company, say) until their version changes: the version is cheap to read,
 * the value is not. A failed computation is dropped, so the next call tries again. Kept per process;
 * every process reads the same versions from the database, so several instances never disagree for long.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string | number, { version: string; value: Promise<V> }>();

  get(entry: string | number, version: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(entry);
    if (kept?.version === version) return kept.value;
    const value = compute();
    this.entries.set(entry, { version, value });
    value.catch(() => {
      if (this.entries.get(entry)?.value === value) this.entries.delete(entry);
    });
    return value;
  }
}
