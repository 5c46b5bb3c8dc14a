import type {
  DeleteQueryBuilder,
  DeleteResult,
  Generated,
  Insertable,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import { type CompanyScope, inScope, type Scope } from './scope.ts';

// Each query of a company's table starts here, so its tenant is named with its table, never added later.
// Kysely cannot type a query on a table picked by a type parameter, so each builder is cast to the
// one a literal table gives: callers pass a literal table and get that table's exact types.
// test/support/repository-tables.ts reads the table from the second argument of these calls.

/** The tables whose rows belong to one company. */
export type CompanyTable = {
  [T in keyof Database]: Database[T] extends { company_id: number } ? T : never;
}[keyof Database];

/** A new row of a company table without its company, which the scope gives. */
export type CompanyRowValues<T extends CompanyTable> = Omit<Insertable<Database[T]>, 'company_id'>;

/** A select over the scope's rows of a company table. */
export function selectScoped<T extends CompanyTable>(db: Db, table: T, scope: Scope) {
  const query = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
  return query.where(inScope(scope));
}

/** An update of the scope's rows of a company table; another company's rows never change. */
export function updateScoped<T extends CompanyTable>(db: Db, table: T, scope: Scope) {
  const query = db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
  return query.where(inScope(scope));
}

/** A delete of the scope's rows of a company table; another company's rows stay. */
export function deleteScoped<T extends CompanyTable>(db: Db, table: T, scope: Scope) {
  const query = db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
  return query.where(inScope(scope));
}

/** An insert of rows of the scope's company into a company table, each written with the company's id. */
export function insertScoped<T extends CompanyTable>(
  db: Db,
  table: T,
  scope: CompanyScope,
  rows: CompanyRowValues<T> | readonly CompanyRowValues<T>[],
) {
  const stamp = (row: CompanyRowValues<T>) =>
    ({ ...row, company_id: scope.companyId }) as unknown as Insertable<Database[T]>;
  return db.insertInto(table).values(Array.isArray(rows) ? rows.map(stamp) : stamp(rows as CompanyRowValues<T>));
}

/** The company tables whose rows carry a numeric id. */
type CompanyIdTable = {
  [T in CompanyTable]: Selectable<Database[T]> extends { id: number } ? T : never;
}[CompanyTable];

// The view the insert below is typed on: a table picked by a type parameter, its columns any names.
type KeyedView = Kysely<Record<CompanyIdTable, { id: Generated<number> } & Record<string, unknown>>>;

/**
 * Inserts a row of the scope's company unless a row with the same `key` (a unique key of the table) is
 * there: answers the new row's id, or undefined when the key was taken and nothing was written.
 */
export async function insertScopedOnce<T extends CompanyIdTable>(
  db: Db,
  table: T,
  scope: CompanyScope,
  row: CompanyRowValues<T>,
  key: readonly (keyof Database[T] & string)[],
): Promise<number | undefined> {
  const into: CompanyIdTable = table;
  const inserted = await (db as unknown as KeyedView)
    .insertInto(into)
    .values({ ...row, company_id: scope.companyId })
    .onConflict((oc) => oc.columns(key).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Whether the query finds a row; it reads one at most. */
export async function hasRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
