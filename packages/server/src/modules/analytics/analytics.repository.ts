import { type AnalyticsAsset, type AnalyticsChannel, type ClaimedUpload, UPLOAD_KINDS } from '@irama/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Scope } from '../../db/scope.ts';
import { hasRow, selectScoped } from '../../db/scoped-queries.ts';
import type { AnalyticsFeed } from '../../ingest/analytics/index.ts';

/** The project of a catalogue label: its first label ('|' or ',' between them), '' without one. */
export function projectOf(label: string | null): string {
  return (label ?? '').replace(/,/g, '|').split('|')[0]?.trim() ?? '';
}

const IN_CHUNK = 500;

/** Whose upload an asset's video is, from the catalogue's `uploader` and `upload_kind`; null for the partner's own. */
function uploadOf(row: { uploader: string | null; upload_kind: string | null }): ClaimedUpload {
  const kind = UPLOAD_KINDS.find((k) => k === row.upload_kind);
  return row.uploader && kind ? { by: row.uploader, kind } : null;
}

/** An asset analytics has data of but the catalogue does not name. */
export const unnamedAsset = (assetId: string): AnalyticsAsset => ({
  asset_id: assetId,
  title: null,
  artist: null,
  asset_label: '',
  channel_id: null,
  upload: null,
});

/** The company's catalogue rows of these assets, keyed by asset id (ids not in the catalogue are left out). */
export async function findAssetsById(
  db: Db,
  scope: Scope,
  assetIds: readonly string[],
): Promise<Map<string, AnalyticsAsset>> {
  const found = new Map<string, AnalyticsAsset>();
  for (let i = 0; i < assetIds.length; i += IN_CHUNK) {
    const chunk = assetIds.slice(i, i + IN_CHUNK);
    const rows = await selectScoped(db, 'youtube_assets', scope)
      .select(['asset_id', 'title', 'artist', 'asset_label', 'channel_id', 'uploader', 'upload_kind'])
      .where('asset_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      if (!row.asset_id || found.has(row.asset_id)) continue;
      found.set(row.asset_id, {
        asset_id: row.asset_id,
        title: row.title,
        artist: row.artist,
        asset_label: projectOf(row.asset_label),
        channel_id: row.channel_id,
        upload: uploadOf(row),
      });
    }
  }
  return found;
}

/** The company's projects with how many assets each holds, by name; assets without a project are left out. */
export async function findProjects(db: Db, scope: Scope): Promise<{ asset_label: string; assets: number }[]> {
  const rows = await selectScoped(db, 'youtube_assets', scope)
    .select(['asset_label'])
    .select((eb) => eb.fn.countAll<number>().as('assets'))
    .where('asset_id', 'is not', null)
    .groupBy('asset_label')
    .execute();
  const projects = new Map<string, number>();
  for (const row of rows) {
    const project = projectOf(row.asset_label);
    if (project) projects.set(project, (projects.get(project) ?? 0) + Number(row.assets));
  }
  return [...projects].map(([asset_label, assets]) => ({ asset_label, assets })).sort(byLabel);
}

const byLabel = (a: { asset_label: string }, b: { asset_label: string }) => a.asset_label.localeCompare(b.asset_label);

/** The ids of the company's assets whose project is `project` (empty when it has none). */
export async function findProjectAssetIds(db: Db, scope: Scope, project: string): Promise<string[]> {
  // Every label holding the project contains it; `%` and `_` (and `\` read as `_`) only widen this first cut, and
  // the exact first-label test below decides.
  const rows = await selectScoped(db, 'youtube_assets', scope)
    .select(['asset_id', 'asset_label'])
    .where('asset_id', 'is not', null)
    .where('asset_label', 'like', `%${project.replace(/\\/g, '_')}%`)
    .execute();
  return rows.filter((row) => projectOf(row.asset_label) === project).map((row) => row.asset_id ?? '');
}

/** Whether the company has this item in its catalogue or its rollups of `feed`: anything else is not there. */
export async function isCompanyItem(db: Db, scope: Scope, feed: AnalyticsFeed, itemKey: string): Promise<boolean> {
  const inCatalogue = selectScoped(db, 'youtube_assets', scope)
    .select('id')
    .where(feed === 'asset' ? 'asset_id' : 'channel_id', '=', itemKey);
  if (await hasRow(inCatalogue)) return true;
  const inRollups = selectScoped(db, 'analytics_rollups', scope)
    .select('id')
    .where('feed', '=', feed)
    .where(feed === 'asset' ? 'item_key' : 'channel_id', '=', itemKey);
  if (await hasRow(inRollups)) return true;
  if (feed !== 'channel') return false;
  // A channel's videos may be in the asset feed before the channel feed names it.
  return hasRow(
    selectScoped(db, 'analytics_rollups', scope)
      .select('id')
      .where('feed', '=', 'asset')
      .where('channel_id', '=', itemKey),
  );
}

/**
 * The company's channels: those its catalogue assets are on, and those only its channel feed names, each
 * named after the artist of most of its assets.
 */
export async function findChannels(db: Db, scope: Scope): Promise<AnalyticsChannel[]> {
  const rows = await selectScoped(db, 'youtube_assets', scope)
    .select(['channel_id', 'artist'])
    .select((eb) => eb.fn.countAll<number>().as('assets'))
    .where('channel_id', 'is not', null)
    .where('channel_id', '!=', '')
    .groupBy(['channel_id', 'artist'])
    .execute();
  const channels = new Map<string, { assets: number; artists: Map<string, number> }>();
  for (const row of rows) {
    const id = row.channel_id ?? '';
    const channel = channels.get(id) ?? { assets: 0, artists: new Map<string, number>() };
    channel.assets += Number(row.assets);
    if (row.artist) channel.artists.set(row.artist, (channel.artists.get(row.artist) ?? 0) + Number(row.assets));
    channels.set(id, channel);
  }
  const fed = await selectScoped(db, 'analytics_rollups', scope)
    .select('item_key')
    .distinct()
    .where('feed', '=', 'channel')
    .where('breakdown', '=', 'total')
    .execute();
  for (const row of fed) if (!channels.has(row.item_key)) channels.set(row.item_key, { assets: 0, artists: new Map() });
  return [...channels]
    .map(([channel_id, { assets, artists }]) => ({
      channel_id,
      title: [...artists].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null,
      assets,
    }))
    .sort((a, b) => b.assets - a.assets || a.channel_id.localeCompare(b.channel_id));
}

/**
 * What every analytics answer is made of, in one cheap read: the feeds (each ingest or correction
 * is a new analytics run) and the catalogue that names their items, whose rows are only ever added
 * (by a report's ingest or a staff assignment), so its newest id moves with every change.
 */
export async function readAnalyticsVersion(db: Db): Promise<string> {
  const [row] = await analyticsVersionQuery(db, {});
  return `${row?.run}/${row?.asset}`;
}

// On every analytics request's path: compiled once.
const analyticsVersionQuery = preparedQuery<{ run: number | string; asset: number | string }, never>((db) => ({
  compile: () =>
    sql<{ run: number | string; asset: number | string }>`
      select
        (select coalesce(max(id), 0) from analytics_runs) as run,
        (select coalesce(max(id), 0) from youtube_assets) as asset
    `.compile(db),
}));
