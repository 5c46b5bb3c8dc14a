import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Staff-managed content of Home and Ideas (banners, the social widgets, hot topics, trending video
// ideas) in one table by kind, and staff announcements, to every partner or to one company group. Neither belongs to a company.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('ideas_content'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .$call((table) => c.texts(table, ['title', 'summary', 'published_on']))
    .addColumn('image_url', 'text')
    .addColumn('link_url', 'text')
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('feed_url', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('ideas_content_kind', 'ideas_content', ['kind', 'position', 'published_on']);
  await c
    .id(db.schema.createTable('announcements'))
    .$call((table) => c.texts(table, ['title', 'content']))
    .addColumn('is_important', c.flag, c.falseDefault)
    .addColumn('group_name', 'text')
    .addColumn('published_at', c.timestamp, (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await c.index('announcements_published', 'announcements', ['published_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('ideas_content').execute();
}
