import type { DspMeasures, DspShare } from '@irama/contracts';
import { type AnalyticsSums, NO_ANALYTICS_SUMS } from '../../ingest/analytics/index.ts';
import { addFields } from '../../lib/add-fields.ts';

const DAY = 86_400_000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The inclusive days from `from` to `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = timeOf(from); time <= timeOf(to); time += DAY) days.push(dayOf(time));
  return days;
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => new Date(timeOf(day)).getUTCDay() || 7;

/** `a ÷ b` in basis points, rounded; 0 when `b` is 0. */
export const bpsOf = (a: number, b: number) => (b > 0 ? Math.round((a * 10_000) / b) : 0);

/** (now − before) ÷ before in basis points, or null when there was nothing before. */
export const changeBps = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) * 10_000) / before) : null;

/**
 * SPEC §3's measures from summed rollups over `days` days. Listeners summed over days are listener-days
 * (a fan counted once per day): the answer is their daily average.
 */
export function measuresOf(sums: AnalyticsSums | undefined, days: number): DspMeasures {
  const s = sums ?? NO_ANALYTICS_SUMS;
  return {
    streams: s.views,
    listeners: days > 0 ? Math.round(s.listeners / days) : 0,
    saves: s.saves,
    completions: s.completions,
    complete_rate_bps: s.views > 0 ? bpsOf(s.completions, s.views) : null,
  };
}

/** Values with their share of the whole, largest first (ties by key); zero values are left out. */
export function sharesOf(values: readonly { key: string; value: number }[]): DspShare[] {
  const total = values.reduce((sum, v) => sum + v.value, 0);
  return values
    .filter((v) => v.value > 0)
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .map((v) => ({ key: v.key, value: v.value, share_bps: bpsOf(v.value, total) }));
}

/**
 * Rows of a finer grouping summed again by `keyOf`, named `group`: one read grouped by (song, country)
 * answers the songs, the countries and the total without reading the rollups three times.
 */
export function regroup<R extends AnalyticsSums, G extends string>(
  rows: readonly R[],
  group: G,
  keyOf: (row: R) => string,
): (Record<G, string> & AnalyticsSums)[] {
  const sums = new Map<string, AnalyticsSums>();
  for (const row of rows) {
    const key = keyOf(row);
    sums.set(key, addFields(NO_ANALYTICS_SUMS, sums.get(key) ?? NO_ANALYTICS_SUMS, row));
  }
  return [...sums].map(([key, sum]) => ({ ...sum, [group]: key }) as Record<G, string> & AnalyticsSums);
}
