import { type Db, nowIso } from '../../../db/database.ts';
import type { CompanyScope, Scope } from '../../../db/scope.ts';
import { insertScoped, selectScoped } from '../../../db/scoped-queries.ts';
import type { ArtistRow } from '../release.tables.ts';

/** Artists of the scope whose name starts with or contains `q`, prefix matches first. */
export async function searchArtists(db: Db, scope: Scope, q: string, limit: number): Promise<ArtistRow[]> {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await selectScoped(db, 'artists', scope)
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${escaped}%`))
    .orderBy('name')
    .limit(limit * 5)
    .execute();
  const lower = q.toLowerCase();
  const isPrefix = (row: ArtistRow) => row.name.toLowerCase().startsWith(lower);
  return [...rows.filter(isPrefix), ...rows.filter((row) => !isPrefix(row))].slice(0, limit);
}

/** The scope's artists with these ids. */
export async function findArtistIds(db: Db, scope: Scope, ids: readonly number[]): Promise<Map<number, ArtistRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectScoped(db, 'artists', scope).selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds an artist to the company's database, or returns the one with the same Spotify id or name. */
export async function insertArtist(
  db: Db,
  scope: CompanyScope,
  artist: { name: string; spotify_id: string | null; image_url: string | null },
): Promise<ArtistRow> {
  let existing = selectScoped(db, 'artists', scope).selectAll();
  existing = artist.spotify_id
    ? existing.where('spotify_id', '=', artist.spotify_id)
    : existing.where('name', '=', artist.name).where('spotify_id', 'is', null);
  const found = await existing.executeTakeFirst();
  if (found) return found;
  return insertScoped(db, 'artists', scope, { ...artist, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
