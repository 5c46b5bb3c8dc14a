import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Report ingestion: runs, the catalogue and contracts it attributes by, facts, rollups, FX and the ledger.
// Runs, unmatched rows, store mappings and FX rates belong to the distributor's own company, so every
// table keeps a NOT NULL company_id and tenancy rules need no exception.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await c
    .id(db.schema.createTable('ingest_runs'))
    .$call(c.companyId)
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
  await c.index('ingest_runs_period', 'ingest_runs', ['source', 'period', 'store']);

  await c
    .id(db.schema.createTable('store_mappings'))
    .$call(c.companyId)
    .addColumn('store', 'text', (col) => col.notNull().unique())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('youtube_assets'))
    .$call(c.companyId)
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
  await c
    .id(db.schema.createTable('revenue_shares'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['key_kind', 'key_value', 'co_owner']))
    .addColumn('share_bps', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('revenue_shares_key', ['company_id', 'key_kind', 'key_value', 'co_owner'])
    .execute();
  await c.index('revenue_shares_lookup', 'revenue_shares', ['key_kind', 'key_value']);

  const runRef = 'ingest_runs.id';
  await c
    .id(db.schema.createTable('usage_facts'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .$call((table) => c.texts(table, ['period', 'source', 'store']))
    .$call(c.factColumns)
    .execute();
  // Facts are only read for drill-down within a run (reports read rollups), so one index keeps bulk loads fast.
  await c.index('usage_facts_run', 'usage_facts', ['run_id', 'company_id']);

  await c
    .id(db.schema.createTable('unmatched_rows'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('keys', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .$call((table) => c.bigints(table, ['gross_micros', 'gross_idr']))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('assigned_company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('unmatched_rows_run', 'unmatched_rows', ['run_id', 'status']);

  // One row per run × company × country × item × day: a run's rollups are deleted with it when replaced.
  await c
    .id(db.schema.createTable('revenue_rollups'))
    .$call(c.companyId)
    .addColumn('run_id', 'integer', (col) => col.notNull().references(runRef).onDelete('cascade'))
    .$call((table) => c.texts(table, ['period', 'source', 'store', 'country', 'item_key', 'day']))
    .$call((table) =>
      c.bigints(table, ['row_count', 'units', 'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr']),
    )
    .addUniqueConstraint('revenue_rollups_key', ['run_id', 'company_id', 'country', 'item_key', 'day'])
    .execute();
  await c.index('revenue_rollups_company', 'revenue_rollups', ['company_id', 'source', 'period']);

  // Attribution looks rows up by ISRC and UPC in the release module's tables (0003 has no index on them).
  await c.index('tracks_isrc_attribution', 'tracks', ['isrc', 'company_id']);
  await c.index('releases_upc_attribution', 'releases', ['upc', 'company_id']);

  await c
    .id(db.schema.createTable('fx_rates'))
    .$call(c.companyId)
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rate_scaled', c.bigint, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('fx_rates_period_currency', ['period', 'currency'])
    .execute();

  await c
    .id(db.schema.createTable('ledger_entries'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['source', 'period', 'kind']))
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
