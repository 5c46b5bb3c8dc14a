import type { MonthlyRevenue } from '@irama/contracts';

/** The overview's months as the month chart's points: nett rupiah per period. */
export const monthPoints = (months: readonly MonthlyRevenue[]) =>
  months.map((month) => ({ period: month.periode, nett_idr: month.nett_idr }));
