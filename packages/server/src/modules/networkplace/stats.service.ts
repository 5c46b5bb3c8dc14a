import type { NetworkplaceStats } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { netChannelSubscribers } from '../analytics/index.ts';
import { countYoutubeAssets } from '../catalogs/index.ts';
import { dspPeriodTotals, publishedDspPeriods } from '../dspreport/index.ts';
import { countDeliveredTracks } from '../release/index.ts';
import { mostViewedAssets, youtubePeriods } from '../youtube/index.ts';
import { findCompaniesWithProfiles, type StoredStats, updateCompanyStats } from './networkplace.repository.ts';

const TOP_VIDEOS = 3;

/** The last day (YYYY-MM-DD) of a report month (YYYY-MM). */
export function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** DSP streams of the company's latest published store month; null before its first report. */
async function latestMonthlyStreams(db: Db, companyId: number) {
  const [latest] = await publishedDspPeriods(db, companyId);
  if (!latest) return null;
  const [totals] = await dspPeriodTotals(db, companyId, [latest.period]);
  return { period: latest.period, streams: Number(totals?.streams ?? 0) };
}

/** The most viewed assets of the company's latest published YouTube month; null before its first report. */
async function latestTopVideos(db: Db, companyId: number) {
  const periods = await youtubePeriods(db, companyId);
  const latest = periods.find((period) => period.kind === 'regular');
  if (!latest) return null;
  return { period: latest.period, videos: await mostViewedAssets(db, companyId, latest.period, TOP_VIDEOS) };
}

/**
 * The company's figures from what the distributor ingested and published, never from what a profile
 * types: as of the end of the latest reported month, verified once there is any report.
 */
export async function computeStats(db: Db, companyId: number): Promise<NetworkplaceStats> {
  const [streams, videos, subscribers, youtubeAssets, songs] = await Promise.all([
    latestMonthlyStreams(db, companyId),
    latestTopVideos(db, companyId),
    netChannelSubscribers(db, companyId),
    countYoutubeAssets(db, companyId),
    countDeliveredTracks(db, companyId),
  ]);
  const reported = [streams?.period, videos?.period].filter((period) => period !== undefined).sort();
  const latest = reported.at(-1);
  return {
    subscribers: Math.max(0, subscribers),
    total_assets: youtubeAssets + songs,
    monthly_streams: streams?.streams ?? 0,
    top_videos: videos?.videos ?? [],
    as_of: latest ? lastDayOf(latest) : null,
    is_verified: latest !== undefined,
  };
}

function storedOf(stats: NetworkplaceStats): StoredStats {
  return {
    stat_subscribers: stats.subscribers,
    stat_total_assets: stats.total_assets,
    stat_monthly_streams: stats.monthly_streams,
    stat_top_videos: JSON.stringify(stats.top_videos),
    stats_as_of: stats.as_of,
    stats_verified: stats.is_verified,
  };
}

/**
 * Recomputes a company's figures and keeps them on its users' profiles, where explore filters on
 * them: on each profile save, and whenever a report is published for the company.
 */
export async function refreshNetworkplaceStats(db: Db, companyId: number): Promise<void> {
  await updateCompanyStats(db, companyScope(companyId), storedOf(await computeStats(db, companyId)));
}

/** Recomputes the figures of every company with a profile: after the demo's reports are published. */
export async function refreshEveryNetworkplaceStats(db: Db): Promise<void> {
  for (const companyId of await findCompaniesWithProfiles(db, ALL_COMPANIES))
    await refreshNetworkplaceStats(db, companyId);
}
