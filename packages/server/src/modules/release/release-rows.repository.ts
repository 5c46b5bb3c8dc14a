import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { inScope, type Scope } from '../../db/scope.ts';

/** The tables whose rows hang off one release: its artist credits, its status events, its tracks. */
type ReleaseChildTable = 'release_artists' | 'release_events' | 'tracks';

// As in db/owned-rows.ts: Kysely cannot name the columns of a table picked by a type parameter,
// so the query is built on a view with just the columns it filters and sorts on.
type ChildView = Kysely<
  Record<
    ReleaseChildTable,
    { company_id: number; release_id: number; id: number; position: number; track_number: number }
  >
>;

/** The scope's rows of `table` for the given releases, sorted by `order`; none for no releases. */
export async function findReleaseRows<T extends ReleaseChildTable>(
  db: Db,
  scope: Scope,
  table: T,
  releaseIds: readonly number[],
  order: readonly (keyof Database[T] & ('id' | 'position' | 'track_number'))[],
): Promise<Selectable<Database[T]>[]> {
  if (releaseIds.length === 0) return [];
  const from: ReleaseChildTable = table;
  let query = (db as unknown as ChildView)
    .selectFrom(from)
    .selectAll()
    .where(inScope(scope))
    .where('release_id', 'in', releaseIds);
  for (const column of order) query = query.orderBy(column);
  return (await query.execute()) as Selectable<Database[T]>[];
}
