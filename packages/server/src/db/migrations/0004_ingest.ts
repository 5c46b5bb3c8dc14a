import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Report ingestion: runs, the catalogue and contracts it attributes by, facts, rollups, FX and the ledger.
// Runs, unmatched rows, store mappings and FX rates belong to the distributor's own company, so every
// table keeps a NOT NULL company_id and tenancy rules need no exception.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const company = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'));

  await company(c.id(db.schema.createTable('ingest_runs')))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('regular'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('matched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unmatched_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error_rows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_micros', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('file_total_micros', c.bigint)
    .addColumn('total_idr', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .addColumn('published_at', c.timestamp)
    .addUniqueConstraint('ingest_runs_source_sha256', ['source', 'sha256'])
    .execute();
  await db.schema.createIndex('ingest_runs_period').on('ingest_runs').columns(['source', 'period', 'store']).execute();

  await company(c.id(db.schema.createTable('store_mappings')))
    .addColumn('store', 'text', (col) => col.notNull().unique())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await company(c.id(db.schema.createTable('youtube_assets')))
    .addColumn('asset_id', 'text')
    .addColumn('custom_id', 'text')
    .addColumn('asset_label', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('title', 'text')
    .addColumn('isrc', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  for (const key of ['asset_id', 'custom_id', 'asset_label', 'channel_id', 'isrc']) {
    await db.schema.createIndex(`youtube_assets_${key}`).on('youtube_assets').columns([key, 'company_id']).execute();
  }

  // A company's contract on one asset/ISRC/UPC: each co-owner's cut in basis points; the rest is the company's.
  await company(c.id(db.schema.createTable('revenue_shares')))
    .addColumn('key_kind', 'text', (col) => col.notNull())
    .addColumn('key_value', 'text', (col) => col.notNull())
    .addColumn('co_owner', 'text', (col) => col.notNull())
    .addColumn('share_bps', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('revenue_shares_key', ['company_id', 'key_kind', 'key_value', 'co_owner'])
    .execute();
  await db.schema
    .createIndex('revenue_shares_lookup')
    .on('revenue_shares')
    .columns(['key_kind', 'key_value'])
    .execute();

  const runRef = 'ingest_runs.id';
  await company(c.id(db.schema.createTable('usage_facts')))
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('isrc', 'text')
    .addColumn('upc', 'text')
    .addColumn('units', c.bigint, (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('gross_micros', c.bigint, (col) => col.notNull())
    .addColumn('nett_micros', c.bigint, (col) => col.notNull())
    .addColumn('shared_micros', c.bigint, (col) => col.notNull())
    .addColumn('gross_idr', c.bigint, (col) => col.notNull())
    .addColumn('nett_idr', c.bigint, (col) => col.notNull())
    .addColumn('adjustment_type', 'text')
    .execute();
  // Facts are only read for drill-down within a run (reports read rollups), so one index keeps bulk loads fast.
  await db.schema.createIndex('usage_facts_run').on('usage_facts').columns(['run_id', 'company_id']).execute();

  await company(c.id(db.schema.createTable('unmatched_rows')))
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('keys', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('gross_micros', c.bigint, (col) => col.notNull())
    .addColumn('gross_idr', c.bigint, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('assigned_company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('unmatched_rows_run').on('unmatched_rows').columns(['run_id', 'status']).execute();

  // One row per run × company × country × item × day: a run's rollups are deleted with it when replaced.
  await company(c.id(db.schema.createTable('revenue_rollups')))
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('row_count', c.bigint, (col) => col.notNull())
    .addColumn('units', c.bigint, (col) => col.notNull())
    .addColumn('gross_micros', c.bigint, (col) => col.notNull())
    .addColumn('nett_micros', c.bigint, (col) => col.notNull())
    .addColumn('shared_micros', c.bigint, (col) => col.notNull())
    .addColumn('gross_idr', c.bigint, (col) => col.notNull())
    .addColumn('nett_idr', c.bigint, (col) => col.notNull())
    .addUniqueConstraint('revenue_rollups_key', ['run_id', 'company_id', 'country', 'item_key', 'day'])
    .execute();
  await db.schema
    .createIndex('revenue_rollups_company')
    .on('revenue_rollups')
    .columns(['company_id', 'source', 'period'])
    .execute();

  // Attribution looks rows up by ISRC and UPC in the release module's tables (0003 has no index on them).
  await db.schema.createIndex('tracks_isrc_attribution').on('tracks').columns(['isrc', 'company_id']).execute();
  await db.schema.createIndex('releases_upc_attribution').on('releases').columns(['upc', 'company_id']).execute();

  await company(c.id(db.schema.createTable('fx_rates')))
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rate_scaled', c.bigint, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('fx_rates_period_currency', ['period', 'currency'])
    .execute();

  await company(c.id(db.schema.createTable('ledger_entries')))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_idr', c.bigint, (col) => col.notNull())
    .addColumn('run_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('ledger_entries_idempotency', ['company_id', 'source', 'period', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracks_isrc_attribution').execute();
  await db.schema.dropIndex('releases_upc_attribution').execute();
  for (const table of [
    'ledger_entries',
    'fx_rates',
    'revenue_rollups',
    'unmatched_rows',
    'usage_facts',
    'revenue_shares',
    'youtube_assets',
    'store_mappings',
    'ingest_runs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
