import './musicbank.tables.ts';
import type { MusicbankGenre, MusicbankLanguage, MusicbankMood } from '@irama/contracts';
import type { Insertable, Updateable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import type { MusicbankItemsTable } from './musicbank.tables.ts';

// The songs are the distributor's, listed alike for every partner; what a company did with one is
// read from its requests (requests.repository.ts).

export type CatalogFilter = {
  page: number;
  limit: number;
  /** Folded like `search_text`. */
  search?: string | undefined;
  genre?: MusicbankGenre | undefined;
  mood?: MusicbankMood | undefined;
  language?: MusicbankLanguage | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
};

/** A page of the listed songs that match, newest first. */
export function findCatalogPage(db: Db, filter: CatalogFilter) {
  let base = db.selectFrom('musicbank_items').where('is_listed', '=', true);
  if (filter.search) base = base.where(containsText('search_text', filter.search));
  if (filter.genre) base = base.where('genre', '=', filter.genre);
  if (filter.mood) base = base.where('mood', '=', filter.mood);
  if (filter.language) base = base.where('language', '=', filter.language);
  if (filter.priceMin !== undefined) base = base.where('fee_idr', '>=', filter.priceMin);
  if (filter.priceMax !== undefined) base = base.where('fee_idr', '<=', filter.priceMax);
  return readPage(base, base.selectAll().orderBy('id', 'desc'), filter);
}

/** One song, listed or not (`isListed` narrows it to the catalogue's). */
export function findItem(db: Db, id: number, options: { isListed?: boolean } = {}) {
  let query = db.selectFrom('musicbank_items').selectAll().where('id', '=', id);
  if (options.isListed) query = query.where('is_listed', '=', true);
  return query.executeTakeFirst();
}

/**
 * Inside a payment's transaction: holds the song's row until it commits, so two payments for one
 * exclusive song run one after the other (SQLite's immediate transaction already serialises them).
 */
export async function lockItem(trx: Db, id: number): Promise<boolean> {
  const query = trx.selectFrom('musicbank_items').select('id').where('id', '=', id);
  return (await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** A page of every song, listed or not, newest first; `search` arrives folded. */
export function findOpsItemPage(db: Db, filter: { page: number; limit: number; search?: string | undefined }) {
  let base = db.selectFrom('musicbank_items');
  if (filter.search) base = base.where(containsText('search_text', filter.search));
  return readPage(base, base.selectAll().orderBy('id', 'desc'), filter);
}

export async function insertItem(db: Db, item: Insertable<MusicbankItemsTable>): Promise<number> {
  const { id } = await db.insertInto('musicbank_items').values(item).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateItem(db: Db, id: number, changes: Updateable<MusicbankItemsTable>): Promise<boolean> {
  const result = await db.updateTable('musicbank_items').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The song whose demo a file id names. */
export function findItemByDemo(db: Db, fileId: string) {
  return db
    .selectFrom('musicbank_items')
    .select(['demo_path', 'demo_mime', 'demo_name'])
    .where('demo_file_id', '=', fileId)
    .executeTakeFirst();
}

export type StoredDemo = {
  fileId: string;
  path: string;
  mime: string;
  name: string;
  size: number;
  seconds: number | null;
};

/** Puts a new demo on a song and answers the stored path of the one it replaces; null for an unknown song. */
export async function swapDemo(
  db: Db,
  id: number,
  demo: StoredDemo,
  at: string,
): Promise<{ previousPath: string | null } | null> {
  const item = await db.selectFrom('musicbank_items').select('demo_path').where('id', '=', id).executeTakeFirst();
  if (!item) return null;
  await db
    .updateTable('musicbank_items')
    .set({
      demo_file_id: demo.fileId,
      demo_path: demo.path,
      demo_mime: demo.mime,
      demo_name: demo.name,
      demo_size: demo.size,
      demo_seconds: demo.seconds,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  return { previousPath: item.demo_path };
}
