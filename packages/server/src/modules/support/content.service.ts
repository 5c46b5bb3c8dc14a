import type { ArticleQuery, ChangelogEntry, SaveArticle, SaveChangelog, SaveStore, Store } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteContent,
  findArticle,
  findArticles,
  findChangelog,
  findStores,
  insertArticle,
  insertChangelog,
  insertStore,
  updateArticle,
  updateChangelog,
  updateStore,
} from './content.repository.ts';

/** Who reads: partners see what is published, staff see everything they keep. */
export type Reader = { readonly publishedOnly: boolean };
export const PARTNERS: Reader = { publishedOnly: true };
export const STAFF: Reader = { publishedOnly: false };

/** The staff-kept kinds of content, by the table that holds them. */
export type ContentTable = 'info_articles' | 'dsp_stores' | 'changelog_entries';

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound();
  return value;
};

/** A page of the information center's articles the reader may see. */
export function listArticles(db: Db, query: ArticleQuery, reader: Reader) {
  return findArticles(db, query, reader);
}

/** One article the reader may see, or not found. */
export async function getArticle(db: Db, id: number, reader: Reader) {
  return found(await findArticle(db, id, reader));
}

/** Adds an article (staff) and answers it as staff read it. */
export async function createArticle(db: Db, article: SaveArticle) {
  return getArticle(db, await insertArticle(db, article), STAFF);
}

/** Replaces an article (staff), or not found. */
export async function saveArticle(db: Db, id: number, article: SaveArticle) {
  if (!(await updateArticle(db, id, article))) throw notFound();
  return getArticle(db, id, STAFF);
}

/** The DSP list the reader may see. */
export const listStores = (db: Db, reader: Reader): Promise<Store[]> => findStores(db, reader);

/** Adds a store to the DSP list (staff). */
export const createStore = (db: Db, store: SaveStore): Promise<Store> => insertStore(db, store);

/** Replaces a store of the DSP list (staff), or not found. */
export const saveStore = async (db: Db, id: number, store: SaveStore) => found(await updateStore(db, id, store));

/** The changelog the reader may see. */
export const listChangelog = (db: Db, reader: Reader): Promise<ChangelogEntry[]> => findChangelog(db, reader);

/** Adds a changelog entry (staff). */
export const createChangelogEntry = (db: Db, entry: SaveChangelog) => insertChangelog(db, entry);

/** Replaces a changelog entry (staff), or not found. */
export const saveChangelogEntry = async (db: Db, id: number, entry: SaveChangelog) =>
  found(await updateChangelog(db, id, entry));

/** Deletes one article, store or changelog entry (staff), or not found. */
export async function removeContent(db: Db, table: ContentTable, id: number): Promise<void> {
  if (!(await deleteContent(db, table, id))) throw notFound();
}
