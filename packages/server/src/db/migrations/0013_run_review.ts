import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// A report whose summary totals disagree with its body is held for review: the run keeps the checks
// (each summary's declared totals beside the body's), and staff accept or reject it with a reason,
// kept with who and when in a table of its own so the run's history can show it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await db.schema
    .alterTable('ingest_runs')
    .addColumn('summary_checks', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  // The run list filtered by status ("needs review"), newest first.
  await c.index('ingest_runs_status', 'ingest_runs', ['status', 'id']);

  await c
    .id(db.schema.createTable('ingest_run_reviews'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references('ingest_runs.id').onDelete('cascade'))
    .$call((table) => c.texts(table, ['decision', 'reason', 'reviewer_name']))
    .addColumn('reviewer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('ingest_run_reviews_run', 'ingest_run_reviews', ['run_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_run_reviews').execute();
  await db.schema.dropIndex('ingest_runs_status').execute();
  await db.schema.alterTable('ingest_runs').dropColumn('summary_checks').execute();
}
