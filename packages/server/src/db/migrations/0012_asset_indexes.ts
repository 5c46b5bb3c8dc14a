import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Reads of a large catalogue (100,000 assets) that otherwise go through every asset of the
// company, or every word a prefix starts, on each request: the assets added since the search index
// was last brought up to date, asked before every list; the list filtered by asset type, with that
// filter's count; and whether one asset has a word with a given prefix, which lets a search walk
// the list in its order and stop once the page is full.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c.index('youtube_assets_company_id', 'youtube_assets', ['company_id', 'id']);
  await c.index('youtube_assets_company_type_views', 'youtube_assets', ['company_id', 'asset_type', 'views', 'id']);
  // Also serves what the index it replaces did: deleting an asset's words with the asset.
  await c.index('youtube_asset_terms_asset_term', 'youtube_asset_terms', ['asset_ref', 'term']);
  await db.schema.dropIndex('youtube_asset_terms_asset').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await columnsFor(db).index('youtube_asset_terms_asset', 'youtube_asset_terms', ['asset_ref']);
  await db.schema.dropIndex('youtube_asset_terms_asset_term').execute();
  await db.schema.dropIndex('youtube_assets_company_type_views').execute();
  await db.schema.dropIndex('youtube_assets_company_id').execute();
}
