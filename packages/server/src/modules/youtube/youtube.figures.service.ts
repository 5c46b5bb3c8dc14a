import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { assetsNettByPeriod, findRate, listPeriods, monthlyTotals, mostViewed } from './youtube.repository.ts';

// What payments, the dashboard and Songstats read of the published YouTube reports.

/** The company's published YouTube periods, newest first. */
export function youtubePeriods(db: Db, companyId: number) {
  return listPeriods(db, companyScope(companyId));
}

/** The dollar rate of a period, rupiah × 10^6, or null before staff set one. */
export function dollarRate(db: Db, period: string): Promise<number | null> {
  return findRate(db, ALL_COMPANIES, period);
}

/** Each published period's totals up to `upTo`, by kind, newest first. */
export function youtubeMonthlyTotals(db: Db, companyId: number, upTo: string, months: number) {
  return monthlyTotals(db, companyScope(companyId), upTo, months);
}

/** The period's `limit` most viewed assets, by title (the asset id when the catalogue has none). */
export async function mostViewedAssets(
  db: Db,
  companyId: number,
  period: string,
  limit: number,
): Promise<{ title: string; views: number }[]> {
  const rows = await mostViewed(db, companyScope(companyId), period, limit);
  return rows.map((row) => ({ title: row.title ?? row.asset_id, views: Number(row.views) }));
}

/** What each of the company's assets earned in each published period, in whole rupiah. */
export async function assetRevenueByPeriod(
  db: Db,
  companyId: number,
  assetIds: readonly string[],
): Promise<{ assetId: string; period: string; revenue: number }[]> {
  const rows = await assetsNettByPeriod(db, companyScope(companyId), assetIds);
  return rows.map((row) => ({ assetId: row.asset_id, period: row.period, revenue: Math.round(Number(row.nett_idr)) }));
}
