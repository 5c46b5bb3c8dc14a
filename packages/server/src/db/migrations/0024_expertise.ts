import type { CreateTableBuilder, Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Expertise: staff's topics, courses and episodes with their uploaded files, and each learner's
// watchlist, progress per episode (what the player really played) and finished courses.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const fileRef = (name: string) => (table: ReturnType<typeof db.schema.createTable>) =>
    table.addColumn(name, 'text', (col) => col.references('expertise_files.id').onDelete('set null'));

  await db.schema
    .createTable('expertise_files')
    // 128 random bits, hex: the file's name in storage and in its signed URL.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .$call((table) => c.texts(table, ['path', 'mime', 'original_name']))
    .addColumn('size', c.bigint, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('expertise_topics'))
    .$call((table) => c.texts(table, ['name', 'name_en']))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('expertise_courses'))
    .addColumn('topic_id', 'integer', (col) => col.notNull().references('expertise_topics.id'))
    .$call((table) => c.texts(table, ['title', 'title_en', 'description', 'description_en']))
    // Both languages' title and description folded to lower case without accents: what search reads.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('is_mandatory', c.flag, c.falseDefault)
    .addColumn('featured_position', 'integer')
    .addColumn('suggested_for', 'text')
    .addColumn('is_published', c.flag, c.falseDefault)
    // Kept as they happen, so sorting a list by them reads no progress rows.
    .addColumn('learner_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('view_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('expertise_courses_published', 'expertise_courses', ['is_published', 'topic_id']);
  await c.index('expertise_courses_featured', 'expertise_courses', ['featured_position']);

  await c
    .id(db.schema.createTable('expertise_episodes'))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('expertise_courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .$call((table) => c.texts(table, ['title', 'title_en', 'description', 'description_en']))
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    .$call(fileRef('video_file_id'))
    .$call(fileRef('poster_file_id'))
    .$call(fileRef('subtitles_id_file_id'))
    .$call(fileRef('subtitles_en_file_id'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('expertise_episodes_course', 'expertise_episodes', ['course_id', 'position']);

  const userRef = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'));
  const courseRef = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn('course_id', 'integer', (col) =>
      col.notNull().references('expertise_courses.id').onDelete('cascade'),
    );

  await c
    .id(db.schema.createTable('expertise_watchlist'))
    .$call(c.companyId)
    .$call(userRef)
    .$call(courseRef)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('expertise_watchlist_user_course', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('expertise_progress')
    .$call(c.companyId)
    .$call(userRef)
    .addColumn('episode_id', 'integer', (col) => col.notNull().references('expertise_episodes.id').onDelete('cascade'))
    .$call(courseRef)
    // The latest opening: reports are measured against the time since it.
    .addColumn('opened_at', c.timestamp, (col) => col.notNull())
    // Milliseconds credited since that opening, so the allowance is spent once however often they report.
    .addColumn('session_played_ms', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('played_ms', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('position_ms', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('watched_at', c.timestamp)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('expertise_progress_pk', ['user_id', 'episode_id'])
    .execute();
  await c.index('expertise_progress_course', 'expertise_progress', ['user_id', 'course_id']);
  await c.index('expertise_progress_company', 'expertise_progress', ['company_id', 'course_id']);

  // A course a learner finished stays finished: an episode staff add later does not take it back.
  await db.schema
    .createTable('expertise_completions')
    .$call(c.companyId)
    .$call(userRef)
    .$call(courseRef)
    .addColumn('finished_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('expertise_completions_pk', ['user_id', 'course_id'])
    .execute();
  await c.index('expertise_completions_company', 'expertise_completions', ['company_id', 'finished_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'expertise_completions',
    'expertise_progress',
    'expertise_watchlist',
    'expertise_episodes',
    'expertise_courses',
    'expertise_topics',
    'expertise_files',
  ])
    await db.schema.dropTable(table).execute();
}
