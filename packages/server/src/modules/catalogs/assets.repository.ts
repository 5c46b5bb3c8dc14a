import { ASSET_TYPES, type AssetFilter, type AssetType, type YoutubeAsset } from '@irama/contracts';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';
import { prefixEnd, searchPrefixes } from './asset-terms.ts';
import { keptByMark } from './kept-by-mark.ts';
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

/** The ids of the scope's assets with a term starting with `prefix`, once per term. */
function termRange(db: Db, scope: Scope, prefix: string) {
  return db
    .selectFrom('youtube_asset_terms')
    .select('youtube_asset_terms.asset_ref')
    .where(inScope(scope, 'youtube_asset_terms.company_id'))
    .where('youtube_asset_terms.term', '>=', prefix)
    .where('youtube_asset_terms.term', '<', prefixEnd(prefix));
}

/** Whether the asset `assetRef` names has a term starting with `prefix`: one seek in youtube_asset_terms_asset_term. */
function hasTermStarting(
  eb: ExpressionBuilder<Database & { pair: { asset_ref: number } }, 'youtube_assets' | 'pair'>,
  assetRef: 'youtube_assets.id' | 'pair.asset_ref',
  prefix: string,
) {
  return eb.exists(
    eb
      .selectFrom('youtube_asset_terms as word')
      .select('word.asset_ref')
      .whereRef('word.asset_ref', '=', assetRef)
      .where('word.term', '>=', prefix)
      .where('word.term', '<', prefixEnd(prefix)),
  );
}

/**
 * The ids of the scope's assets with a term starting with each prefix (at least one prefix),
 * each once. The two longest prefixes, usually the rarest, are intersected as two range reads (a
 * hash of one probed by the other: 1 ms on SQLite and 4 ms on PostgreSQL for two words of 4,500
 * assets each, where checking one per asset of the other took 2 and 16 ms); any further prefix,
 * often a short common word ("di"), is checked per remaining asset with one seek in
 * youtube_asset_terms_asset_term.
 */
function matchingRefs(db: Db, scope: Scope, prefixes: readonly string[]) {
  const [longest = '', second, ...others] = [...prefixes].sort((a, b) => b.length - a.length);
  const first = termRange(db, scope, longest);
  const pair = second === undefined ? first.distinct() : first.intersect(termRange(db, scope, second));
  let query = db.selectFrom(pair.as('pair')).select('pair.asset_ref');
  for (const prefix of others) query = query.where((eb) => hasTermStarting(eb, 'pair.asset_ref', prefix));
  return query;
}

/**
 * The scope's assets matching the filter: every search prefix must start one of the asset's
 * terms. Each asset is checked with one seek per prefix as the list is read in its order, so a
 * page of a common prefix stops after a few dozen assets instead of first gathering every match.
 */
function filtered(db: Db, scope: Scope, filter: AssetFilter): AssetQuery {
  let query: AssetQuery = db.selectFrom('youtube_assets').where(inScope(scope, 'youtube_assets.company_id'));
  if (filter.asset_type) query = query.where('youtube_assets.asset_type', '=', filter.asset_type);
  for (const prefix of searchPrefixes(filter.search)) {
    query = query.where((eb) => hasTermStarting(eb, 'youtube_assets.id', prefix));
  }
  return query;
}

/**
 * The matching assets read from the search's own matches rather than from the whole catalogue:
 * `cross join` keeps the matches first on SQLite (which never reorders one) and is an ordinary
 * join on PostgreSQL.
 */
function fromMatches(db: Db, scope: Scope, prefixes: readonly string[], assetType: AssetType | undefined) {
  let query = db
    .selectFrom(matchingRefs(db, scope, prefixes).as('matches'))
    .crossJoin('youtube_assets')
    .whereRef('youtube_assets.id', '=', 'matches.asset_ref');
  if (assetType) query = query.where('youtube_assets.asset_type', '=', assetType);
  return query;
}

/**
 * Whether a page of a search is cheaper read from its matches (sorted) than by walking the list in
 * its order. Walking checks about `listed × (offset + limit) / total` assets before the page is
 * full, at one seek each; reading the matches costs their number, at about five times as much
 * each (measured on SQLite with 100,000 assets: walking 8,000 assets 2.7 ms, sorting 250 matches
 * 1.3 ms, 8,400 matches 15 ms). A code (ISRC, custom id, asset id) has one match, which a walk would
 * look for through the whole catalogue.
 */
function isCheaperFromMatches(listed: number, total: number, offset: number, limit: number): boolean {
  return listed * (offset + limit) > 5 * total * total;
}

