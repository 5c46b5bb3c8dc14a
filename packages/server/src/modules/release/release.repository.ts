import type { ReleaseStatus } from '@irama/contracts';
import type { Updateable } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import type { ReleaseArtistRow, ReleaseEventRow, ReleaseRow, ReleasesTable } from './release.tables.ts';
import { findReleaseRows } from './release-rows.repository.ts';

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
  scope: CompanyScope,
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
      company_id: scope.companyId,
      status: 'draft',
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const albumId = `IRM-${now.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  await updateOwnedRow(db, 'releases', scope, id, { album_id: albumId });
  return id;
}

/** One release of the scope, or undefined. */
export function findRelease(db: Db, scope: Scope, id: number): Promise<ReleaseRow | undefined> {
  return findOwnedRow(db, 'releases', scope, id);
}

/** Changes a release's columns and its `updated_at`. */
export function updateRelease(db: Db, scope: Scope, id: number, changes: ReleaseChanges): Promise<void> {
  return updateOwnedRow(db, 'releases', scope, id, { ...changes, updated_at: nowIso() });
}

/**
 * Deletes the scope's release if it is still a draft, and with it its tracks, credits and events
 * (their foreign keys cascade); false when there is no such draft.
 */
export async function deleteDraftRelease(db: Db, scope: Scope, id: number): Promise<boolean> {
  const result = await deleteScoped(db, 'releases', scope)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the artist credits of a release (trackId null) or of one track. */
export async function replaceCredits(
  db: Db,
  scope: CompanyScope,
  target: { releaseId: number; trackId: number | null },
  credits: readonly ArtistCreditInput[],
): Promise<void> {
  let remove = deleteScoped(db, 'release_artists', scope).where('release_id', '=', target.releaseId);
  remove =
    target.trackId === null ? remove.where('track_id', 'is', null) : remove.where('track_id', '=', target.trackId);
  await remove.execute();
  if (credits.length === 0) return;
  await db
    .insertInto('release_artists')
    .values(
      credits.map((credit, position) => ({
        ...credit,
        company_id: scope.companyId,
        release_id: target.releaseId,
        track_id: target.trackId,
        position,
      })),
    )
    .execute();
}

/** Every artist credit of the given releases (album and track credits), in order. */
export async function findCredits(db: Db, scope: Scope, releaseIds: readonly number[]): Promise<ReleaseArtistRow[]> {
  return findReleaseRows(db, scope, 'release_artists', releaseIds, ['position']);
}

/** Records a status change; answers its id. */
export async function insertEvent(
  db: Db,
  scope: CompanyScope,
  event: {
    releaseId: number;
    from: ReleaseStatus | null;
    to: ReleaseStatus;
    actorId: number | null;
    note?: string;
    errors?: Record<string, string>;
  },
): Promise<number> {
  const { id } = await insertScoped(db, 'release_events', scope, {
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
export function findEvents(db: Db, scope: Scope, releaseId: number): Promise<ReleaseEventRow[]> {
  return findReleaseRows(db, scope, 'release_events', [releaseId], ['id']);
}

/** Releases per status of the scope. */
export async function countByStatus(db: Db, scope: Scope): Promise<Map<string, number>> {
  const rows = await selectScoped(db, 'releases', scope)
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** The scope's nearest release date from `day` on, of releases sent or on their way to the stores. */
export async function findNextReleaseDate(db: Db, scope: Scope, day: string): Promise<string | null> {
  const row = await selectScoped(db, 'releases', scope)
    .select((eb) => eb.fn.min('release_date').as('release_date'))
    .where('status', 'in', ['ready', 'on_progress', 'success'])
    .where('release_date', '>=', day)
    .executeTakeFirst();
  return row?.release_date ?? null;
}

export type ReleaseFilter = { search: string; status?: ReleaseStatus | undefined; page: number; limit: number };

/** A page of the scope's releases (every company's: staff's queue), newest change first. */
export async function findReleases(
  db: Db,
  scope: Scope,
  filter: ReleaseFilter,
): Promise<{ rows: ReleaseRow[]; total: number }> {
  let base = selectScoped(db, 'releases', scope);
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

/** The DDEX file path and Album ID of a release, when one was written. */
export function findDdexPath(
  db: Db,
  scope: Scope,
  id: number,
): Promise<{ ddex_path: string | null; album_id: string | null } | undefined> {
  return selectScoped(db, 'releases', scope).select(['ddex_path', 'album_id']).where('id', '=', id).executeTakeFirst();
}

/** How many tracks the scope's releases in `status` hold. */
export async function countTracksOfStatus(db: Db, scope: Scope, status: ReleaseStatus): Promise<number> {
  const row = await db
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inScope(scope, 'tracks.company_id'))
    .where(inScope(scope, 'releases.company_id'))
    .where('releases.status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * When the scope's releases went live (became `success`), oldest first, the first `limit` of them;
 * a release that went live twice counts once, at its first time.
 */
export async function findFirstLiveTimes(db: Db, scope: Scope, limit: number): Promise<string[]> {
  const rows = await selectScoped(db, 'release_events', scope)
    .select((eb) => eb.fn.min('created_at').as('live_at'))
    .where('to_status', '=', 'success')
    .groupBy('release_id')
    .orderBy('live_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.live_at);
}

/** When a release of the scope last moved to `status`, or null when none ever did. */
export async function findLatestMoveTo(db: Db, scope: Scope, status: ReleaseStatus): Promise<string | null> {
  const row = await selectScoped(db, 'release_events', scope)
    .select((eb) => eb.fn.max('created_at').as('moved_at'))
    .where('to_status', '=', status)
    .executeTakeFirst();
  return row?.moved_at ?? null;
}
