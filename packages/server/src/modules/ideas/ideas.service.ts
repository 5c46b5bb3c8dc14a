import {
  type Announcement,
  type AnnouncementPage,
  type AnnouncementRequest,
  type IdeaContent,
  type IdeaContentKind,
  type IdeaContentPage,
  type IdeaContentWriteSchema,
  type PageQuery,
  textIn,
  todayInWib,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { announce } from '../notifications/index.ts';
import {
  type AnnouncementRow,
  type ContentRow,
  deleteContent,
  findAllContent,
  findAnnouncement,
  findAnnouncements,
  findContent,
  findShownContent,
  findShownContentPage,
  insertAnnouncement,
  insertContent,
  updateContent,
} from './ideas.repository.ts';

export interface IdeasDeps {
  db: Db;
  now: () => Date;
}

type ContentBody = z.output<typeof IdeaContentWriteSchema>;

/** How long a list's summary of an announcement runs, in characters. */
const SUMMARY_CHARS = 180;

/** A content row as partners read it. */
export function contentOf(row: ContentRow): IdeaContent {
  return {
    id: row.id,
    kind: row.kind as IdeaContentKind,
    title: row.title,
    title_en: row.title_en,
    summary: row.summary,
    summary_en: row.summary_en,
    image_url: row.image_url,
    link_url: row.link_url,
    published_on: row.published_on,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    position: row.position,
  };
}

/** The first SUMMARY_CHARS of a text on one line, cut at a word. */
function summaryOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= SUMMARY_CHARS ? flat : `${flat.slice(0, flat.lastIndexOf(' ', SUMMARY_CHARS))}…`;
}

/** An announcement row as partners read it, in both languages, each with a summary cut at a word. */
export function announcementOf(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    title_en: row.title_en,
    summary: summaryOf(row.content),
    summary_en: summaryOf(row.content_en),
    content: row.content,
    content_en: row.content_en,
    is_important: Boolean(row.is_important),
    published_at: row.published_at,
  };
}

/** Up to `limit` of one kind of content shown on `day`, in staff order: what the dashboard shows. */
export async function contentShownOn(deps: IdeasDeps, kind: IdeaContentKind, day: string, limit: number) {
  return (await findShownContent(deps.db, [kind], day, limit)).map(contentOf);
}

/** A page of one kind of content shown today (WIB). */
export async function shownContent(deps: IdeasDeps, kind: IdeaContentKind, query: PageQuery): Promise<IdeaContentPage> {
  const { rows, total } = await findShownContentPage(deps.db, kind, todayInWib(deps.now()), query.page, query.limit);
  return { results: rows.map(contentOf), page: query.page, limit: query.limit, total };
}

/** A page of the announcements published so far for every partner or for the company group `group`. */
export async function listAnnouncements(deps: IdeasDeps, group: string, query: PageQuery): Promise<AnnouncementPage> {
  const now = deps.now().toISOString();
  const { rows, total } = await findAnnouncements(deps.db, now, group, query.page, query.limit);
  return { results: rows.map(announcementOf), page: query.page, limit: query.limit, total };
}

/** One published announcement a company of `group` reads, or not found (another group's too). */
export async function getAnnouncement(deps: IdeasDeps, group: string, id: number): Promise<Announcement> {
  const row = await findAnnouncement(deps.db, id, deps.now().toISOString(), group);
  if (!row) throw notFound();
  return announcementOf(row);
}

/**
 * Staff publish an announcement: kept for Home and Ideas, and left as a notice for each partner user
 * it is for, in one transaction, so the notice and the announcement exist together.
 */
export function publishAnnouncement(
  deps: IdeasDeps,
  staffUserId: number,
  request: AnnouncementRequest,
): Promise<{ id: number; recipients: number }> {
  const groupName = request.audience === 'group' ? (request.group_name ?? null) : null;
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertAnnouncement(trx, {
      title: request.title,
      title_en: request.title_en,
      content: request.content,
      content_en: request.content_en,
      is_important: request.is_important,
      group_name: groupName,
      published_at: deps.now().toISOString(),
      created_by: staffUserId,
    });
    // A notice is stored in Indonesian (see "Notices are stored in Indonesian…"), or in English when staff wrote only that.
    const notice = {
      ...request,
      title: textIn('id', request.title, request.title_en),
      content: textIn('id', request.content, request.content_en),
    };
    return { id, recipients: await announce(trx, notice) };
  });
}

/** Staff: a page of all content, of one kind or all, whatever its dates. */
export async function listAllContent(
  deps: IdeasDeps,
  query: PageQuery & { kind?: IdeaContentKind | undefined },
): Promise<IdeaContentPage> {
  const { rows, total } = await findAllContent(deps.db, query.kind, query.page, query.limit);
  return { results: rows.map(contentOf), page: query.page, limit: query.limit, total };
}

/** Staff: adds content. */
export async function createContent(deps: IdeasDeps, body: ContentBody): Promise<IdeaContent> {
  const at = deps.now().toISOString();
  const id = await insertContent(deps.db, { ...body, feed_url: null, created_at: at, updated_at: at });
  return getContent(deps, id);
}

/** Staff: replaces content's fields. */
export async function changeContent(deps: IdeasDeps, id: number, body: ContentBody): Promise<IdeaContent> {
  if (!(await updateContent(deps.db, id, { ...body, updated_at: deps.now().toISOString() }))) throw notFound();
  return getContent(deps, id);
}

/** Staff: deletes content. */
export async function removeContent(deps: IdeasDeps, id: number): Promise<void> {
  if (!(await deleteContent(deps.db, id))) throw notFound();
}

async function getContent(deps: IdeasDeps, id: number): Promise<IdeaContent> {
  const row = await findContent(deps.db, id);
  if (!row) throw notFound();
  return contentOf(row);
}
