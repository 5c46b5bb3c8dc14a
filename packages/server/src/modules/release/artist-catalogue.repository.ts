import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';

/** One artist of the scope's artist database. */
export function findArtistRows(db: Db, scope: Scope) {
  return selectScoped(db, 'artists', scope)
    .select(['id', 'name', 'spotify_id', 'image_url'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every credit of the scope's releases (a release's when `track_id` is null), with its release's status. */
export function findCreditRows(db: Db, scope: Scope, releaseIds?: readonly number[]) {
  return db
    .selectFrom('release_artists as ra')
    .innerJoin('releases as r', 'r.id', 'ra.release_id')
    .select(['ra.release_id', 'ra.track_id', 'ra.artist_id', 'ra.name', 'ra.position', 'r.status'])
    .where(inScope(scope, 'ra.company_id'))
    .where(inScope(scope, 'r.company_id'))
    .$if(releaseIds !== undefined, (q) => q.where('ra.release_id', 'in', [...(releaseIds ?? [])]))
    .orderBy('ra.release_id')
    .orderBy('ra.position')
    .orderBy('ra.id')
    .execute();
}

/** The scope's tracks with their releases: of some releases, or one track by id or by ISRC. */
export function findTrackRows(
  db: Db,
  scope: Scope,
  by: { releaseIds: readonly number[] } | { id: number } | { isrc: string },
) {
  let query = db
    .selectFrom('tracks as t')
    .innerJoin('releases as r', 'r.id', 't.release_id')
    .select([
      't.id',
      't.company_id',
      't.title',
      't.isrc',
      't.share_id',
      't.release_id',
      'r.title as release_title',
      'r.upc',
      'r.release_date',
      'r.status',
      'r.cover_file_id',
    ])
    .where(inScope(scope, 't.company_id'))
    .where(inScope(scope, 'r.company_id'));
  if ('releaseIds' in by) {
    if (by.releaseIds.length === 0) return Promise.resolve([]);
    query = query.where('t.release_id', 'in', [...by.releaseIds]);
  } else if ('id' in by) query = query.where('t.id', '=', by.id);
  else query = query.where('t.isrc', '=', by.isrc);
  return query
    .orderBy('r.release_date', 'desc')
    .orderBy('t.release_id')
    .orderBy('t.track_number')
    .orderBy('t.id')
    .execute();
}

/** The first time each of the scope's releases went live (moved to `success`). */
export function findLiveEventRows(db: Db, scope: Scope, releaseIds: readonly number[]) {
  if (releaseIds.length === 0) return Promise.resolve([]);
  return selectScoped(db, 'release_events', scope)
    .select(['release_id', (eb) => eb.fn.min('created_at').as('live_at')])
    .where('to_status', '=', 'success')
    .where('release_id', 'in', [...releaseIds])
    .groupBy('release_id')
    .execute();
}
