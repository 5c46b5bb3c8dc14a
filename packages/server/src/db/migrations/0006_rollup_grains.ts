import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Revenue rollups move from one row per company × country × item × day (as many rows as the file had)
// to one row per company and value of each report dimension: by country, by item (track or asset) and
// by day. A report reads one small grain; the ingest keeps them in memory and writes a few thousand rows
// instead of sorting every fact. Facts lose the run-wide period, source and store (their run has them)
// and the per-row check of their run's key, and are indexed by run alone, which a bulk load appends to in order.
const GRAINS = [
  { grain: 'country', column: 'country', country: 'country', item: "''", day: "''" },
  { grain: 'item', column: 'item_key', country: "''", item: 'item_key', day: "''" },
  { grain: 'day', column: 'day', country: "''", item: "''", day: 'day' },
] as const;
const SUMS = ['row_count', 'units', 'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRollups(db, 'revenue_rollups_by_grain', { hasGrain: true });
  const keys = 'company_id, run_id, period, source, store';
  const sums = SUMS.map((s) => `sum(${s})`).join(', ');
  for (const g of GRAINS) {
    await sql
      .raw(
        `insert into revenue_rollups_by_grain (${keys}, grain, country, item_key, day, ${SUMS.join(', ')})
         select ${keys}, '${g.grain}', ${g.country}, ${g.item}, ${g.day}, ${sums} from revenue_rollups
         group by ${keys}, ${g.column}`,
      )
      .execute(db);
  }
  await db.schema.dropTable('revenue_rollups').execute();
  await db.schema.alterTable('revenue_rollups_by_grain').renameTo('revenue_rollups').execute();
  await db.schema
    .createIndex('revenue_rollups_reports')
    .on('revenue_rollups')
    .columns(['company_id', 'grain', 'source', 'period'])
    .execute();

  await rebuildFacts(db, { hasRunColumns: false });
  await db.schema.createIndex('usage_facts_run').on('usage_facts').column('run_id').execute();
}

/** The rollup table by grain, or (rolling back) in 0004's shape: one row per company × country × item × day. */
async function createRollups(db: Kysely<unknown>, name: string, { hasGrain }: { hasGrain: boolean }) {
  const c = columnsFor(db);
  let table: CreateTableBuilder<string, string> = c
    .id(db.schema.createTable(name))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references('ingest_runs.id').onDelete('cascade'));
  if (hasGrain) table = table.addColumn('grain', 'text', (col) => col.notNull());
  for (const column of ['period', 'source', 'store', 'country', 'item_key', 'day']) {
    table = table.addColumn(column, 'text', (col) => col.notNull());
  }
  for (const column of SUMS) table = table.addColumn(column, c.bigint, (col) => col.notNull());
  const dimensions = ['country', 'item_key', 'day'];
  await (hasGrain
    ? table.addUniqueConstraint('revenue_rollups_grain_key', ['run_id', 'company_id', 'grain', ...dimensions])
    : table.addUniqueConstraint('revenue_rollups_key', ['run_id', 'company_id', ...dimensions])
  ).execute();
}

const FACT_COLUMNS =
  'company_id run_id line country day item_key isrc upc units currency gross_micros nett_micros shared_micros gross_idr nett_idr adjustment_type';

/**
 * Rebuilds usage_facts with or without the run-wide columns and the foreign key to its run (SQLite
 * cannot drop either in place). Without: a fact belongs to a run the ingest deletes it with, and the
 * key's per-row check cost 70% of a bulk load on PostgreSQL. The company key stays (tenancy).
 */
async function rebuildFacts(db: Kysely<unknown>, { hasRunColumns }: { hasRunColumns: boolean }) {
  const c = columnsFor(db);
  let table = c
    .id(db.schema.createTable('usage_facts_rebuilt'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) =>
      hasRunColumns ? col.notNull().references('ingest_runs.id').onDelete('cascade') : col.notNull(),
    )
    .addColumn('line', 'integer', (col) => col.notNull());
  if (hasRunColumns) {
    for (const column of ['period', 'source', 'store']) table = table.addColumn(column, 'text', (col) => col.notNull());
  }
  await table.$call(c.factColumns).execute();
  const columns = FACT_COLUMNS.split(' ').map((column) => `f.${column}`);
  const [into, from] = hasRunColumns
    ? [
        `id, ${FACT_COLUMNS.replaceAll(' ', ', ')}, period, source, store`,
        `f.id, ${columns.join(', ')}, r.period, r.source, r.store from usage_facts f join ingest_runs r on r.id = f.run_id`,
      ]
    : [`id, ${FACT_COLUMNS.replaceAll(' ', ', ')}`, `f.id, ${columns.join(', ')} from usage_facts f`];
  await sql.raw(`insert into usage_facts_rebuilt (${into}) select ${from}`).execute(db);
  await db.schema.dropTable('usage_facts').execute();
  await db.schema.alterTable('usage_facts_rebuilt').renameTo('usage_facts').execute();
  if (c.isPostgres) {
    // Copied ids do not move the identity sequence on PostgreSQL; SQLite's AUTOINCREMENT follows them.
    await sql`select setval(pg_get_serial_sequence('usage_facts', 'id'), coalesce(max(id), 0) + 1, false) from usage_facts`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildFacts(db, { hasRunColumns: true });
  await db.schema.createIndex('usage_facts_run').on('usage_facts').columns(['run_id', 'company_id']).execute();

  await db.schema.dropTable('revenue_rollups').execute();
  await createRollups(db, 'revenue_rollups', { hasGrain: false });
  await db.schema
    .createIndex('revenue_rollups_company')
    .on('revenue_rollups')
    .columns(['company_id', 'source', 'period'])
    .execute();
  // The full grain is rebuilt from the facts, which keep every row.
  const keys = 'f.company_id, f.run_id, r.period, r.source, r.store, f.country, f.item_key, f.day';
  const sums = ['count(*)', ...SUMS.slice(1).map((s) => `sum(f.${s})`)].join(', ');
  await sql
    .raw(
      `insert into revenue_rollups (company_id, run_id, period, source, store, country, item_key, day, ${SUMS.join(', ')})
       select ${keys}, ${sums} from usage_facts f join ingest_runs r on r.id = f.run_id group by ${keys}`,
    )
    .execute(db);
}
