import type { Insertable, Updateable } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import type { TrackRow, TracksTable } from './release.tables.ts';
import { findReleaseRows } from './release-rows.repository.ts';

export type TrackChanges = Omit<Updateable<TracksTable>, 'id' | 'company_id' | 'release_id' | 'created_at'>;

/** Adds a track to a release. */
export async function insertTrack(
  db: Db,
  scope: CompanyScope,
  releaseId: number,
  values: Omit<Insertable<TracksTable>, 'company_id' | 'release_id' | 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const { id } = await insertScoped(db, 'tracks', scope, {
    ...values,
    release_id: releaseId,
    created_at: now,
    updated_at: now,
  })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One track of the scope, or undefined. */
export function findTrack(db: Db, scope: Scope, id: number): Promise<TrackRow | undefined> {
  return findOwnedRow(db, 'tracks', scope, id);
}

/** The tracks of a release in album order (track number, then creation). */
export function findTracks(db: Db, scope: Scope, releaseId: number): Promise<TrackRow[]> {
  return findReleaseRows(db, scope, 'tracks', [releaseId], ['track_number', 'id']);
}

/** Track counts of the given releases. */
export async function countTracks(db: Db, scope: Scope, releaseIds: readonly number[]): Promise<Map<number, number>> {
  if (releaseIds.length === 0) return new Map();
  const rows = await selectScoped(db, 'tracks', scope)
    .select(['release_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('release_id', 'in', releaseIds)
    .groupBy('release_id')
    .execute();
  return new Map(rows.map((row) => [row.release_id, Number(row.count)]));
}

/** Changes a track's columns. */
export function updateTrack(db: Db, scope: Scope, id: number, changes: TrackChanges): Promise<void> {
  return updateOwnedRow(db, 'tracks', scope, id, { ...changes, updated_at: nowIso() });
}

/** Deletes a track (its credits go with it). */
export async function deleteTrack(db: Db, scope: Scope, id: number): Promise<void> {
  await deleteScoped(db, 'tracks', scope).where('id', '=', id).execute();
}
