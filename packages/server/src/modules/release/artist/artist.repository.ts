import { type Db, nowIso } from '../../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../../db/scope.ts';
import type { ArtistRow } from '../release.tables.ts';

/** Artists of the scope whose name starts with or contains `q`, prefix matches first. */
export async function searchArtists(db: Db, scope: Scope, q: string, limit: number): Promise<ArtistRow[]> {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom('artists')
    .selectAll()
    .where(inScope(scope))
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
  const rows = await db.selectFrom('artists').selectAll().where(inScope(scope)).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds an artist to the company's database, or returns the one with the same Spotify id or name. */
export async function insertArtist(
  db: Db,
  scope: CompanyScope,
  artist: { name: string; spotify_id: string | null; image_url: string | null },
): Promise<ArtistRow> {
  let existing = db.selectFrom('artists').selectAll().where(inScope(scope));
  existing = artist.spotify_id
    ? existing.where('spotify_id', '=', artist.spotify_id)
    : existing.where('name', '=', artist.name).where('spotify_id', 'is', null);
  const found = await existing.executeTakeFirst();
  if (found) return found;
  return db
    .insertInto('artists')
    .values({ ...artist, company_id: scope.companyId, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
