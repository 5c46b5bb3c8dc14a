import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { findReleasesByUpc, findTracksByIsrc, findYoutubeAssetsByIsrc } from './track-descriptions.repository.ts';

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
  scope: Scope,
  items: readonly string[],
): Promise<Map<string, TrackDescription>> {
  const found = new Map<string, TrackDescription>();
  if (items.length === 0) return found;
  for (const row of await findTracksByIsrc(db, scope, items)) {
    if (!row.isrc || found.has(row.isrc)) continue;
    found.set(row.isrc, {
      title: row.title,
      artist: row.artist ?? row.credited ?? null,
      release_title: row.release_title,
      upc: row.upc,
    });
  }
  for (const row of await findReleasesByUpc(db, scope, items)) {
    if (row.upc && !found.has(row.upc)) {
      found.set(row.upc, { title: row.title, artist: null, release_title: row.title, upc: row.upc });
    }
  }
  for (const row of await findYoutubeAssetsByIsrc(db, scope, items)) {
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
