import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// The catalogue filtered by asset type, in its default order, and that filter's count, from an
// index alone: without it a type filter reads every asset of the company (40 ms at 100,000).
export async function up(db: Kysely<unknown>): Promise<void> {
  await columnsFor(db).index('youtube_assets_company_type_views', 'youtube_assets', [
    'company_id',
    'asset_type',
    'views',
    'id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('youtube_assets_company_type_views').execute();
}
