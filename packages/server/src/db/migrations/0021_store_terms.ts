import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// What a store pays for, as staff keep it: whether it pays for streams at all. The DSP analytics
// read it to say why a store's streams earned nothing. Keyed by the store's normalised name (the
// analytics feeds' `apple_music`, a DSR's `Deezer` as `deezer`), and the distributor's like every
// other ingest setting.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('store_terms'))
    .$call(c.companyId)
    .addColumn('store', 'text', (col) => col.notNull().unique())
    .addColumn('is_monetised', c.flag, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_terms').execute();
}
