import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Facts lose their foreign key to companies: checking it row by row was 5.3 s of a 3.7 s COPY of a
// million facts on PostgreSQL, and 15% of the insert on SQLite. The key still holds: the ingest writes a
// run's facts and its rollups in one transaction, every fact adds to a rollup row of its own company, and
// the rollups keep the key, so a fact naming no company fails its whole run.
const KEYED = '"company_id" integer not null references "companies" ("id") on delete cascade';
const UNKEYED = '"company_id" integer not null';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (columnsFor(db).isPostgres) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint where conrelid = 'usage_facts'::regclass and contype = 'f'`.execute(db);
    for (const { name } of rows) await sql`alter table usage_facts drop constraint ${sql.id(name)}`.execute(db);
    return;
  }
  await rebuildSqlite(db, KEYED, UNKEYED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnsFor(db).isPostgres) {
    await sql`alter table usage_facts add foreign key (company_id) references companies (id) on delete cascade`.execute(
      db,
    );
    return;
  }
  await rebuildSqlite(db, UNKEYED, KEYED);
}

/**
 * SQLite cannot add or drop a key in place: the table is made again from its own definition with the
 * company column changed, and its rows, ids and index are carried over.
 */
async function rebuildSqlite(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'usage_facts'`.execute(db);
  const definition = rows[0]?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`usage_facts is not in the expected shape: ${definition}`);
  const rebuilt = definition
    .replace(from, to)
    .replace(/^create table "?usage_facts"?/i, 'create table "usage_facts_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into usage_facts_rebuilt select * from usage_facts`.execute(db);
  await db.schema.dropTable('usage_facts').execute();
  await db.schema.alterTable('usage_facts_rebuilt').renameTo('usage_facts').execute();
  await db.schema.createIndex('usage_facts_run').on('usage_facts').column('run_id').execute();
}
