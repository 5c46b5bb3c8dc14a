import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Release delivery: the company's artist database, uploads, releases with their tracks, the
// status history, and the notifications that status changes leave for the company.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const real = c.isPostgres ? ('double precision' as const) : ('real' as const);

  await c
    .id(db.schema.createTable('artists'))
    .$call(c.companyId)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('spotify_id', 'text')
    .addColumn('image_url', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('artists_company_name', 'artists', ['company_id', 'name']);

  // Ids are random text so a file id in a form cannot be guessed or enumerated.
  await db.schema
    .createTable('release_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['type', 'path', 'stored_name']))
    .addColumn('original_name', 'text')
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', c.bigint, (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sample_rate', 'integer')
    .addColumn('bit_depth', 'integer')
    .addColumn('channels', 'integer')
    .addColumn('duration_seconds', real)
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('release_files_company', 'release_files', ['company_id']);

  const fileRef = 'release_files.id';

  await c
    .id(db.schema.createTable('releases'))
    .$call(c.companyId)
    .addColumn('album_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('release_type', 'text')
    .addColumn('title', 'text')
    .addColumn('upc', 'text')
    .addColumn('release_date', 'text')
    .addColumn('label', 'text')
    .addColumn('asset_label', 'text')
    .addColumn('platforms', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cover_file_id', 'text', (col) => col.references(fileRef).onDelete('set null'))
    .addColumn('letter_file_id', 'text', (col) => col.references(fileRef).onDelete('set null'))
    .addColumn('supporting_file_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('documentation_file_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('submitted_at', c.timestamp)
    .addColumn('ddex_path', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('releases_company_status', 'releases', ['company_id', 'status']);
  await c.index('releases_status', 'releases', ['status', 'updated_at']);

  await c
    .id(db.schema.createTable('tracks'))
    .$call(c.companyId)
    .addColumn('release_id', 'integer', (col) => col.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('track_number', 'integer')
    .addColumn('composer_first_name', 'text')
    .addColumn('composer_last_name', 'text')
    .addColumn('isrc', 'text')
    .addColumn('video_isrc', 'text')
    .addColumn('genre', 'text')
    .addColumn('language', 'text')
    .addColumn('region', 'text')
    .addColumn('is_explicit', c.flag, c.falseDefault)
    .addColumn('is_instrumental', c.flag, c.falseDefault)
    .addColumn('lyrics', 'text')
    .addColumn('audio_file_id', 'text', (col) => col.references(fileRef).onDelete('set null'))
    .addColumn('video_file_id', 'text', (col) => col.references(fileRef).onDelete('set null'))
    .addColumn('clip_file_id', 'text', (col) => col.references(fileRef).onDelete('set null'))
    .addColumn('has_preview', c.flag, c.falseDefault)
    .addColumn('preview_release_date', 'text')
    .addColumn('performer_contributors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('production_contributors', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('tracks_release', 'tracks', ['company_id', 'release_id']);

  // Artist credits of a release (track_id null) or of one of its tracks, in order.
  await c
    .id(db.schema.createTable('release_artists'))
    .$call(c.companyId)
    .addColumn('release_id', 'integer', (col) => col.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', (col) => col.references('tracks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('artist_id', 'integer', (col) => col.references('artists.id').onDelete('set null'))
    .addColumn('spotify_id', 'text')
    .addColumn('name', 'text')
    .addColumn('role', 'text')
    .execute();
  await c.index('release_artists_release', 'release_artists', ['company_id', 'release_id']);

  await c
    .id(db.schema.createTable('release_events'))
    .$call(c.companyId)
    .addColumn('release_id', 'integer', (col) => col.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('errors', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('release_events_release', 'release_events', ['company_id', 'release_id']);

  await c
    .id(db.schema.createTable('notifications'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_read', c.flag, c.falseDefault)
    .addColumn('is_important', c.flag, c.falseDefault)
    .addColumn('additional_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('notifications_user', 'notifications', ['company_id', 'user_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'release_events',
    'release_artists',
    'tracks',
    'releases',
    'release_files',
    'artists',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
