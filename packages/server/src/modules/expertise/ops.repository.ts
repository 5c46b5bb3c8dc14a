import './expertise.tables.ts';
import type { EpisodeFileKind } from '@irama/contracts';
import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { COURSE_COLUMNS } from './courses.repository.ts';
import type {
  ExpertiseCoursesTable,
  ExpertiseEpisodesTable,
  ExpertiseFilesTable,
  ExpertiseTopicsTable,
} from './expertise.tables.ts';

// Staff's side: topics, courses, episodes and their files are the distributor's, not any company's.

/** The column of an episode that holds each kind of file. */
export const FILE_COLUMN = {
  video: 'video_file_id',
  poster: 'poster_file_id',
  subtitles_id: 'subtitles_id_file_id',
  subtitles_en: 'subtitles_en_file_id',
} as const satisfies Record<EpisodeFileKind, keyof ExpertiseEpisodesTable>;

/** The ids of the files `episodes` hold. */
export function fileIdsOf(episodes: readonly Selectable<ExpertiseEpisodesTable>[]): string[] {
  return episodes
    .flatMap((episode) => Object.values(FILE_COLUMN).map((column) => episode[column]))
    .filter((id) => id !== null);
}

/** Every topic in staff's order, with how many courses (published or not) it holds. */
export function findOpsTopics(db: Db, id?: number) {
  let query = db
    .selectFrom('expertise_topics')
    .select(['id', 'name', 'name_en', 'position'])
    .select((eb) =>
      eb
        .selectFrom('expertise_courses')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('expertise_courses.topic_id', '=', 'expertise_topics.id')
        .as('course_count'),
    )
    .orderBy('position')
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function insertTopic(db: Db, topic: Insertable<ExpertiseTopicsTable>): Promise<number> {
  const { id } = await db.insertInto('expertise_topics').values(topic).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTopic(db: Db, id: number, changes: Updateable<ExpertiseTopicsTable>): Promise<boolean> {
  const result = await db.updateTable('expertise_topics').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTopic(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('expertise_topics').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const opsCourseColumns = [
  ...COURSE_COLUMNS,
  'expertise_courses.is_published',
  'expertise_courses.created_at',
  'expertise_courses.updated_at',
] as const;

const episodeCount = (eb: ExpressionBuilder<Database, 'expertise_courses'>) =>
  eb
    .selectFrom('expertise_episodes')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .whereRef('expertise_episodes.course_id', '=', 'expertise_courses.id')
    .as('episode_count');

/** A page of every course, newest first; `search` arrives folded like `search_text`. */
export function findOpsCoursePage(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined; topic_id?: number | undefined },
) {
  let base = db.selectFrom('expertise_courses');
  if (query.search) base = base.where(containsText('expertise_courses.search_text', query.search));
  if (query.topic_id !== undefined) base = base.where('expertise_courses.topic_id', '=', query.topic_id);
  const rows = base.select(opsCourseColumns).select(episodeCount).orderBy('expertise_courses.id', 'desc');
  return readPage(base, rows, query);
}

export function findOpsCourse(db: Db, id: number) {
  return db
    .selectFrom('expertise_courses')
    .select(opsCourseColumns)
    .select(episodeCount)
    .where('expertise_courses.id', '=', id)
    .executeTakeFirst();
}
export type OpsCourseRow = NonNullable<Awaited<ReturnType<typeof findOpsCourse>>>;

export async function topicExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('expertise_topics').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertCourse(db: Db, course: Insertable<ExpertiseCoursesTable>): Promise<number> {
  const { id } = await db.insertInto('expertise_courses').values(course).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCourse(db: Db, id: number, changes: Updateable<ExpertiseCoursesTable>): Promise<boolean> {
  const result = await db.updateTable('expertise_courses').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCourse(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('expertise_courses').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The episodes of a course (or the one episode `id`), in the course's order. */
export function findOpsEpisodes(db: Db, where: { courseId: number } | { id: number }) {
  const query = db.selectFrom('expertise_episodes').selectAll();
  return ('id' in where ? query.where('id', '=', where.id) : query.where('course_id', '=', where.courseId))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertEpisode(db: Db, episode: Insertable<ExpertiseEpisodesTable>): Promise<number> {
  const { id } = await db.insertInto('expertise_episodes').values(episode).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateEpisode(db: Db, id: number, changes: Updateable<ExpertiseEpisodesTable>): Promise<boolean> {
  const result = await db.updateTable('expertise_episodes').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEpisode(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('expertise_episodes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The ids of the files the episodes of a course (or one episode) hold. */
export async function findFileIdsOf(db: Db, where: { courseId: number } | { id: number }): Promise<string[]> {
  return fileIdsOf(await findOpsEpisodes(db, where));
}

export function findFiles(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('expertise_files').selectAll().where('id', 'in', ids).execute();
}

export async function insertFile(db: Db, file: Insertable<ExpertiseFilesTable>): Promise<void> {
  await db.insertInto('expertise_files').values(file).execute();
}

/** Deletes file rows and answers their stored paths, to remove the bytes once the rows are gone. */
export async function deleteFiles(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('expertise_files').where('id', 'in', ids).returning('path').execute();
  return rows.map((row) => row.path);
}

/**
 * Puts `fileId` in the episode's `kind` slot (null empties it), with the episode's length when the
 * file tells it, and answers the file the slot held before; null for an unknown episode.
 */
export async function swapEpisodeFile(
  db: Db,
  episodeId: number,
  change: { kind: EpisodeFileKind; fileId: string | null; durationSeconds?: number | undefined; at: string },
): Promise<{ previous: string | null } | null> {
  const { kind, fileId, durationSeconds, at } = change;
  const column = FILE_COLUMN[kind];
  const episode = await db
    .selectFrom('expertise_episodes')
    .select(column)
    .where('id', '=', episodeId)
    .executeTakeFirst();
  if (!episode) return null;
  await db
    .updateTable('expertise_episodes')
    .set({
      [column]: fileId,
      ...(durationSeconds === undefined ? {} : { duration_seconds: durationSeconds }),
      updated_at: at,
    })
    .where('id', '=', episodeId)
    .execute();
  return { previous: episode[column] };
}
