import type { Performance, PeriodFigure, Recommendations, SummaryReport } from '@irama/contracts';
import { SUMMARY_PERIODS } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { sumAnalytics } from '../../ingest/analytics/index.ts';
import { rangeOf } from '../analytics/index.ts';
import { dspPeriodTotals } from '../dspreport/index.ts';
import { mostPlayed, rankedMusic, rankedVideos } from '../ideas/index.ts';
import { youtubeMonthlyTotals } from '../youtube/index.ts';

/** Songs and videos in Home's top lists. */
const TOP_ITEMS = 5;

/** A company's report and analytics figures of Home, for the services it takes. */
export interface CompanyFigures {
  performance: Performance;
  youtube: { periode: string; nett_idr: number }[] | null;
  dsp: { periode: string; nett_idr: number; streams: number }[] | null;
  top_music: Recommendations | null;
  top_video: Recommendations | null;
}

/** Which of the report services a company takes. */
export interface CompanyServices {
  hasYoutube: boolean;
  hasDsp: boolean;
}

/** The newest of `rows` (oldest first) against the one before it. */
function newestOf<R extends { periode: string }>(rows: readonly R[], value: (row: R) => number): PeriodFigure | null {
  const newest = rows.at(-1);
  if (!newest) return null;
  const previous = rows.at(-2);
  return {
    period: newest.periode,
    previous_period: previous?.periode ?? null,
    value: value(newest),
    previous_value: previous ? value(previous) : 0,
  };
}

async function youtubeMonths(db: Db, companyId: number) {
  const rows = await youtubeMonthlyTotals(db, companyId, '9999-12', SUMMARY_PERIODS);
  const months = new Map<string, number>();
  // A period's adjustment report adds to what its regular report paid.
  for (const row of rows) months.set(row.period, (months.get(row.period) ?? 0) + Number(row.nett_idr));
  return [...months].map(([periode, nett_idr]) => ({ periode, nett_idr }));
}

async function dspMonths(db: Db, companyId: number) {
  const rows = await dspPeriodTotals(db, companyId);
  return rows
    .slice(-SUMMARY_PERIODS)
    .map((row) => ({ periode: row.period, nett_idr: Number(row.nett_idr), streams: Number(row.streams) }));
}

async function youtubeViews(db: Db, companyId: number): Promise<Performance['youtube_views']> {
  const range = await rangeOf(db, companyId, 'asset', 'this_month');
  if (!range) return null;
  const window = { feed: 'asset', breakdown: 'total' } as const;
  const scope = companyScope(companyId);
  const [now, before] = await Promise.all([
    sumAnalytics(db, scope, { ...window, from: range.from, to: range.to }),
    sumAnalytics(db, scope, { ...window, from: range.previous_from, to: range.previous_to }),
  ]);
  return { range, value: now[0]?.views ?? 0, previous_value: before[0]?.views ?? 0 };
}

/** Reads a company's figures: published report periods, this month's views and the top lists, all from rollups. */
export async function readCompanyFigures(
  db: Db,
  companyId: number,
  services: CompanyServices,
): Promise<CompanyFigures> {
  const none = Promise.resolve(null);
  const [youtube, dsp, views, topVideo, topMusic] = await Promise.all([
    services.hasYoutube ? youtubeMonths(db, companyId) : none,
    services.hasDsp ? dspMonths(db, companyId) : none,
    services.hasYoutube ? youtubeViews(db, companyId) : none,
    services.hasYoutube ? rankedVideos(db, companyId, mostPlayed(TOP_ITEMS)) : none,
    services.hasDsp ? rankedMusic(db, companyId, mostPlayed(TOP_ITEMS)) : none,
  ]);
  return {
    performance: {
      youtube_revenue: youtube && newestOf(youtube, (row) => row.nett_idr),
      youtube_views: views,
      dsp_revenue: dsp && newestOf(dsp, (row) => row.nett_idr),
      dsp_streams: dsp && newestOf(dsp, (row) => row.streams),
    },
    youtube,
    dsp,
    top_music: topMusic,
    top_video: topVideo,
  };
}

/** The report summary from a company's figures, of the reports the caller may read. */
export function summaryOf(figures: CompanyFigures, canYoutube: boolean, canDsp: boolean): SummaryReport {
  const youtube = canYoutube ? figures.youtube : null;
  const dsp = canDsp ? figures.dsp : null;
  const periods = [...new Set([...(youtube ?? []), ...(dsp ?? [])].map((row) => row.periode))]
    .sort()
    .slice(-SUMMARY_PERIODS);
  return {
    has_youtube: youtube !== null,
    has_dsp: dsp !== null,
    periods: periods.map((periode) => ({
      periode,
      youtube_nett_idr: youtube ? (youtube.find((row) => row.periode === periode)?.nett_idr ?? 0) : null,
      dsp_nett_idr: dsp ? (dsp.find((row) => row.periode === periode)?.nett_idr ?? 0) : null,
    })),
  };
}
