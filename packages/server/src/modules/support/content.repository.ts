import type {
  Article,
  ArticleCategory,
  ArticleQuery,
  ChangelogEntry,
  SaveArticle,
  SaveChangelog,
  SaveStore,
  Store,
  StoreRegion,
  StoreType,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import './support.tables.ts';

// The information center, the DSP list and the changelog belong to no company: staff write them
// for every partner, so these functions take no company id.

/** Lower-cased and without accents, so "kebijakan", "Kébijakan" and "KEBIJAKAN" match alike. */
export function searchFold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const articleSearchText = (article: SaveArticle) =>
  searchFold([article.title_id, article.title_en, article.body_id, article.body_en].join('\n'));

type ArticleRow = Omit<Article, 'is_published' | 'category'> & { is_published: boolean | number; category: string };
const toArticle = (row: ArticleRow): Article => ({
  ...row,
  category: row.category as ArticleCategory,
  is_published: Boolean(row.is_published),
});
const ARTICLE_COLUMNS = [
  'id',
  'category',
  'title_id',
  'title_en',
  'body_id',
  'body_en',
  'position',
  'is_published',
  'updated_at',
] as const;

/** A page of articles in the staff's order (position); every word of `q` must appear, case and accents aside. */
export async function findArticles(db: Db, query: ArticleQuery, { publishedOnly }: { publishedOnly: boolean }) {
  const words = searchFold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  let base = db.selectFrom('info_articles');
  if (publishedOnly) base = base.where('is_published', '=', true);
  if (query.category) base = base.where('category', '=', query.category);
  for (const word of words) base = base.where(containsText('search_text', word));
  const { rows, total } = await readPage(base, base.select(ARTICLE_COLUMNS).orderBy('position').orderBy('id'), query);
  return { results: rows.map(toArticle), page: query.page, limit: query.limit, total };
}

/** One article, or undefined; `publishedOnly` hides drafts from partners. */
export async function findArticle(db: Db, id: number, { publishedOnly }: { publishedOnly: boolean }) {
  let query = db.selectFrom('info_articles').select(ARTICLE_COLUMNS).where('id', '=', id);
  if (publishedOnly) query = query.where('is_published', '=', true);
  const row = await query.executeTakeFirst();
  return row && toArticle(row);
}

const articleValues = (article: SaveArticle) => ({
  ...article,
  search_text: articleSearchText(article),
  updated_at: nowIso(),
});

/** Adds an article; answers its id. */
export async function insertArticle(db: Db, article: SaveArticle): Promise<number> {
  const row = await db
    .insertInto('info_articles')
    .values(articleValues(article))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces an article; false when there is none. */
export async function updateArticle(db: Db, id: number, article: SaveArticle): Promise<boolean> {
  const result = await db
    .updateTable('info_articles')
    .set(articleValues(article))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one row of a staff-kept table; false when there is none. */
export async function deleteContent(
  db: Db,
  table: 'info_articles' | 'dsp_stores' | 'changelog_entries',
  id: number,
): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

type StoreRow = Omit<Store, 'is_published' | 'type' | 'region'> & {
  is_published: boolean | number;
  type: string;
  region: string;
};
const toStore = (row: StoreRow): Store => ({
  ...row,
  type: row.type as StoreType,
  region: row.region as StoreRegion,
  is_published: Boolean(row.is_published),
});

/** The DSP list in its order; `publishedOnly` for partners. */
export async function findStores(db: Db, { publishedOnly }: { publishedOnly: boolean }): Promise<Store[]> {
  let query = db.selectFrom('dsp_stores').selectAll();
  if (publishedOnly) query = query.where('is_published', '=', true);
  const rows = await query.orderBy('position').orderBy('name').execute();
  return rows.map(toStore);
}

/** Adds a store; answers it. */
export async function insertStore(db: Db, store: SaveStore): Promise<Store> {
  return toStore(await db.insertInto('dsp_stores').values(store).returningAll().executeTakeFirstOrThrow());
}

/** Replaces a store; undefined when there is none. */
export async function updateStore(db: Db, id: number, store: SaveStore): Promise<Store | undefined> {
  const row = await db.updateTable('dsp_stores').set(store).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toStore(row);
}

type ChangelogRow = Omit<ChangelogEntry, 'is_published' | 'items_id' | 'items_en'> & {
  is_published: boolean | number;
  items_id: string;
  items_en: string;
};
const toEntry = (row: ChangelogRow): ChangelogEntry => ({
  id: row.id,
  version: row.version,
  released_on: row.released_on,
  title_id: row.title_id,
  title_en: row.title_en,
  items_id: JSON.parse(row.items_id) as string[],
  items_en: JSON.parse(row.items_en) as string[],
  is_published: Boolean(row.is_published),
});
const entryValues = (entry: SaveChangelog) => ({
  ...entry,
  items_id: JSON.stringify(entry.items_id),
  items_en: JSON.stringify(entry.items_en),
});

/** Changelog entries, newest release first; `publishedOnly` for partners. */
export async function findChangelog(db: Db, { publishedOnly }: { publishedOnly: boolean }): Promise<ChangelogEntry[]> {
  let query = db
    .selectFrom('changelog_entries')
    .select(['id', 'version', 'released_on', 'title_id', 'title_en', 'items_id', 'items_en', 'is_published']);
  if (publishedOnly) query = query.where('is_published', '=', true);
  const rows = await query.orderBy('released_on', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toEntry);
}

/** Adds a changelog entry; answers it. */
export async function insertChangelog(db: Db, entry: SaveChangelog): Promise<ChangelogEntry> {
  const row = await db
    .insertInto('changelog_entries')
    .values({ ...entryValues(entry), created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** Replaces a changelog entry; undefined when there is none. */
export async function updateChangelog(db: Db, id: number, entry: SaveChangelog): Promise<ChangelogEntry | undefined> {
  const row = await db
    .updateTable('changelog_entries')
    .set(entryValues(entry))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toEntry(row);
}
