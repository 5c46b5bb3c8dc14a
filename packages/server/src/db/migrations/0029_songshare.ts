import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// The public share page of a live track: its share id (random, so ids cannot be walked in sequence),
// the cover and preview made for the page once, and store-link clicks counted per store and day.
// Tracks already live get their share id here; later ones when their release goes live.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// A shipped migration keeps its own copy: the module's generator may change, this backfill may not.
function shareId(): string {
  let id = '';
  while (id.length < 11) {
    for (const byte of randomBytes(16)) {
      // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && id.length < 11) id += BASE62[byte % 62];
    }
  }
  return id;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await db.schema.alterTable('tracks').addColumn('share_id', 'text').execute();
  await db.schema.createIndex('tracks_share_id').on('tracks').column('share_id').unique().execute();
  const live = await sql<{ id: number }>`
    select t.id from tracks t join releases r on r.id = t.release_id where r.status = 'success'
  `.execute(db);
  for (const { id } of live.rows) {
    await sql`update tracks set share_id = ${shareId()} where id = ${id}`.execute(db);
  }

  await c
    .id(db.schema.createTable('songshare_media'))
    .$call(c.companyId)
    .addColumn('track_id', 'integer', (col) => col.notNull().unique().references('tracks.id').onDelete('cascade'))
    .addColumn('cover_webp_url', 'text')
    .addColumn('cover_jpeg_url', 'text')
    .addColumn('preview_path', 'text')
    .addColumn('preview_ms', 'integer')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('songshare_clicks'))
    .$call(c.companyId)
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addUniqueConstraint('songshare_clicks_track_store_day', ['track_id', 'store', 'day'])
    .execute();
  await c.index('songshare_clicks_company_track', 'songshare_clicks', ['company_id', 'track_id', 'day']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('songshare_clicks').execute();
  await db.schema.dropTable('songshare_media').execute();
  await db.schema.dropIndex('tracks_share_id').execute();
  await db.schema.alterTable('tracks').dropColumn('share_id').execute();
}
