import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Daily analytics feeds (asset, channel, store): their runs and the daily rollups every analytics page reads.
// Runs belong to the distributor's own company like ingest_runs, so both tables keep a NOT NULL company_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const company = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'));

  await company(c.id(db.schema.createTable('analytics_runs')))
    .addColumn('feed', 'text', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('matched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unmatched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('analytics_runs_period')
    .on('analytics_runs')
    .columns(['feed', 'store', 'period'])
    .execute();

  // One row per run × company × item × day × country × breakdown value; deleted with its run when replaced.
  await company(c.id(db.schema.createTable('analytics_rollups')))
    .addColumn('run_id', 'integer', (col) => col.notNull().references('analytics_runs.id').onDelete('cascade'))
    .addColumn('feed', 'text', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('channel_id', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('breakdown', 'text', (col) => col.notNull())
    .addColumn('traffic_source', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('age_group', 'text', (col) => col.notNull())
    .addColumn('operating_system', 'text', (col) => col.notNull())
    .addColumn('row_count', c.bigint, (col) => col.notNull())
    .addColumn('views', c.bigint, (col) => col.notNull())
    .addColumn('watch_seconds', c.bigint, (col) => col.notNull())
    .addColumn('revenue_micros', c.bigint, (col) => col.notNull())
    .addColumn('subscribers_gained', c.bigint, (col) => col.notNull())
    .addColumn('subscribers_lost', c.bigint, (col) => col.notNull())
    .addColumn('listeners', c.bigint, (col) => col.notNull())
    .addColumn('saves', c.bigint, (col) => col.notNull())
    .addColumn('completions', c.bigint, (col) => col.notNull())
    .addUniqueConstraint('analytics_rollups_key', [
      'run_id',
      'company_id',
      'item_key',
      'day',
      'country',
      'traffic_source',
      'gender',
      'age_group',
      'operating_system',
    ])
    .execute();
  await db.schema
    .createIndex('analytics_rollups_company')
    .on('analytics_rollups')
    .columns(['company_id', 'feed', 'breakdown', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_rollups').execute();
  await db.schema.dropTable('analytics_runs').execute();
}
