import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import { newShareId } from './share-id.ts';

/** Gives every track of a release that has none its share id (the release has just gone live). */
export async function assignShareIds(db: Db, scope: Scope, releaseId: number): Promise<void> {
  const tracks = await selectScoped(db, 'tracks', scope)
    .select('id')
    .where('release_id', '=', releaseId)
    .where('share_id', 'is', null)
    .execute();
  for (const { id } of tracks) {
    await updateScoped(db, 'tracks', scope).set({ share_id: newShareId() }).where('id', '=', id).execute();
  }
}

/** The track a share id names with its release and files, only while its release is live; or undefined. */
export function findLiveTrackByShareId(db: Db, scope: Scope, shareId: string) {
  return db
    .selectFrom('tracks as t')
    .innerJoin('releases as r', 'r.id', 't.release_id')
    .leftJoin('release_files as cover', 'cover.id', 'r.cover_file_id')
    .leftJoin('release_files as audio', 'audio.id', 't.audio_file_id')
    .leftJoin('release_files as clip', 'clip.id', 't.clip_file_id')
    .where(inScope(scope, 't.company_id'))
    .where('t.share_id', '=', shareId)
    .where('r.status', '=', 'success')
    .select([
      't.id as track_id',
      't.company_id',
      't.release_id',
      't.title',
      't.isrc',
      'r.title as release_title',
      'r.platforms',
      'cover.path as cover_path',
      'audio.path as audio_path',
      'audio.duration_seconds as audio_seconds',
      'clip.path as clip_path',
      'clip.duration_seconds as clip_seconds',
    ])
    .executeTakeFirst();
}

/** The names credited on a track (its own credits, else the release's), in order. */
export async function findTrackArtistNames(
  db: Db,
  scope: Scope,
  track: { releaseId: number; trackId: number },
): Promise<string[]> {
  const credits = await selectScoped(db, 'release_artists', scope)
    .select(['track_id', 'name'])
    .where('release_id', '=', track.releaseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const own = credits.filter((credit) => credit.track_id === track.trackId);
  const chosen = own.length > 0 ? own : credits.filter((credit) => credit.track_id === null);
  return chosen.map((credit) => credit.name).filter((name): name is string => Boolean(name));
}

/** The share id of a track of the scope (null before it went live), or undefined when the scope has no such track. */
export function findTrackShareId(db: Db, scope: Scope, trackId: number) {
  return selectScoped(db, 'tracks', scope).select('share_id').where('id', '=', trackId).executeTakeFirst();
}
