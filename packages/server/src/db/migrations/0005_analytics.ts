import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Daily analytics feeds (asset, channel, store): their runs and the daily rollups every analytics page reads.
// Runs belong to the distributor's own company like ingest_runs, so both tables keep a NOT NULL company_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await c
    .id(db.schema.createTable('analytics_runs'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['feed', 'store', 'period', 'file_name']))
    .addColumn('sha256', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('matched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unmatched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .execute();
  await c.index('analytics_runs_period', 'analytics_runs', ['feed', 'store', 'period']);

  // One row per run × company × item × day × country × breakdown value; deleted with its run when replaced.
  await c
    .id(db.schema.createTable('analytics_rollups'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references('analytics_runs.id').onDelete('cascade'))
    .$call((table) =>
      c.texts(table, [
        'feed',
        'store',
        'period',
        'day',
        'item_key',
        'channel_id',
        'country',
        'breakdown',
        'traffic_source',
        'gender',
        'age_group',
        'operating_system',
      ]),
    )
    .$call((table) =>
      c.bigints(table, [
        'row_count',
        'views',
        'watch_seconds',
        'revenue_micros',
        'subscribers_gained',
        'subscribers_lost',
        'listeners',
        'saves',
        'completions',
      ]),
    )
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
  await c.index('analytics_rollups_company', 'analytics_rollups', ['company_id', 'feed', 'breakdown', 'day']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_rollups').execute();
  await db.schema.dropTable('analytics_runs').execute();
}
