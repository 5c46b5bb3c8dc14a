import { ASSET_TYPES, type AssetFilter, type AssetType, type YoutubeAsset } from '@irama/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { prefixEnd, searchPrefixes } from './asset-terms.ts';
import './catalogs.tables.ts';

const COLUMNS = [
  'id',
  'asset_id',
  'title',
  'artist',
  'asset_type',
  'asset_label',
  'isrc',
  'custom_id',
  'channel_id',
  'territories',
  'views',
] as const;

type AssetQuery = SelectQueryBuilder<Database, 'youtube_assets', object>;

/** Labels and territories are kept as one text each; the API lists them. */
export function toAsset(row: {
  id: number;
  asset_id: string | null;
  title: string | null;
  artist: string | null;
  asset_type: string;
  asset_label: string | null;
  isrc: string | null;
  custom_id: string | null;
  channel_id: string | null;
  territories: string;
  views: number | string;
}): YoutubeAsset {
  const list = (text: string | null, separator: RegExp) =>
    (text ?? '')
      .split(separator)
      .map((part) => part.trim())
      .filter(Boolean);
  return {
    id: row.id,
    asset_id: row.asset_id,
    title: row.title,
    artist: row.artist,
    asset_type: (ASSET_TYPES as readonly string[]).includes(row.asset_type)
      ? (row.asset_type as AssetType)
      : 'sound_recording',
    labels: list(row.asset_label, /[|,]/),
    isrc: row.isrc,
    custom_id: row.custom_id,
    channel_id: row.channel_id,
    territories: list(row.territories, /[\s|,]+/),
    views: Number(row.views),
  };
}

/** The company's assets matching the filter: every search prefix must start one of the asset's terms. */
function filtered(db: Db, companyId: number, filter: AssetFilter): AssetQuery {
  let query: AssetQuery = db.selectFrom('youtube_assets').where('youtube_assets.company_id', '=', companyId);
  if (filter.asset_type) query = query.where('youtube_assets.asset_type', '=', filter.asset_type);
  for (const prefix of searchPrefixes(filter.search)) {
    query = query.where('youtube_assets.id', 'in', (eb) =>
      eb
        .selectFrom('youtube_asset_terms')
        .select('asset_ref')
        .where('youtube_asset_terms.company_id', '=', companyId)
        .where('term', '>=', prefix)
        .where('term', '<', prefixEnd(prefix)),
    );
  }
  return query;
}

/** A page of the company's assets, most viewed first, and how many match in all. */
export async function findAssets(
  db: Db,
  companyId: number,
  filter: AssetFilter & { page: number; limit: number },
): Promise<{ rows: YoutubeAsset[]; total: number }> {
  const query = filtered(db, companyId, filter);
  const [rows, count] = await Promise.all([
    query
      .select(COLUMNS.map((column) => `youtube_assets.${column}` as const))
      .orderBy('youtube_assets.views', 'desc')
      .orderBy('youtube_assets.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAsset), total: Number(count.total) };
}

/** How many of the company's assets match the filter. */
export async function countAssets(db: Db, companyId: number, filter: AssetFilter): Promise<number> {
  const count = await filtered(db, companyId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/** The matching assets in list order, `batch` rows at a time, read by key so memory stays flat. */
export async function* eachAssetBatch(
  db: Db,
  companyId: number,
  filter: AssetFilter,
  batch = 1_000,
): AsyncGenerator<YoutubeAsset[]> {
  let after: { views: number; id: number } | undefined;
  for (;;) {
    let query = filtered(db, companyId, filter).select(COLUMNS.map((column) => `youtube_assets.${column}` as const));
    if (after) {
      const { views, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('youtube_assets.views', '<', views),
          eb.and([eb('youtube_assets.views', '=', views), eb('youtube_assets.id', '<', id)]),
        ]),
      );
    }
    const rows = (
      await query.orderBy('youtube_assets.views', 'desc').orderBy('youtube_assets.id', 'desc').limit(batch).execute()
    ).map(toAsset);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { views: last.views, id: last.id };
  }
}

/** The company's assets per type. */
export async function countAssetsByType(db: Db, companyId: number): Promise<Record<AssetType, number>> {
  const rows = await db
    .selectFrom('youtube_assets')
    .select(['asset_type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .groupBy('asset_type')
    .execute();
  const counts = Object.fromEntries(ASSET_TYPES.map((type) => [type, 0])) as Record<AssetType, number>;
  for (const row of rows) {
    if (row.asset_type in counts) counts[row.asset_type as AssetType] += Number(row.count);
  }
  return counts;
}
