import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Support tickets with their threads, feedback, and the files attached to either (company rows);
// the information center, the DSP list and the changelog, which staff write for every partner.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await c
    .id(db.schema.createTable('support_tickets'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .$call((table) => c.texts(table, ['subject', 'category', 'status']))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  // A company's tickets newest first; staff's queue by status.
  await c.index('support_tickets_company', 'support_tickets', ['company_id', 'updated_at']);
  await c.index('support_tickets_status', 'support_tickets', ['status', 'updated_at']);

  await c
    .id(db.schema.createTable('support_messages'))
    .$call(c.companyId)
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_staff', c.flag, c.falseDefault)
    .$call((table) => c.texts(table, ['author_name', 'message']))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('support_messages_ticket', 'support_messages', ['ticket_id', 'id']);

  await c
    .id(db.schema.createTable('support_feedback'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .$call((table) => c.texts(table, ['category', 'message']))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('support_attachments'))
    .$call(c.companyId)
    .addColumn('message_id', 'integer', (col) => col.references('support_messages.id').onDelete('cascade'))
    .addColumn('feedback_id', 'integer', (col) => col.references('support_feedback.id').onDelete('cascade'))
    .$call((table) => c.texts(table, ['name', 'extension', 'stored_name']))
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('support_attachments_message', 'support_attachments', ['message_id']);

  await c
    .id(db.schema.createTable('info_articles'))
    .$call((table) => c.texts(table, ['category', 'title_id', 'title_en', 'body_id', 'body_en', 'search_text']))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', c.flag, c.falseDefault)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('info_articles_category', 'info_articles', ['category', 'position']);

  await c
    .id(db.schema.createTable('dsp_stores'))
    .$call((table) => c.texts(table, ['name', 'type', 'region', 'description_id', 'description_en', 'website']))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', c.flag, c.falseDefault)
    .execute();

  await c
    .id(db.schema.createTable('changelog_entries'))
    .$call((table) => c.texts(table, ['version', 'released_on', 'title_id', 'title_en', 'items_id', 'items_en']))
    .addColumn('is_published', c.flag, c.falseDefault)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('changelog_entries_released', 'changelog_entries', ['released_on']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'changelog_entries',
    'dsp_stores',
    'info_articles',
    'support_attachments',
    'support_feedback',
    'support_messages',
    'support_tickets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
