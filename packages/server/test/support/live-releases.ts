import type { Db } from '../../src/db/database.ts';

/** A track of a test release: its ISRC, and a title and number where the test reads them. */
export type LiveTrack = { isrc: string; title?: string; track_number?: number };

/**
 * Inserts a release of `companyId` that is out in the stores from `releaseDate`, with `tracks` in order,
 * every row stamped `at`; answers the release's id and its tracks' ids.
 */
export async function insertLiveRelease(
  db: Db,
  release: { companyId: number; releaseDate: string; at: string; title?: string },
  tracks: readonly LiveTrack[],
): Promise<{ releaseId: number; trackIds: number[] }> {
  const { companyId, at } = release;
  const { id: releaseId } = await db
    .insertInto('releases')
    .values({
      company_id: companyId,
      status: 'success',
      title: release.title,
      release_date: release.releaseDate,
      platforms: '[]',
      supporting_file_ids: '[]',
      documentation_file_ids: '[]',
      errors: '[]',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const trackIds: number[] = [];
  for (const track of tracks) {
    const { id } = await db
      .insertInto('tracks')
      .values({
        company_id: companyId,
        release_id: releaseId,
        ...track,
        is_explicit: false,
        is_instrumental: false,
        has_preview: false,
        performer_contributors: '[]',
        production_contributors: '[]',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    trackIds.push(id);
  }
  return { releaseId, trackIds };
}
