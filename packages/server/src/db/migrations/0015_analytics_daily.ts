import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Company-wide analytics (a summary, a daily series, countries, audience) summed the item rollups:
// a company with thousands of items a day had hundreds of thousands of rows in a 28-day window. This
// table keeps the same sums without the item (and its channel): one row per run × company × day ×
// country × breakdown value, so a window is a few thousand rows. It is filled from the item rollups
// here, and by the ingest beside them from now on; deleted with its run like them.
const DIMENSIONS = [
  'feed',
  'store',
  'period',
  'day',
  'country',
  'breakdown',
  'traffic_source',
  'gender',
  'age_group',
  'operating_system',
];
const SUMS = [
  'row_count',
  'views',
  'watch_seconds',
  'revenue_micros',
  'subscribers_gained',
  'subscribers_lost',
  'listeners',
  'saves',
  'completions',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('analytics_daily'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references('analytics_runs.id').onDelete('cascade'))
    .$call((table) => c.texts(table, DIMENSIONS))
    .$call((table) => c.bigints(table, SUMS))
    .addUniqueConstraint('analytics_daily_key', [
      'run_id',
      'company_id',
      'day',
      'country',
      'traffic_source',
      'gender',
      'age_group',
      'operating_system',
    ])
    .execute();
  await c.index('analytics_daily_company', 'analytics_daily', ['company_id', 'feed', 'breakdown', 'day']);
  const keys = ['company_id', 'run_id', ...DIMENSIONS].join(', ');
  await sql
    .raw(
      `insert into analytics_daily (${keys}, ${SUMS.join(', ')})
       select ${keys}, ${SUMS.map((s) => `sum(${s})`).join(', ')} from analytics_rollups group by ${keys}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_daily').execute();
}
