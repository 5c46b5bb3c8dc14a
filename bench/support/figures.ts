import fs from 'node:fs';

/** The machine's load averages and run queue, as `/proc/loadavg` has them: quoted with every figure. */
export const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Seconds since `since` (a `performance.now()`), to the millisecond. */
export const secondsSince = (since: number) => Math.round(performance.now() - since) / 1000;

/** The `p`th percentile of samples sorted in ascending order (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
