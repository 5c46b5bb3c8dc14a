import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { inScope, type Scope } from './scope.ts';

/** The tables whose rows belong to one company and carry their own id. */
export type OwnedTable = {
  [T in keyof Database]: Database[T] extends { company_id: number; id: unknown } ? T : never;
}[keyof Database];

type OwnedId<T extends OwnedTable> =
  Selectable<Database[T]> extends { id: infer Id extends number | string } ? Id : never;

// Kysely cannot name the columns of a table picked by a type parameter, so these queries are
// built on a view in which every owned table has just the two columns they filter on.
type OwnedView = Kysely<Record<OwnedTable, { company_id: number; id: number | string }>>;

/** One row of a company's table by its id within the scope, or undefined (another company's id included). */
export async function findOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  scope: Scope,
  id: OwnedId<T>,
): Promise<Selectable<Database[T]> | undefined> {
  const from: OwnedTable = table;
  const row = await (db as unknown as OwnedView)
    .selectFrom(from)
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Changes columns of one row of a company's table within the scope; another company's id changes nothing. */
export async function updateOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  scope: Scope,
  id: OwnedId<T>,
  changes: Updateable<Database[T]>,
): Promise<void> {
  const target: OwnedTable = table;
  await (db as unknown as OwnedView)
    .updateTable(target)
    .set(changes as Updateable<{ company_id: number; id: number | string }>)
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}
