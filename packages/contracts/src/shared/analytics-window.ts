import { z } from 'zod';

/** The analytics periods of SPEC §9: the last 7, 28 and 60 days, this month and last month. */
export const ANALYTICS_WINDOWS = ['last_7_days', 'last_28_days', 'last_60_days', 'this_month', 'last_month'] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** `filter_periode` of every analytics call; the last 28 days when absent. */
export const AnalyticsWindowSchema = z
  .enum(ANALYTICS_WINDOWS, 'validation.invalid')
  .default('last_28_days')
  .describe('The period: last_7_days, last_28_days, last_60_days, this_month or last_month');

/** Inclusive days, `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

/** The days an analytics answer covers, the same length just before (for growth), and the last day with data. */
export const AnalyticsRangeSchema = z.object({
  filter_periode: z.enum(ANALYTICS_WINDOWS),
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  /** The last day the feeds have reached: windows end there, not at today, since feeds arrive days late. */
  as_of: z.string(),
});
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

const DAY = 86_400_000;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const LAST_DAYS: Partial<Record<AnalyticsWindow, number>> = { last_7_days: 7, last_28_days: 28, last_60_days: 60 };

/**
 * The days of `window` when the data reaches `asOf` (`YYYY-MM-DD`): "last N days" are the N days ending
 * at `asOf`, "this month" its month up to `asOf`, "last month" the whole month before. The previous range
 * has the same number of days and ends the day before `from`; for "last month" it is the month before it.
 */
export function resolveAnalyticsWindow(window: AnalyticsWindow, asOf: string): AnalyticsRange {
  const end = timeOf(asOf);
  const days = LAST_DAYS[window];
  let from: number;
  let to: number;
  let previousFrom: number;
  if (days !== undefined) {
    to = end;
    from = end - (days - 1) * DAY;
    previousFrom = from - days * DAY;
  } else {
    const date = new Date(end);
    const back = window === 'last_month' ? 1 : 0;
    from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
    to = window === 'last_month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0) : end;
    const length = Math.round((to - from) / DAY);
    previousFrom =
      window === 'last_month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 2, 1) : from - (length + 1) * DAY;
  }
  return {
    filter_periode: window,
    from: toDay(from),
    to: toDay(to),
    previous_from: toDay(previousFrom),
    previous_to: toDay(from - DAY),
    as_of: asOf,
  };
}
