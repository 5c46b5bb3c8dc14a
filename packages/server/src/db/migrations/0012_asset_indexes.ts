import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Two reads of a large catalogue (100,000 assets) that otherwise go through every asset of the
// company on each request: the assets added since the search index was last brought up to date,
// asked before every list; and the list filtered by asset type, with that filter's count.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c.index('youtube_assets_company_id', 'youtube_assets', ['company_id', 'id']);
  await c.index('youtube_assets_company_type_views', 'youtube_assets', ['company_id', 'asset_type', 'views', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('youtube_assets_company_type_views').execute();
  await db.schema.dropIndex('youtube_assets_company_id').execute();
}
