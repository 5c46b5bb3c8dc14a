import type { ReleaseStatus } from '@irama/contracts';
import type { Updateable } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import type { ReleaseArtistRow, ReleaseEventRow, ReleaseRow, ReleasesTable } from './release.tables.ts';
import { findReleaseRows } from './release-rows.ts';

export type ReleaseChanges = Omit<Updateable<ReleasesTable>, 'id' | 'company_id' | 'created_at'>;
export type ArtistCreditInput = {
  artist_id: number | null;
  spotify_id: string | null;
  name: string | null;
  role: string | null;
};

/** Creates a draft release and gives it its Album ID (`IRM-<year>-<000123>`). */
export async function insertRelease(
  db: Db,
  companyId: number,
  values: ReleaseChanges,
  createdBy: number,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('releases')
    .values({
      platforms: '[]',
      supporting_file_ids: '[]',
      documentation_file_ids: '[]',
      errors: '{}',
      ...values,
      company_id: companyId,
      status: 'draft',
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const albumId = `IRM-${now.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  await updateOwnedRow(db, 'releases', companyId, id, { album_id: albumId });
  return id;
}

/** One release of the company, or undefined. */
export function findRelease(db: Db, companyId: number, id: number): Promise<ReleaseRow | undefined> {
  return findOwnedRow(db, 'releases', companyId, id);
}

/** Changes a release's columns and its `updated_at`. */
export function updateRelease(db: Db, companyId: number, id: number, changes: ReleaseChanges): Promise<void> {
  return updateOwnedRow(db, 'releases', companyId, id, { ...changes, updated_at: nowIso() });
}

/**
 * Deletes the company's release if it is still a draft, and with it its tracks, credits and events
 * (their foreign keys cascade); false when there is no such draft.
 */
export async function deleteDraftRelease(db: Db, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('releases')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the artist credits of a release (trackId null) or of one track. */
export async function replaceCredits(
  db: Db,
  companyId: number,
  target: { releaseId: number; trackId: number | null },
  credits: readonly ArtistCreditInput[],
): Promise<void> {
  let remove = db
    .deleteFrom('release_artists')
    .where('company_id', '=', companyId)
    .where('release_id', '=', target.releaseId);
  remove =
    target.trackId === null ? remove.where('track_id', 'is', null) : remove.where('track_id', '=', target.trackId);
  await remove.execute();
  if (credits.length === 0) return;
  await db
    .insertInto('release_artists')
    .values(
      credits.map((credit, position) => ({
        ...credit,
        company_id: companyId,
        release_id: target.releaseId,
        track_id: target.trackId,
        position,
      })),
    )
    .execute();
}

/** Every artist credit of the given releases (album and track credits), in order. */
export async function findCredits(
  db: Db,
  companyId: number,
  releaseIds: readonly number[],
): Promise<ReleaseArtistRow[]> {
  return findReleaseRows(db, 'release_artists', companyId, releaseIds, ['position']);
}

/** Records a status change; answers its id. */
export async function insertEvent(
  db: Db,
  companyId: number,
  event: {
    releaseId: number;
    from: ReleaseStatus | null;
    to: ReleaseStatus;
    actorId: number | null;
    note?: string;
    errors?: Record<string, string>;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('release_events')
    .values({
      company_id: companyId,
      release_id: event.releaseId,
      from_status: event.from,
      to_status: event.to,
      actor_user_id: event.actorId,
      note: event.note ?? null,
      errors: JSON.stringify(event.errors ?? {}),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The status history of a release, oldest first. */
export function findEvents(db: Db, companyId: number, releaseId: number): Promise<ReleaseEventRow[]> {
  return findReleaseRows(db, 'release_events', companyId, [releaseId], ['id']);
}

/** Releases per status of one company, or of all companies when `companyId` is null (staff). */
export async function countByStatus(db: Db, companyId: number | null): Promise<Map<string, number>> {
  let query = db
    .selectFrom('releases')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status');
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export type ReleaseFilter = { search: string; status?: ReleaseStatus | undefined; page: number; limit: number };

/** A page of releases, newest change first; `companyId` null lists every company's (staff queue). */
export async function findReleases(
  db: Db,
  companyId: number | null,
  filter: ReleaseFilter,
): Promise<{ rows: ReleaseRow[]; total: number }> {
  let base = db.selectFrom('releases');
  if (companyId !== null) base = base.where('company_id', '=', companyId);
  if (filter.status) base = base.where('status', '=', filter.status);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', pattern),
        eb(eb.fn('lower', ['album_id']), 'like', pattern),
        eb(eb.fn('lower', ['upc']), 'like', pattern),
        eb(eb.fn('lower', ['label']), 'like', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The company of a release, for staff routes that work across companies. */
export async function findReleaseCompany(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('releases').select('company_id').where('id', '=', id).executeTakeFirst();
  return row?.company_id;
}

/** The DDEX file path and Album ID of a release, when one was written. */
export function findDdexPath(
  db: Db,
  companyId: number,
  id: number,
): Promise<{ ddex_path: string | null; album_id: string | null } | undefined> {
  return db
    .selectFrom('releases')
    .select(['ddex_path', 'album_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many tracks the company's releases in `status` hold. */
export async function countTracksOfStatus(db: Db, companyId: number, status: ReleaseStatus): Promise<number> {
  const row = await db
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tracks.company_id', '=', companyId)
    .where('releases.company_id', '=', companyId)
    .where('releases.status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * When the company's releases went live (became `success`), oldest first, the first `limit` of them;
 * a release that went live twice counts once, at its first time.
 */
export async function findFirstLiveTimes(db: Db, companyId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('release_events')
    .select((eb) => eb.fn.min('created_at').as('live_at'))
    .where('company_id', '=', companyId)
    .where('to_status', '=', 'success')
    .groupBy('release_id')
    .orderBy('live_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.live_at);
}

/** When a release of the company last moved to `status`, or null when none ever did. */
export async function findLatestMoveTo(db: Db, companyId: number, status: ReleaseStatus): Promise<string | null> {
  const row = await db
    .selectFrom('release_events')
    .select((eb) => eb.fn.max('created_at').as('moved_at'))
    .where('company_id', '=', companyId)
    .where('to_status', '=', status)
    .executeTakeFirst();
  return row?.moved_at ?? null;
}