/** A page of the scope's assets, most viewed first, and how many match in all. */
export async function findAssets(
  db: Db,
  scope: Scope,
  filter: AssetFilter & { page: number; limit: number },
  mark?: number,
): Promise<{ rows: YoutubeAsset[]; total: number }> {
  const total = await countAssets(db, scope, filter, mark);
  const prefixes = searchPrefixes(filter.search);
  const offset = (filter.page - 1) * filter.limit;
  if (offset >= total) return { rows: [], total };
  // Without a search the list is the walk itself; with one, the list it walks is counted too (kept under `mark`).
  const listed =
    prefixes.length > 0 ? await countAssets(db, scope, { search: '', asset_type: filter.asset_type }, mark) : 0;
  if (prefixes.length > 0 && isCheaperFromMatches(listed, total, offset, filter.limit)) {
    const ids = (await matchedIds(db, scope, prefixes, filter.asset_type, mark)).slice(offset, offset + filter.limit);
    if (ids.length === 0) return { rows: [], total };
    const byId = new Map(
      (await selectScoped(db, 'youtube_assets', scope).select(COLUMNS).where('id', 'in', ids).execute()).map((row) => [
        row.id,
        toAsset(row),
      ]),
    );
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
  }
  const rows = await filtered(db, scope, filter)
    .select(COLUMNS.map((column) => `youtube_assets.${column}` as const))
    .orderBy('youtube_assets.views', 'desc')
    .orderBy('youtube_assets.id', 'desc')
    .limit(filter.limit)
    .offset(offset)
    .execute();
  return { rows: rows.map(toAsset), total };
}

/** Counts, per scope, filter and mark: the default view and its type filters are counted on every page. */
const counts = keptByMark<number>(1_000);

/**
 * How many of the scope's assets match the filter. A search is counted from its matches in the
 * term index, never by reading the whole catalogue; with `mark` (the term index's high-water mark,
 * from `indexNewAssets`) a count made before under the same mark is reused.
 */
export async function countAssets(db: Db, scope: Scope, filter: AssetFilter, mark?: number): Promise<number> {
  const prefixes = searchPrefixes(filter.search);
  return counts(db, { scope, mark, rest: [filter.asset_type ?? '', prefixes] }, async () => {
    const count =
      prefixes.length === 0
        ? await filtered(db, scope, filter)
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        : filter.asset_type
          ? await fromMatches(db, scope, prefixes, filter.asset_type)
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          : // Without a type, the matches alone are the answer: no asset is read.
            await db
              .selectFrom(matchingRefs(db, scope, prefixes).as('matches'))
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow();
    return Number(count.total);
  });
}

/**
 * The ids of a search read from its matches, in list order, per scope, filter and mark: the
 * next page of the same search (or the same page again) is then one read of 20 rows by id, not
 * another intersection of the words' matches. Only searches cheaper read from their matches come
 * here, so a list holds a few thousand ids at most.
 */
const matchLists = keptByMark<number[]>(200);

async function matchedIds(
  db: Db,
  scope: Scope,
  prefixes: readonly string[],
  assetType: AssetType | undefined,
  mark: number | undefined,
): Promise<number[]> {
  return matchLists(db, { scope, mark, rest: [assetType ?? '', prefixes] }, async () => {
    const rows = await fromMatches(db, scope, prefixes, assetType)
      .select('youtube_assets.id')
      .orderBy('youtube_assets.views', 'desc')
      .orderBy('youtube_assets.id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  });
}

/** The matching assets in list order, `batch` rows at a time, read by key so memory stays flat. */
export async function* eachAssetBatch(
  db: Db,
  scope: Scope,
  filter: AssetFilter,
  batch = 1_000,
): AsyncGenerator<YoutubeAsset[]> {
  let after: { views: number; id: number } | undefined;
  for (;;) {
    let query = filtered(db, scope, filter).select(COLUMNS.map((column) => `youtube_assets.${column}` as const));
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

/** The scope's assets per type. */
export async function countAssetsByType(db: Db, scope: Scope): Promise<Record<AssetType, number>> {
  const rows = await selectScoped(db, 'youtube_assets', scope)
    .select(['asset_type', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('asset_type')
    .execute();
  const counts = Object.fromEntries(ASSET_TYPES.map((type) => [type, 0])) as Record<AssetType, number>;
  for (const row of rows) {
    if (row.asset_type in counts) counts[row.asset_type as AssetType] += Number(row.count);
  }
  return counts;
}
