import type { Kysely } from 'kysely';

// Staff content in English beside the Indonesian text it had: banners and the other Home and Ideas
// content, announcements, and YouTube payment notes. The text columns they had stay the Indonesian
// one; either language may be empty (a reader sees the other), which the write schemas keep from
// being both. Information-center articles had both languages from the start.
const COLUMNS: Record<string, readonly string[]> = {
  ideas_content: ['title_en', 'summary_en'],
  announcements: ['title_en', 'content_en'],
  youtube_payments: ['description_en'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
