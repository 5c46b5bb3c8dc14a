import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { hasRow, selectScoped } from '../../db/scoped-queries.ts';
import './release.tables.ts';

/** The scope's tracks with the given ISRCs, oldest first, with their release and its first credited artist. */
export function findTracksByIsrc(db: Db, scope: Scope, isrcs: readonly string[]) {
  return db
    .selectFrom('tracks as t')
    .innerJoin('releases as rel', 'rel.id', 't.release_id')
    .leftJoin('release_artists as ra', (join) =>
      join.onRef('ra.release_id', '=', 't.release_id').on('ra.position', '=', 0),
    )
    .leftJoin('artists as a', 'a.id', 'ra.artist_id')
    .select(['t.isrc', 't.title', 'rel.title as release_title', 'rel.upc', 'ra.name as credited', 'a.name as artist'])
    .where(inScope(scope, 't.company_id'))
    .where('t.isrc', 'in', isrcs)
    .orderBy('t.id')
    .execute();
}

/** True when the scope's catalogue has a track with the ISRC. */
export function hasTrackWithIsrc(db: Db, scope: Scope, isrc: string): Promise<boolean> {
  return hasRow(selectScoped(db, 'tracks', scope).select('id').where('isrc', '=', isrc));
}

/** Release dates (`YYYY-MM-DD`) of the scope's tracks with an ISRC and a dated release, by ISRC. */
export async function releaseDatesByIsrc(db: Db, scope: Scope): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tracks as t')
    .innerJoin('releases as r', 'r.id', 't.release_id')
    .select(['t.isrc', 'r.release_date'])
    .where(inScope(scope, 't.company_id'))
    .where(inScope(scope, 'r.company_id'))
    .where('t.isrc', 'is not', null)
    .where('r.release_date', 'is not', null)
    .execute();
  const dates = new Map<string, string>();
  for (const row of rows) {
    if (row.isrc && row.release_date) dates.set(row.isrc, row.release_date.slice(0, 10));
  }
  return dates;
}

/** The scope's releases with the given UPCs. */
export function findReleasesByUpc(db: Db, scope: Scope, upcs: readonly string[]) {
  return selectScoped(db, 'releases', scope).select(['upc', 'title']).where('upc', 'in', upcs).execute();
}

/** The scope's YouTube assets with the given ISRCs, oldest first. */
export function findYoutubeAssetsByIsrc(db: Db, scope: Scope, isrcs: readonly string[]) {
  return selectScoped(db, 'youtube_assets', scope)
    .select(['isrc', 'title', 'artist'])
    .where('isrc', 'in', isrcs)
    .orderBy('id')
    .execute();
}

/**
 * Columns that move whenever `describeTracks` could name the scope's songs differently: catalogue
 * rows are only ever added, releases and tracks are edited (a count catches a deletion), and artists
 * are never renamed. For a version read beside other columns in one statement; the scope's company
 * may be a prepared query's slot (`slotScope`).
 */
export function trackNamesVersion(scope: Scope) {
  return sql`
    (select coalesce(max(id), 0) from youtube_assets) as asset,
    (select count(*) from releases where ${inScope(scope)}) as releases,
    (select max(updated_at) from releases where ${inScope(scope)}) as release_changed,
    (select count(*) from tracks where ${inScope(scope)}) as tracks,
    (select max(updated_at) from tracks where ${inScope(scope)}) as track_changed`;
}
