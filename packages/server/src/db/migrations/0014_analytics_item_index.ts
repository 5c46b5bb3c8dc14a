import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// One asset's, channel's or song's analytics (a detail page, a song page) read its own days: without
// an index that leads with the item, every such read walked all of the company's rows of the range.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c.index('analytics_rollups_item', 'analytics_rollups', ['company_id', 'feed', 'item_key', 'breakdown', 'day']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_rollups_item').execute();
}
