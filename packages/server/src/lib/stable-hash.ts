/** A cheap, stable 32-bit hash of a few integers: generated data come out the same on every run. */
export function mix(...values: number[]): number {
  let h = 2_166_136_261;
  for (const value of values) {
    h = Math.imul(h ^ value, 16_777_619);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}
