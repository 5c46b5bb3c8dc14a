import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// The YouTube revenue report, YouTube payments and entertainment statements. A published YouTube
// period is kept per company as its assets and projects, ranked, so any page of a 250,000-asset
// report is an index range, and its projects and co-owned projects are read whole; the asset ×
// country grain of the rollups is read by one asset's range.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const sums = ['views', 'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr'];

  // One asset's (or country's) rollups of a period, whatever the source.
  await c.index('revenue_rollups_item', 'revenue_rollups', ['company_id', 'grain', 'period', 'item_key']);

  await c
    .id(db.schema.createTable('youtube_report_periods'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['period', 'kind']))
    .addColumn('rate_scaled', c.bigint)
    .addColumn('published_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('youtube_report_periods_key', ['company_id', 'period', 'kind'])
    .execute();

  await c
    .id(db.schema.createTable('youtube_report_assets'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['period', 'kind', 'asset_id', 'project']))
    .addColumn('title', 'text')
    .addColumn('artist', 'text')
    .addColumn('is_co_owned', c.flag, c.falseDefault)
    .$call((table) => c.bigints(table, sums))
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('project_rank', 'integer', (col) => col.notNull())
    .addUniqueConstraint('youtube_report_assets_key', ['company_id', 'period', 'kind', 'asset_id'])
    .execute();
  await c.index('youtube_report_assets_rank', 'youtube_report_assets', ['company_id', 'period', 'kind', 'rank']);
  await c.index('youtube_report_assets_project', 'youtube_report_assets', [
    'company_id',
    'period',
    'kind',
    'project',
    'project_rank',
  ]);
  // The co-owned assets of a period by project, read once at publish time.
  await c.index('youtube_report_assets_co_owned', 'youtube_report_assets', [
    'company_id',
    'period',
    'kind',
    'is_co_owned',
    'project',
  ]);
  await c.index('youtube_report_assets_months', 'youtube_report_assets', ['company_id', 'asset_id', 'period']);

  await c
    .id(db.schema.createTable('youtube_report_projects'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['period', 'kind', 'project']))
    .addColumn('assets', 'integer', (col) => col.notNull())
    .$call((table) => c.bigints(table, sums))
    .addUniqueConstraint('youtube_report_projects_key', ['company_id', 'period', 'kind', 'project'])
    .execute();

  // A project's co-owned assets only, with their co-owners and cuts as JSON ([{ name, share_bps }]).
  await c
    .id(db.schema.createTable('youtube_report_co_projects'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['period', 'kind', 'project']))
    .addColumn('assets', 'integer', (col) => col.notNull())
    .$call((table) => c.bigints(table, sums))
    .addColumn('co_owners', 'text', (col) => col.notNull())
    .addUniqueConstraint('youtube_report_co_projects_key', ['company_id', 'period', 'kind', 'project'])
    .execute();

  await c
    .id(db.schema.createTable('youtube_payments'))
    .$call(c.companyId)
    .addColumn('hash', 'text', (col) => col.notNull().unique())
    .$call((table) => c.texts(table, ['payment_period', 'report_period', 'kind', 'project', 'description']))
    .addColumn('amount_idr', c.bigint, (col) => col.notNull())
    .addColumn('paid_at', c.timestamp, (col) => col.notNull())
    .addColumn('paid_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('tax_deadline', 'text', (col) => col.notNull())
    .addColumn('tax_proof_url', 'text')
    .addColumn('tax_proof_name', 'text')
    .addColumn('tax_proof_uploaded_at', c.timestamp)
    .addColumn('reminded_at', c.timestamp)
    .addUniqueConstraint('youtube_payments_once', ['company_id', 'report_period', 'kind', 'project'])
    .execute();
  await c.index('youtube_payments_history', 'youtube_payments', ['company_id', 'payment_period']);
  await c.index('youtube_payments_deadline', 'youtube_payments', ['tax_deadline']);

  await c
    .id(db.schema.createTable('ent_statements'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['period', 'day', 'category', 'description']))
    .addColumn('amount_idr', c.bigint, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('ent_statements_period', 'ent_statements', ['company_id', 'period', 'day']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ent_statements',
    'youtube_payments',
    'youtube_report_co_projects',
    'youtube_report_projects',
    'youtube_report_assets',
    'youtube_report_periods',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('revenue_rollups_item').execute();
}
