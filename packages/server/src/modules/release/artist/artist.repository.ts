import { type Db, nowIso } from '../../../db/database.ts';
import type { ArtistRow } from '../release.tables.ts';

/** Artists of the company whose name starts with or contains `q`, prefix matches first. */
export async function searchArtists(db: Db, companyId: number, q: string, limit: number): Promise<ArtistRow[]> {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom('artists')
    .selectAll()
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${escaped}%`))
    .orderBy('name')
    .limit(limit * 5)
    .execute();
  const lower = q.toLowerCase();
  const isPrefix = (row: ArtistRow) => row.name.toLowerCase().startsWith(lower);
  return [...rows.filter(isPrefix), ...rows.filter((row) => !isPrefix(row))].slice(0, limit);
}

/** The company's artists with these ids. */
export async function findArtistIds(
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, ArtistRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('artists')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds an artist to the company's database, or returns the one with the same Spotify id or name. */
export async function insertArtist(
  db: Db,
  companyId: number,
  artist: { name: string; spotify_id: string | null; image_url: string | null },
): Promise<ArtistRow> {
  let existing = db.selectFrom('artists').selectAll().where('company_id', '=', companyId);
  existing = artist.spotify_id
    ? existing.where('spotify_id', '=', artist.spotify_id)
    : existing.where('name', '=', artist.name).where('spotify_id', 'is', null);
  const found = await existing.executeTakeFirst();
  if (found) return found;
  return db
    .insertInto('artists')
    .values({ ...artist, company_id: companyId, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
