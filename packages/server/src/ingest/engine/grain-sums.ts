/** The sums a rollup row keeps, in this order: rows, units, gross, nett and shared micros, gross and nett rupiah. */
const SUMS_PER_ROW = 7;
const FIRST_CAPACITY = 16;

/**
 * One grain's rollup rows of one company in memory: each value (a country, an item or a day) owns a
 * slot of seven sums in one array of doubles. A slot costs 56 bytes and no objects of its own, where
 * an array per row cost about 130 bytes and two objects the garbage collector had to mark on every
 * pass; a ten-million-row run keeps a quarter of a million of them.
 */
export class GrainSums {
  private readonly slots = new Map<string, number>();
  private sums = new Float64Array(FIRST_CAPACITY * SUMS_PER_ROW);

  /**
   * Adds one fact's figures to the row of `value`; answers 1 when that row is new. Doubles add
   * integers below 2^53 exactly, which the writer checks before it stores a sum.
   */
  // biome-ignore format: the figures of one fact, in sums order after the row count
  add(value: string, units: number, gross: number, nett: number, shared: number, grossIdr: number, nettIdr: number): number {
    let at = this.slots.get(value);
    const isNew = at === undefined;
    if (at === undefined) {
      at = this.slots.size * SUMS_PER_ROW;
      if (at === this.sums.length) this.grow();
      this.slots.set(value, at);
    }
    const sums = this.sums;
    // A slot's sums are always there; `?? 0` only tells the type checker so.
    sums[at] = (sums[at] ?? 0) + 1;
    sums[at + 1] = (sums[at + 1] ?? 0) + units;
    sums[at + 2] = (sums[at + 2] ?? 0) + gross;
    sums[at + 3] = (sums[at + 3] ?? 0) + nett;
    sums[at + 4] = (sums[at + 4] ?? 0) + shared;
    sums[at + 5] = (sums[at + 5] ?? 0) + grossIdr;
    sums[at + 6] = (sums[at + 6] ?? 0) + nettIdr;
    return isNew ? 1 : 0;
  }

  /** Each row's value and its sums, in the order the values first came. */
  *rows(): Generator<[string, number[]]> {
    for (const [value, at] of this.slots) yield [value, Array.from(this.sums.subarray(at, at + SUMS_PER_ROW))];
  }

  private grow(): void {
    const larger = new Float64Array(this.sums.length * 2);
    larger.set(this.sums);
    this.sums = larger;
  }
}
