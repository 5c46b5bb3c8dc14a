import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { findOwnedRow } from '../../../db/owned-rows.ts';
import type { CompanyScope, Scope } from '../../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../../db/scoped-queries.ts';
import type { ReleaseFileRow, ReleaseFilesTable, ReleaseRow } from '../release.tables.ts';

/** Records a stored upload. */
export async function insertReleaseFile(
  db: Db,
  scope: CompanyScope,
  file: Omit<Insertable<ReleaseFilesTable>, 'company_id'>,
): Promise<void> {
  await insertScoped(db, 'release_files', scope, file).execute();
}

/** The scope's files with these ids (unknown or foreign ids are simply absent). */
export async function findReleaseFiles(db: Db, scope: Scope, ids: readonly string[]): Promise<ReleaseFileRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return selectScoped(db, 'release_files', scope).selectAll().where('id', 'in', unique).execute();
}

/** One file of the scope, or undefined. */
export function findReleaseFile(db: Db, scope: Scope, id: string): Promise<ReleaseFileRow | undefined> {
  return findOwnedRow(db, 'release_files', scope, id);
}

const TRACK_FILES = ['audio_file_id', 'video_file_id', 'clip_file_id'] as const;
const LISTED_FILES = ['supporting_file_ids', 'documentation_file_ids'] as const;

/** Every stored file a release and its tracks name: cover, letter, documents, audio, video and clips. */
export async function findFileIdsOfRelease(db: Db, scope: Scope, release: ReleaseRow): Promise<string[]> {
  const tracks = await selectScoped(db, 'tracks', scope)
    .select(TRACK_FILES)
    .where('release_id', '=', release.id)
    .execute();
  return [
    ...new Set([...fileIdsOf([release]), ...tracks.flatMap((track) => TRACK_FILES.map((column) => track[column]))]),
  ].filter((id): id is string => id !== null);
}

/** The file ids release rows name (cover, letter and the JSON lists of documents). */
function fileIdsOf(
  releases: readonly Pick<ReleaseRow, 'cover_file_id' | 'letter_file_id' | (typeof LISTED_FILES)[number]>[],
) {
  return releases.flatMap((release) => [
    release.cover_file_id,
    release.letter_file_id,
    ...LISTED_FILES.flatMap((column) => JSON.parse(release[column]) as string[]),
  ]);
}

/** Of `ids`, those a release or track of the scope names. */
export async function findFileIdsInUse(db: Db, scope: Scope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const releases = await selectScoped(db, 'releases', scope)
    .select(['cover_file_id', 'letter_file_id', ...LISTED_FILES])
    .where((eb) =>
      eb.or([
        eb('cover_file_id', 'in', ids),
        eb('letter_file_id', 'in', ids),
        // File ids are hex: a quoted id matches only that id in a JSON list.
        ...ids.flatMap((id) => LISTED_FILES.map((column) => eb(column, 'like', `%"${id}"%`))),
      ]),
    )
    .execute();
  const tracks = await selectScoped(db, 'tracks', scope)
    .select(TRACK_FILES)
    .where((eb) => eb.or(TRACK_FILES.map((column) => eb(column, 'in', ids))))
    .execute();
  const named = new Set([
    ...fileIdsOf(releases),
    ...tracks.flatMap((track) => TRACK_FILES.map((column) => track[column])),
  ]);
  return new Set(ids.filter((id) => named.has(id)));
}

/** Deletes the scope's file rows with these ids and returns them, so their bytes can go too. */
export async function deleteReleaseFiles(db: Db, scope: Scope, ids: readonly string[]): Promise<ReleaseFileRow[]> {
  if (ids.length === 0) return [];
  return deleteScoped(db, 'release_files', scope).where('id', 'in', ids).returningAll().execute();
}
