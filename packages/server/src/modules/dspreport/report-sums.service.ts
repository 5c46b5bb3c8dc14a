import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import {
  type DspSums,
  listPeriods,
  periodStoreSums,
  periodSums,
  reportedStores,
  trackPeriodStoreSums,
} from './dspreport.repository.ts';

// What DSP analytics and the dashboard read of the published store reports.

export type { DspSums };

/** The company's published DSP periods, newest first, each with when it was last published. */
export function publishedDspPeriods(db: Db, companyId: number) {
  return listPeriods(db, companyScope(companyId));
}

/** Each published period's sums, oldest first; `periods` narrows to those. */
export function dspPeriodTotals(db: Db, companyId: number, periods?: readonly string[]) {
  return periodSums(db, companyScope(companyId), periods);
}

/** The report sums per period and store of `months`: the company's, or one of its tracks' (`item`). */
export function dspStoreSums(
  db: Db,
  companyId: number,
  months: readonly string[],
  item?: string,
): Promise<(DspSums & { period: string; store: string })[]> {
  return item === undefined
    ? periodStoreSums(db, companyScope(companyId), months)
    : trackPeriodStoreSums(db, companyScope(companyId), item, months);
}

/** Which stores have a published report for each of `periods`. */
export function storesReportedIn(db: Db, periods: readonly string[]) {
  return reportedStores(db, ALL_COMPANIES, periods);
}
