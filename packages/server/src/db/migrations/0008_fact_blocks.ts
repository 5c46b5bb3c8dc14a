import { type Generated, type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';
import { type FrozenFact as Fact, parseFrozenFactBlock, writeFrozenFactBlock } from './frozen/0008-fact-lines.ts';

// A run's facts are stored as blocks of lines, one row per block, instead of one 16-column row per
// fact: nothing reads a fact on its own (reports read rollups), and a million rows were most of a
// run's insert time. Blocks belong to the run's company and keep both keys, checked once per block.
// Every run's facts move (the ingest deletes a run's facts before its record, so none are orphaned).

/** Facts per block when existing facts are moved into blocks, as the ingest writes them. */
const FACTS_PER_BLOCK = 2000;
/** Fact rows per insert when blocks are unpacked again. */
const FACTS_PER_INSERT = 500;

interface FactRow {
  company_id: number;
  run_id: number;
  line: number;
  country: string;
  day: string;
  item_key: string;
  isrc: string | null;
  upc: string | null;
  units: number;
  currency: string;
  gross_micros: number;
  nett_micros: number;
  shared_micros: number;
  gross_idr: number;
  nett_idr: number;
  adjustment_type: string | null;
}

/** The tables this migration moves rows between, as it sees them. */
interface Tables {
  ingest_runs: { id: number; company_id: number };
  usage_facts: FactRow & { id: Generated<number> };
  usage_fact_blocks: { id: Generated<number>; company_id: number; run_id: number; row_count: number; facts: Buffer };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('usage_fact_blocks'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references('ingest_runs.id').onDelete('cascade'))
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('facts', c.bytes, (col) => col.notNull())
    .execute();
  await c.index('usage_fact_blocks_run', 'usage_fact_blocks', ['run_id']);
  if (c.isPostgres) {
    // lz4 packs a block about threefold, cheaply enough that the smaller writes make a run faster
    // (0.47 → 0.53 of a bare COPY); pglz, the default, cost more than the rest of the insert, so a
    // server without lz4 (built without it, or before PostgreSQL 14) stores blocks as they come.
    const { rows } = await sql<{ hasLz4: boolean }>`
      select 'lz4' = any(enumvals) as "hasLz4" from pg_settings where name = 'default_toast_compression'`.execute(db);
    const storage = rows[0]?.hasLz4 ? 'set compression lz4' : 'set storage external';
    await sql.raw(`alter table usage_fact_blocks alter column facts ${storage}`).execute(db);
  }

  const tables = db as unknown as Kysely<Tables>;
  const runs = await tables.selectFrom('ingest_runs').select(['id', 'company_id']).orderBy('id').execute();
  for (const run of runs) {
    let after = 0;
    for (;;) {
      const rows = await tables
        .selectFrom('usage_facts')
        .selectAll()
        .where('run_id', '=', run.id)
        .where('id', '>', after)
        .orderBy('id')
        .limit(FACTS_PER_BLOCK)
        .execute();
      if (rows.length === 0) break;
      const facts = writeFrozenFactBlock(rows.map(factOfRow));
      await tables
        .insertInto('usage_fact_blocks')
        .values({ company_id: run.company_id, run_id: run.id, row_count: rows.length, facts })
        .execute();
      after = Number(rows.at(-1)?.id);
    }
  }
  await db.schema.dropTable('usage_facts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('usage_facts'))
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('run_id', 'integer', (col) => col.notNull())
    .addColumn('line', 'integer', (col) => col.notNull())
    .$call(c.factColumns)
    .execute();
  await c.index('usage_facts_run', 'usage_facts', ['run_id']);

  const tables = db as unknown as Kysely<Tables>;
  let after = 0;
  for (;;) {
    const block = await tables
      .selectFrom('usage_fact_blocks')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!block) break;
    const rows = parseFrozenFactBlock(block.facts.toString('utf8')).map((fact) => rowOfFact(block.run_id, fact));
    for (let i = 0; i < rows.length; i += FACTS_PER_INSERT) {
      await tables
        .insertInto('usage_facts')
        .values(rows.slice(i, i + FACTS_PER_INSERT))
        .execute();
    }
    after = block.id;
  }
  await db.schema.dropTable('usage_fact_blocks').execute();
}

function factOfRow(row: FactRow): Fact {
  return {
    companyId: row.company_id,
    line: row.line,
    country: row.country,
    day: row.day,
    itemKey: row.item_key,
    isrc: row.isrc,
    upc: row.upc,
    units: Number(row.units),
    currency: row.currency,
    grossMicros: Number(row.gross_micros),
    nettMicros: Number(row.nett_micros),
    sharedMicros: Number(row.shared_micros),
    grossIdr: Number(row.gross_idr),
    nettIdr: Number(row.nett_idr),
    adjustmentType: row.adjustment_type,
  };
}

function rowOfFact(runId: number, fact: Fact): FactRow {
  return {
    company_id: fact.companyId,
    run_id: runId,
    line: fact.line,
    country: fact.country,
    day: fact.day,
    item_key: fact.itemKey,
    isrc: fact.isrc,
    upc: fact.upc,
    units: fact.units,
    currency: fact.currency,
    gross_micros: fact.grossMicros,
    nett_micros: fact.nettMicros,
    shared_micros: fact.sharedMicros,
    gross_idr: fact.grossIdr,
    nett_idr: fact.nettIdr,
    adjustment_type: fact.adjustmentType,
  };
}
