import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// The YouTube catalogue and its conflicts: what the asset reports tell about each asset, a word
// index for searching a large catalogue, the conflicts with their history, and background exports.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await db.schema
    .alterTable('youtube_assets')
    .addColumn('asset_type', 'text', (col) => col.notNull().defaultTo('sound_recording'))
    .execute();
  await db.schema
    .alterTable('youtube_assets')
    .addColumn('territories', 'text', (col) => col.notNull().defaultTo('WW'))
    .execute();
  await db.schema
    .alterTable('youtube_assets')
    .addColumn('views', c.bigint, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('youtube_assets').addColumn('artist', 'text').execute();
  // The catalogue's default order, and the per-company count, come from this index alone.
  await c.index('youtube_assets_company_views', 'youtube_assets', ['company_id', 'views', 'id']);

  // One row per word (and per code) of an asset, so a search is a range read, not a scan.
  await db.schema
    .createTable('youtube_asset_terms')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // Byte order on both engines, so a prefix is one contiguous range of the index.
    .addColumn('term', c.isPostgres ? sql`text collate "C"` : 'text', (col) => col.notNull())
    .addColumn('asset_ref', 'integer', (col) => col.notNull().references('youtube_assets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('youtube_asset_terms_pk', ['company_id', 'term', 'asset_ref'])
    .execute();
  await c.index('youtube_asset_terms_asset', 'youtube_asset_terms', ['asset_ref']);
  // The newest asset each company's words were taken from: later assets are indexed on the next search.
  await db.schema
    .createTable('youtube_asset_term_marks')
    .addColumn('company_id', 'integer', (col) =>
      col.primaryKey().notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('last_asset_ref', 'integer', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('conflicts'))
    .$call(c.companyId)
    .addColumn('asset_ref', 'integer', (col) => col.notNull().references('youtube_assets.id').onDelete('cascade'))
    .$call((table) => c.texts(table, ['conflicting_owner', 'territories', 'status']))
    .addColumn('views', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('active_claims', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opened_at', c.timestamp, (col) => col.notNull())
    .addColumn('deadline_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('conflicts_company_status', 'conflicts', ['company_id', 'status', 'deadline_at']);
  await c.index('conflicts_company_updated', 'conflicts', ['company_id', 'updated_at']);
  await c.index('conflicts_asset_owner', 'conflicts', ['asset_ref', 'conflicting_owner']);

  await c
    .id(db.schema.createTable('conflict_events'))
    .$call(c.companyId)
    .addColumn('conflict_id', 'integer', (col) => col.notNull().references('conflicts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // The actor's name as it was, so the history still reads right after the account is gone.
    .addColumn('actor_name', 'text')
    .addColumn('note', 'text')
    .addColumn('evidence_url', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('conflict_events_conflict', 'conflict_events', ['conflict_id', 'id']);

  await c
    .id(db.schema.createTable('catalog_exports'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call((table) => c.texts(table, ['format', 'filters', 'status']))
    .addColumn('rows_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rows_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('file_name', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .execute();
  await c.index('catalog_exports_company', 'catalog_exports', ['company_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'catalog_exports',
    'conflict_events',
    'conflicts',
    'youtube_asset_term_marks',
    'youtube_asset_terms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('youtube_assets_company_views').execute();
  for (const column of ['artist', 'views', 'territories', 'asset_type']) {
    await db.schema.alterTable('youtube_assets').dropColumn(column).execute();
  }
}
