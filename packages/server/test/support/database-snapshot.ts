import { type Kysely, sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import '../../src/modules/balance/balance.tables.ts';
import { testEngine } from './test-app.ts';

/** The tables of the current schema, from the engine's own catalogue. */
export async function tableNames(db: Kysely<unknown> | Db): Promise<string[]> {
  const query =
    testEngine === 'sqlite'
      ? // Ordinary tables only: a full-text index's virtual table and its shadow tables are an index.
        sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return (await query.execute(db as Kysely<unknown>)).rows.map((row) => row.name);
}

/**
 * What a refused request must leave as it was: the row count of every table, and the ledger and
 * the money audit log row by row.
 */
export async function snapshotOf(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n);
  }
  const ledger = await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  const audit = await db.selectFrom('money_audit').selectAll().orderBy('id').execute();
  return { counts, ledger, audit };
}
