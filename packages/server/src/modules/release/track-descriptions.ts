import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A track as the company's catalogue knows it; any field may be missing. */
export interface TrackDescription {
  title: string | null;
  artist: string | null;
  release_title: string | null;
  upc: string | null;
}

/**
 * What the company's catalogue says of some tracks (by ISRC, or by UPC for rows a store sent without
 * one): its releases first (their title, artist and UPC are what the company delivered), then its
 * YouTube catalogue for the back catalogue it never delivered through the portal. Every screen that
 * names a track by ISRC (DSP report, DSP analytics, Smart Analytics) names it through here, so one
 * track never shows two artists.
 */
export async function describeTracks(
  db: Db,
  companyId: number,
  items: readonly string[],
): Promise<Map<string, TrackDescription>> {
  const found = new Map<string, TrackDescription>();
  if (items.length === 0) return found;
  const keys = [...items];
  const tracks = await db
    .selectFrom('tracks as t')
    .innerJoin('releases as rel', 'rel.id', 't.release_id')
    .leftJoin('release_artists as ra', (join) =>
      join.onRef('ra.release_id', '=', 't.release_id').on('ra.position', '=', 0),
    )
    .leftJoin('artists as a', 'a.id', 'ra.artist_id')
    .select(['t.isrc', 't.title', 'rel.title as release_title', 'rel.upc', 'ra.name as credited', 'a.name as artist'])
    .where('t.company_id', '=', companyId)
    .where('t.isrc', 'in', keys)
    .orderBy('t.id')
    .execute();
  for (const row of tracks) {
    if (!row.isrc || found.has(row.isrc)) continue;
    found.set(row.isrc, {
      title: row.title,
      artist: row.artist ?? row.credited ?? null,
      release_title: row.release_title,
      upc: row.upc,
    });
  }
  const releases = await db
    .selectFrom('releases')
    .select(['upc', 'title'])
    .where('company_id', '=', companyId)
    .where('upc', 'in', keys)
    .execute();
  for (const row of releases) {
    if (row.upc && !found.has(row.upc)) {
      found.set(row.upc, { title: row.title, artist: null, release_title: row.title, upc: row.upc });
    }
  }
  const assets = await db
    .selectFrom('youtube_assets')
    .select(['isrc', 'title', 'artist'])
    .where('company_id', '=', companyId)
    .where('isrc', 'in', keys)
    .orderBy('id')
    .execute();
  for (const row of assets) {
    if (!row.isrc) continue;
    const known = found.get(row.isrc);
    if (!known) {
      found.set(row.isrc, { title: row.title, artist: row.artist, release_title: null, upc: null });
    } else {
      known.title ??= row.title;
      known.artist ??= row.artist;
    }
  }
  return found;
}

/**
 * Columns that move whenever `describeTracks` could name the company's songs differently: catalogue
 * rows are only ever added, releases and tracks are edited (a count catches a deletion), and artists
 * are never renamed. For a version read beside other columns in one statement; `companyId` may be a
 * prepared query's slot.
 */
export function trackNamesVersion(companyId: number | string) {
  return sql`
    (select coalesce(max(id), 0) from youtube_assets) as asset,
    (select count(*) from releases where company_id = ${companyId}) as releases,
    (select max(updated_at) from releases where company_id = ${companyId}) as release_changed,
    (select count(*) from tracks where company_id = ${companyId}) as tracks,
    (select max(updated_at) from tracks where company_id = ${companyId}) as track_changed`;
}
