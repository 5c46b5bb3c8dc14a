import type { IdeaContentKind } from '@irama/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import type { AnnouncementsTable, IdeasContentTable } from './ideas.tables.ts';

export type ContentRow = Selectable<IdeasContentTable>;
export type ContentInsert = Omit<Insertable<IdeasContentTable>, 'id'>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;

// Staff content belongs to no company: every partner reads the same rows.

/** The content of some kinds shown on `day` (inside its active dates), in staff order, newest first within it. */
export function findShownContent(db: Db, kinds: readonly IdeaContentKind[], day: string, limit: number) {
  return db
    .selectFrom('ideas_content')
    .selectAll()
    .where('kind', 'in', [...kinds])
    .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', day)]))
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', day)]))
    .orderBy('position')
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A page of one kind's content shown on `day`, with the total. */
export async function findShownContentPage(db: Db, kind: IdeaContentKind, day: string, page: number, limit: number) {
  const base = db
    .selectFrom('ideas_content')
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', day)]))
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', day)]));
  const rows = base.selectAll().orderBy('position').orderBy('published_on', 'desc').orderBy('id', 'desc');
  return readPage(base, rows, { page, limit });
}

/** A page of all content (staff), of one kind or all, in staff order. */
export async function findAllContent(db: Db, kind: IdeaContentKind | undefined, page: number, limit: number) {
  let base = db.selectFrom('ideas_content');
  if (kind) base = base.where('kind', '=', kind);
  const rows = base
    .selectAll()
    .orderBy('kind')
    .orderBy('position')
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc');
  return readPage(base, rows, { page, limit });
}

/** One piece of content by id. */
export function findContent(db: Db, id: number) {
  return db.selectFrom('ideas_content').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds content and returns its id. */
export async function insertContent(db: Db, row: ContentInsert): Promise<number> {
  const { id } = await db.insertInto('ideas_content').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes content; false when there is no such row. */
export async function updateContent(db: Db, id: number, changes: Partial<ContentInsert>): Promise<boolean> {
  const result = await db.updateTable('ideas_content').set(changes).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes content; false when there is no such row. */
export async function deleteContent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ideas_content').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces what was read from one configured feed with its newest items, in one transaction. */
export async function replaceFeedContent(db: Db, feedUrl: string, rows: readonly ContentInsert[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ideas_content').where('feed_url', '=', feedUrl).execute();
    if (rows.length > 0)
      await trx
        .insertInto('ideas_content')
        .values([...rows])
        .execute();
  });
}

/** Announcements published up to `now` for every partner or for the company group `group`. */
function shownAnnouncements(db: Db, now: string, group: string) {
  return db
    .selectFrom('announcements')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('group_name', 'is', null), eb('group_name', '=', group)]));
}

/** A page of the announcements a company of `group` reads, newest first, with the total. */
export async function findAnnouncements(db: Db, now: string, group: string, page: number, limit: number) {
  const base = shownAnnouncements(db, now, group);
  return readPage(base, base.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc'), { page, limit });
}

/** One announcement a company of `group` reads. */
export function findAnnouncement(db: Db, id: number, now: string, group: string) {
  return shownAnnouncements(db, now, group).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Keeps a staff announcement; answers its id. */
export async function insertAnnouncement(db: Db, row: Insertable<AnnouncementsTable>): Promise<number> {
  const inserted = await db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
