import type { Db } from '../../db/database.ts';
import type { Scope } from '../../db/scope.ts';
import { findArtistRows, findCreditRows, findLiveEventRows, findTrackRows } from './artist-catalogue.repository.ts';
import type { ReadDeps } from './release.read.ts';

/** An artist of the company's artist database, with what its releases credit it on. */
export interface CatalogueArtist {
  id: number;
  name: string;
  image_url: string | null;
  spotify_id: string | null;
  releases: number;
  live_tracks: number;
}

/** A track of the catalogue with its release, credited artists and signed cover thumbnail. */
export interface CatalogueTrack {
  id: number;
  title: string;
  isrc: string | null;
  shareId: string | null;
  artists: { id: number | null; name: string }[];
  coverUrl: string | null;
  release: { id: number; title: string; upc: string | null; release_date: string | null; status: string };
}

type ArtistRow = Awaited<ReturnType<typeof findArtistRows>>[number];
type CreditRow = Awaited<ReturnType<typeof findCreditRows>>[number];
type TrackRow = Awaited<ReturnType<typeof findTrackRows>>[number];

/** A name as searches and credits compare it: any case, any accents. */
export const foldName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * True when the credit names the artist: by its id, or, for a credit typed without picking the artist
 * from the database, by its name.
 */
const credits = (credit: CreditRow, artist: ArtistRow) =>
  credit.artist_id === artist.id ||
  (credit.artist_id === null && foldName(credit.name ?? '') === foldName(artist.name));

/** The tracks a credit covers: a release credit covers every track of the release. */
const isCovered = (credit: CreditRow, track: TrackRow) =>
  credit.release_id === track.release_id && (credit.track_id === null || credit.track_id === track.id);

/** Artists with their release and live-track counts, from the scope's credits. */
async function withCounts(
  db: Db,
  scope: Scope,
  artists: readonly ArtistRow[],
  creditRows: readonly CreditRow[],
): Promise<CatalogueArtist[]> {
  const liveReleases = [...new Set(creditRows.filter((row) => row.status === 'success').map((row) => row.release_id))];
  const liveTracks = await findTrackRows(db, scope, { releaseIds: liveReleases });
  return artists.map((artist) => {
    const own = creditRows.filter((credit) => credits(credit, artist));
    return {
      ...artist,
      releases: new Set(own.map((credit) => credit.release_id)).size,
      live_tracks: liveTracks.filter((track) => own.some((credit) => isCovered(credit, track))).length,
    };
  });
}

/** The scope's artists with their release and live-track counts, by name. */
export async function catalogueArtists(db: Db, scope: Scope): Promise<CatalogueArtist[]> {
  const [artists, creditRows] = await Promise.all([findArtistRows(db, scope), findCreditRows(db, scope)]);
  return withCounts(db, scope, artists, creditRows);
}

/** Tracks as lists show them: credited artists (linked to the database where they are in it) and covers. */
async function describeRows(
  deps: ReadDeps,
  scope: Scope,
  rows: readonly TrackRow[],
  artists: readonly ArtistRow[],
): Promise<CatalogueTrack[]> {
  const releaseIds = [...new Set(rows.map((row) => row.release_id))];
  const [creditRows, signer] = await Promise.all([
    releaseIds.length > 0 ? findCreditRows(deps.db, scope, releaseIds) : Promise.resolve([]),
    deps.links.signer(),
  ]);
  return rows.map((row) => {
    const named = creditRows.filter((credit) => isCovered(credit, row) && credit.name);
    const names = [...new Map(named.map((credit) => [foldName(credit.name ?? ''), credit])).values()];
    return {
      id: row.id,
      title: row.title ?? row.release_title ?? '',
      isrc: row.isrc,
      shareId: row.share_id,
      artists: names.map((credit) => ({
        id: artists.find((artist) => credits(credit, artist))?.id ?? null,
        name: credit.name ?? '',
      })),
      coverUrl: row.cover_file_id
        ? signer.urlOf({ id: row.cover_file_id, companyId: row.company_id }, 'thumbnail')
        : null,
      release: {
        id: row.release_id,
        title: row.release_title ?? '',
        upc: row.upc,
        release_date: row.release_date?.slice(0, 10) ?? null,
        status: row.status,
      },
    };
  });
}

/** An artist of the scope and the tracks crediting it (newest release first); undefined when not the scope's. */
export async function artistCatalogue(
  deps: ReadDeps,
  scope: Scope,
  artistId: number,
): Promise<{ artist: CatalogueArtist; tracks: CatalogueTrack[] } | undefined> {
  const [artists, creditRows] = await Promise.all([findArtistRows(deps.db, scope), findCreditRows(deps.db, scope)]);
  const self = artists.find((row) => row.id === artistId);
  if (!self) return undefined;
  const [artist] = await withCounts(deps.db, scope, [self], creditRows);
  const own = creditRows.filter((credit) => credits(credit, self));
  const candidates = await findTrackRows(deps.db, scope, {
    releaseIds: [...new Set(own.map((credit) => credit.release_id))],
  });
  const rows = candidates.filter((track) => own.some((credit) => isCovered(credit, track)));
  return artist && { artist, tracks: await describeRows(deps, scope, rows, artists) };
}

/** One track of the scope by id or ISRC, or undefined. */
export async function catalogueTrack(
  deps: ReadDeps,
  scope: Scope,
  by: { id: number } | { isrc: string },
): Promise<CatalogueTrack | undefined> {
  const [rows, artists] = await Promise.all([findTrackRows(deps.db, scope, by), findArtistRows(deps.db, scope)]);
  const [row] = rows;
  return row ? (await describeRows(deps, scope, [row], artists))[0] : undefined;
}

/** When each of the scope's releases first went live (ISO time), by release id. */
export async function releasesLiveAt(
  db: Db,
  scope: Scope,
  releaseIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await findLiveEventRows(db, scope, releaseIds);
  return new Map(rows.map((row) => [row.release_id, String(row.live_at)]));
}
