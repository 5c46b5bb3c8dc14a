import type { AssetAnalyticsInfo, ChannelAnalyticsInfo } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import {
  type AnalyticsFilter,
  lastAnalyticsDay,
  NO_ANALYTICS_SUMS,
  sumAnalytics,
} from '../../ingest/analytics/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findAssetsById, findChannels, findProjects, isCompanyItem, unnamedAsset } from './analytics.repository.ts';
import { DAY } from './analytics.service.ts';
import { sumScoped } from './scoped-sums.ts';

const INFO_DAYS = 120;
const INFO_ASSETS = 200;

/** The projects, the assets with data lately (most viewed first) and the last day of the asset feed. */
export async function assetAnalyticsInfo(db: Db, companyId: number): Promise<AssetAnalyticsInfo> {
  const asOf = await lastAnalyticsDay(db, companyScope(companyId), 'asset');
  const projects = await findProjects(db, companyScope(companyId));
  if (!asOf) return { as_of: null, projects, assets: [] };
  const from = new Date(Date.parse(`${asOf}T00:00:00Z`) - (INFO_DAYS - 1) * DAY).toISOString().slice(0, 10);
  const rows = await sumScoped(db, companyId, { feed: 'asset', breakdown: 'total', from, to: asOf }, ['item_key']);
  const top = rows.sort((a, b) => b.views - a.views || a.item_key.localeCompare(b.item_key)).slice(0, INFO_ASSETS);
  const catalogue = await findAssetsById(
    db,
    companyScope(companyId),
    top.map((row) => row.item_key),
  );
  return {
    as_of: asOf,
    projects,
    assets: top.map((row) => catalogue.get(row.item_key) ?? unnamedAsset(row.item_key)),
  };
}

/** One asset of the company as analytics names it; another company's is a 404. */
export async function assetAnalyticsItem(db: Db, companyId: number, assetId: string) {
  if (!(await isCompanyItem(db, companyScope(companyId), 'asset', assetId))) throw notFound();
  const found = await findAssetsById(db, companyScope(companyId), [assetId]);
  return found.get(assetId) ?? unnamedAsset(assetId);
}

/** The company's channels and the last day of the channel feed. */
export async function channelAnalyticsInfo(db: Db, companyId: number): Promise<ChannelAnalyticsInfo> {
  return {
    as_of: await lastAnalyticsDay(db, companyScope(companyId), 'channel'),
    channels: await findChannels(db, companyScope(companyId)),
  };
}

/** One channel of the company; another company's is a 404. */
export async function channelAnalyticsItem(db: Db, companyId: number, channelId: string) {
  const channel = (await findChannels(db, companyScope(companyId))).find((row) => row.channel_id === channelId);
  if (channel) return channel;
  if (!(await isCompanyItem(db, companyScope(companyId), 'channel', channelId))) throw notFound();
  return { channel_id: channelId, title: null, assets: 0 };
}

/** The company's catalogue rows of these assets, keyed by asset id (ids not in the catalogue are left out). */
export function catalogueAssets(db: Db, companyId: number, assetIds: readonly string[]) {
  return findAssetsById(db, companyScope(companyId), assetIds);
}

/** Subscribers the company's channels gained, net of those lost, over every day the channel feed reports. */
export async function netChannelSubscribers(db: Db, companyId: number): Promise<number> {
  const last = await lastAnalyticsDay(db, companyScope(companyId), 'channel');
  if (!last) return 0;
  const allDays: AnalyticsFilter = { feed: 'channel', breakdown: 'total', from: '0000-01-01', to: last };
  const [sums = NO_ANALYTICS_SUMS] = await sumAnalytics(db, companyScope(companyId), allDays);
  return sums.subscribers_gained - sums.subscribers_lost;
}
