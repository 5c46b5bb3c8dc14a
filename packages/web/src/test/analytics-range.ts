import type { AnalyticsRange } from '@irama/contracts';

/** The last 28 days before the newest day with data, and the 28 before them: the window most screens open on. */
export const LAST_28_DAYS: AnalyticsRange = {
  filter_periode: 'last_28_days',
  from: '2026-10-28',
  to: '2026-11-24',
  previous_from: '2026-09-30',
  previous_to: '2026-10-27',
  as_of: '2026-11-24',
};
