import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.ts';
import { tableNames } from './support/database-snapshot.ts';
import { GLOBAL_TABLES } from './support/global-tables.ts';
import { describeOnEngine, testEngine, useTestApp } from './support/test-app.ts';

type Column = { table: string; column: string; isNotNull: boolean };
type ForeignKey = { table: string; column: string; foreignTable: string; foreignColumn: string };

async function rows<T>(db: Kysely<unknown>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Tables, columns and single-column foreign keys of the current schema, read from the engine's catalogue. */
async function introspect(db: Kysely<unknown>) {
  const tables = await tableNames(db);
  if (testEngine === 'sqlite') {
    const columns: Column[] = [];
    const foreignKeys: ForeignKey[] = [];
    for (const table of tables) {
      for (const info of await rows<{ name: string; notnull: number; pk: number }>(
        db,
        sql`select name, "notnull", pk from pragma_table_info(${table})`,
      )) {
        columns.push({ table, column: info.name, isNotNull: info.notnull === 1 });
      }
      for (const fk of await rows<{ id: number; seq: number; table: string; from: string; to: string | null }>(
        db,
        sql`select id, seq, "table", "from", "to" from pragma_foreign_key_list(${table})`,
      )) {
        foreignKeys.push({ table, column: fk.from, foreignTable: fk.table, foreignColumn: fk.to ?? 'id' });
      }
    }
    return { tables, columns, foreignKeys };
  }
  const columns = (
    await rows<{ table_name: string; column_name: string; is_nullable: string }>(
      db,
      sql`select table_name, column_name, is_nullable from information_schema.columns
          where table_schema = current_schema()`,
    )
  ).map((row) => ({ table: row.table_name, column: row.column_name, isNotNull: row.is_nullable === 'NO' }));
  const foreignKeys = (
    await rows<{ table_name: string; column_name: string; foreign_table: string; foreign_column: string }>(
      db,
      sql`select cl.relname as table_name, a.attname as column_name,
                 fcl.relname as foreign_table, fa.attname as foreign_column
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_namespace ns on ns.oid = cl.relnamespace
          join pg_class fcl on fcl.oid = con.confrelid
          join pg_namespace fns on fns.oid = fcl.relnamespace
          cross join lateral unnest(con.conkey, con.confkey) as k(attnum, fattnum)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
          join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.fattnum
          where con.contype = 'f' and ns.nspname = current_schema() and fns.nspname = current_schema()
            and cardinality(con.conkey) = 1`,
    )
  ).map((row) => ({
    table: row.table_name,
    column: row.column_name,
    foreignTable: row.foreign_table,
    foreignColumn: row.foreign_column,
  }));
  return { tables, columns, foreignKeys };
}

/** Tables outside the allowlists that lack a NOT NULL `company_id` referencing `companies(id)`, with why. */
async function findUnscopedTables(db: Kysely<unknown>): Promise<string[]> {
  const { tables, columns, foreignKeys } = await introspect(db);
  const problems: string[] = [];
  for (const table of tables) {
    if (table in GLOBAL_TABLES) continue;
    const companyId = columns.find((column) => column.table === table && column.column === 'company_id');
    const hasForeignKey = foreignKeys.some(
      (fk) =>
        fk.table === table &&
        fk.column === 'company_id' &&
        fk.foreignTable === 'companies' &&
        fk.foreignColumn === 'id',
    );
    if (!companyId) problems.push(`${table}: no company_id column`);
    else if (!companyId.isNotNull) problems.push(`${table}: company_id is nullable`);
    if (companyId && !hasForeignKey) problems.push(`${table}: company_id has no foreign key to companies(id)`);
  }
  return problems;
}

const t = useTestApp();

describe('tenant columns', () => {
  it('gives every table outside the reviewed global list a NOT NULL company_id referencing companies(id)', async () => {
    expect(await findUnscopedTables(t.db as unknown as Kysely<unknown>)).toEqual([]);
  });

  it('lists only global tables that exist, so a stale entry cannot hide a new table of that name', async () => {
    const { tables } = await introspect(t.db as unknown as Kysely<unknown>);
    expect(tables).toEqual(expect.arrayContaining(Object.keys(GLOBAL_TABLES)));
    expect(tables).toContain('users');
  });

  it('catches a table without company_id, with a nullable one, and with one lacking its foreign key', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await db.schema
      .createTable('probe_no_company')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .execute();
    await db.schema
      .createTable('probe_nullable_company')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('company_id', 'integer', (col) => col.references('companies.id'))
      .execute();
    await db.schema
      .createTable('probe_no_foreign_key')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('company_id', 'integer', (col) => col.notNull())
      .execute();
    try {
      expect(await findUnscopedTables(db)).toEqual([
        'probe_no_company: no company_id column',
        'probe_no_foreign_key: company_id has no foreign key to companies(id)',
        'probe_nullable_company: company_id is nullable',
      ]);
    } finally {
      for (const table of ['probe_no_company', 'probe_nullable_company', 'probe_no_foreign_key']) {
        await db.schema.dropTable(table).execute();
      }
    }
  });
});

describeOnEngine('sqlite', 'SQLite connection settings', () => {
  const pragma = async (db: Db, name: string) =>
    Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];

  it('enforces foreign keys and writes ahead to a log on a file database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-sqlite-'));
    const { db } = openDatabase(`sqlite://${path.join(dir, 'irama.sqlite')}`);
    try {
      expect(await pragma(db, 'foreign_keys')).toBe(1);
      expect(await pragma(db, 'journal_mode')).toBe('wal');
      expect(await pragma(db, 'busy_timeout')).toBe(5000);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('enforces foreign keys on the test database too', async () => {
    expect(await pragma(t.db, 'foreign_keys')).toBe(1);
  });
});
