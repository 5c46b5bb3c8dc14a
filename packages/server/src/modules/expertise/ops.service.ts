import type {
  CourseWriteSchema,
  EpisodeWriteSchema,
  OpsCourse,
  OpsCourseDetail,
  OpsEpisode,
  OpsTopic,
  TopicWriteSchema,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import type { ExpertiseDeps } from './expertise.deps.ts';
import type { EpisodeRow } from './expertise.tables.ts';
import {
  deleteCourse,
  deleteEpisode,
  deleteFiles,
  deleteTopic,
  fileIdsOf,
  findFileIdsOf,
  findFiles,
  findOpsCourse,
  findOpsCoursePage,
  findOpsEpisodes,
  findOpsTopics,
  insertCourse,
  insertEpisode,
  insertTopic,
  type OpsCourseRow,
  topicExists,
  updateCourse,
  updateEpisode,
  updateTopic,
} from './ops.repository.ts';

// Bodies arrive parsed by their schemas, defaults filled in.
type ParsedTopic = z.infer<typeof TopicWriteSchema>;
type ParsedCourse = z.infer<typeof CourseWriteSchema>;
type ParsedEpisode = z.infer<typeof EpisodeWriteSchema>;

/** Every topic, in staff's order. */
export async function listOpsTopics(db: Db, id?: number): Promise<OpsTopic[]> {
  const rows = await findOpsTopics(db, id);
  return rows.map((row) => ({ ...row, course_count: Number(row.course_count ?? 0) }));
}

async function getOpsTopic(db: Db, id: number): Promise<OpsTopic> {
  const [topic] = await listOpsTopics(db, id);
  if (!topic) throw notFound();
  return topic;
}

export async function createTopic(db: Db, body: ParsedTopic): Promise<OpsTopic> {
  const at = nowIso();
  return getOpsTopic(db, await insertTopic(db, { ...body, created_at: at, updated_at: at }));
}

export async function saveTopic(db: Db, id: number, body: ParsedTopic): Promise<OpsTopic> {
  if (!(await updateTopic(db, id, { ...body, updated_at: nowIso() }))) throw notFound();
  return getOpsTopic(db, id);
}

/** Deletes a topic no course belongs to any more (409 `expertise.topic_in_use` otherwise). */
export async function removeTopic(db: Db, id: number): Promise<void> {
  const topic = await getOpsTopic(db, id);
  if (topic.course_count > 0) throw new AppError('expertise.topic_in_use');
  await deleteTopic(db, id);
}

function toOpsCourse(row: OpsCourseRow): OpsCourse {
  return {
    ...row,
    is_mandatory: Boolean(row.is_mandatory),
    is_published: Boolean(row.is_published),
    suggested_for: row.suggested_for as OpsCourse['suggested_for'],
    episode_count: Number(row.episode_count ?? 0),
  };
}

/** The episodes as staff see them, with their files. */
async function opsEpisodesOf(deps: ExpertiseDeps, episodes: EpisodeRow[]): Promise<OpsEpisode[]> {
  const [files, signer] = await Promise.all([findFiles(deps.db, fileIdsOf(episodes)), deps.links.signer()]);
  const fileById = new Map(files.map((file) => [file.id, file]));
  const fileOf = (id: string | null) => {
    const file = id ? fileById.get(id) : undefined;
    return file
      ? { url: signer.urlOf(file.id), mime: file.mime, size: Number(file.size), name: file.original_name }
      : null;
  };
  return episodes.map((episode) => ({
    id: episode.id,
    course_id: episode.course_id,
    position: episode.position,
    title: episode.title,
    title_en: episode.title_en,
    description: episode.description,
    description_en: episode.description_en,
    duration_seconds: episode.duration_seconds,
    files: {
      video: fileOf(episode.video_file_id),
      poster: fileOf(episode.poster_file_id),
      subtitles_id: fileOf(episode.subtitles_id_file_id),
      subtitles_en: fileOf(episode.subtitles_en_file_id),
    },
  }));
}

/** A page of every course, published or not. */
export async function listOpsCourses(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined; topic_id?: number | undefined },
) {
  const { rows, total } = await findOpsCoursePage(db, {
    ...query,
    search: query.search ? foldForSearch(query.search) : undefined,
  });
  return { results: rows.map(toOpsCourse), page: query.page, limit: query.limit, total };
}

/** One course with its episodes and their files, or 404. */
export async function getOpsCourse(deps: ExpertiseDeps, id: number): Promise<OpsCourseDetail> {
  const course = await findOpsCourse(deps.db, id);
  if (!course) throw notFound();
  const episodes = await opsEpisodesOf(deps, await findOpsEpisodes(deps.db, { courseId: id }));
  return { ...toOpsCourse(course), episodes };
}

async function courseColumnsOf(db: Db, body: ParsedCourse) {
  if (!(await topicExists(db, body.topic_id)))
    throw new AppError('validation_failed', { fieldErrors: { topic_id: 'validation.invalid' } });
  const texts = [body.title, body.title_en, body.description, body.description_en];
  return { ...body, search_text: foldForSearch(texts.join('\n')), updated_at: nowIso() };
}

export async function createCourse(deps: ExpertiseDeps, body: ParsedCourse): Promise<OpsCourseDetail> {
  const columns = await courseColumnsOf(deps.db, body);
  return getOpsCourse(deps, await insertCourse(deps.db, { ...columns, created_at: columns.updated_at }));
}

export async function saveCourse(deps: ExpertiseDeps, id: number, body: ParsedCourse): Promise<OpsCourseDetail> {
  if (!(await updateCourse(deps.db, id, await courseColumnsOf(deps.db, body)))) throw notFound();
  return getOpsCourse(deps, id);
}

/** Removes file rows, then their bytes: a file whose row is gone is never served. */
export async function removeFiles(deps: ExpertiseDeps, ids: readonly string[]): Promise<void> {
  const paths = await deleteFiles(deps.db, ids);
  await Promise.all(paths.map((path) => deps.storage.remove(path)));
}

/** Deletes a course with its episodes, their files and everyone's progress in it. */
export async function removeCourse(deps: ExpertiseDeps, id: number): Promise<void> {
  const fileIds = await findFileIdsOf(deps.db, { courseId: id });
  if (!(await deleteCourse(deps.db, id))) throw notFound();
  await removeFiles(deps, fileIds);
}

/** One episode as staff see it, or 404. */
export async function getOpsEpisode(deps: ExpertiseDeps, id: number): Promise<OpsEpisode> {
  const [episode] = await opsEpisodesOf(deps, await findOpsEpisodes(deps.db, { id }));
  if (!episode) throw notFound();
  return episode;
}

export async function createEpisode(deps: ExpertiseDeps, courseId: number, body: ParsedEpisode): Promise<OpsEpisode> {
  if (!(await findOpsCourse(deps.db, courseId))) throw notFound();
  const at = nowIso();
  return getOpsEpisode(
    deps,
    await insertEpisode(deps.db, { ...body, course_id: courseId, created_at: at, updated_at: at }),
  );
}

export async function saveEpisode(deps: ExpertiseDeps, id: number, body: ParsedEpisode): Promise<OpsEpisode> {
  if (!(await updateEpisode(deps.db, id, { ...body, updated_at: nowIso() }))) throw notFound();
  return getOpsEpisode(deps, id);
}

/** Deletes an episode with its files and everyone's progress in it. */
export async function removeEpisode(deps: ExpertiseDeps, id: number): Promise<void> {
  const fileIds = await findFileIdsOf(deps.db, { id });
  if (!(await deleteEpisode(deps.db, id))) throw notFound();
  await removeFiles(deps, fileIds);
}
