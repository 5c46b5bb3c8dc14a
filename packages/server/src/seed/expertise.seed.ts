import type { Db } from '../db/database.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { createEpisodeStorage } from '../modules/expertise/episode-storage.ts';
import { foldForSearch } from '../modules/networkplace/index.ts';
import {
  DEMO_COURSES,
  DEMO_EPISODE_SECONDS,
  DEMO_LEARNING,
  DEMO_TOPICS,
  type DemoCourse,
  type DemoLearning,
} from './expertise.seed-data.ts';
import { demoLessonVideo, demoPoster, demoSubtitles } from './expertise.seed-media.ts';
import type { SeedContext } from './seed-context.ts';

const DAY_MS = 86_400_000;
/** Minutes between two episodes a learner watched in one sitting. */
const EPISODE_GAP_MS = 10 * 60_000;
const DURATION_MS = DEMO_EPISODE_SECONDS * 1000;

type Files = { video: string; poster: string; subtitlesId: string; subtitlesEn: string };

/** Stores one generated file in the storage with its row, and answers its id. */
function fileKeeper(db: Db, objects: ObjectStorage, at: string) {
  const storage = createEpisodeStorage(objects);
  return async (bytes: Buffer, extension: string, mime: string, name: string): Promise<string> => {
    const stored = storage.newFile(extension);
    await storage.putBytes(stored.key, bytes);
    await db
      .insertInto('expertise_files')
      .values({
        id: stored.id,
        path: stored.key,
        mime,
        original_name: name,
        size: bytes.length,
        created_at: at,
      })
      .execute();
    return stored.id;
  };
}

/**
 * The files of every episode: its topic's lesson video, its course's poster, and subtitles in both
 * languages. Only with a storage; without one (tests) the episodes have none.
 */
async function episodeFiles(db: Db, storage: ObjectStorage | null, at: string): Promise<Map<string, Files[]> | null> {
  if (!storage) return null;
  const keep = fileKeeper(db, storage, at);
  // One encoding per topic colour, copied to each of its episodes: encoding is the slow part.
  const videos = new Map(
    await Promise.all(DEMO_TOPICS.map(async (topic) => [topic.key, await demoLessonVideo(topic.colour)] as const)),
  );
  const files = new Map<string, Files[]>();
  for (const [index, course] of DEMO_COURSES.entries()) {
    const colour = DEMO_TOPICS.find((topic) => topic.key === course.topic)?.colour ?? '#444444';
    const poster = await demoPoster(colour, index);
    const perEpisode: Files[] = [];
    for (const [position, [title, titleEn]] of course.episodes.entries()) {
      const name = `${course.key}-${position + 1}`;
      perEpisode.push({
        video: await keep(videos.get(course.topic) ?? Buffer.alloc(0), 'mp4', 'video/mp4', `${name}.mp4`),
        poster: await keep(poster, 'jpg', 'image/jpeg', `${name}.jpg`),
        subtitlesId: await keep(
          demoSubtitles([course.title, title, 'Terima kasih sudah menonton.']),
          'vtt',
          'text/vtt',
          `${name}.id.vtt`,
        ),
        subtitlesEn: await keep(
          demoSubtitles([course.titleEn, titleEn, 'Thanks for watching.']),
          'vtt',
          'text/vtt',
          `${name}.en.vtt`,
        ),
      });
    }
    files.set(course.key, perEpisode);
  }
  return files;
}

/** Learners and episode openings per course, counted from what the demo's learners did. */
function audienceOf(course: DemoCourse) {
  let learners = 0;
  let views = 0;
  for (const learning of DEMO_LEARNING) {
    const opened =
      (learning.finished.some((finished) => finished.course === course.key) ? course.episodes.length : 0) +
      learning.partly
        .filter((partly) => partly.course === course.key)
        .reduce((sum, partly) => sum + partly.watched + 1, 0);
    if (opened > 0) learners += 1;
    views += opened;
  }
  return { learners, views };
}

/** Progress, finished courses and watchlist entries of one demo learner. */
async function seedLearning(
  db: Db,
  seed: SeedContext,
  learning: DemoLearning,
  courses: Map<string, { id: number; episodes: number[] }>,
  now: Date,
) {
  const userId = seed.userId(learning.email);
  const { company_id: companyId } = await db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const courseOf = (key: string) => {
    const course = courses.get(key);
    if (!course) throw new Error(`seed: no demo course ${key}`);
    return course;
  };
  const progress = (courseId: number, episodeId: number, at: number, playedMs: number, isWatched: boolean) => {
    const iso = new Date(at).toISOString();
    return {
      company_id: companyId,
      user_id: userId,
      episode_id: episodeId,
      course_id: courseId,
      opened_at: new Date(at - playedMs).toISOString(),
      played_ms: playedMs,
      position_ms: playedMs,
      watched_at: isWatched ? iso : null,
      updated_at: iso,
    };
  };
  const rows = [];
  for (const finished of learning.finished) {
    const course = courseOf(finished.course);
    const start = now.getTime() - finished.daysAgo * DAY_MS;
    rows.push(
      ...course.episodes.map((episodeId, index) =>
        progress(course.id, episodeId, start + index * EPISODE_GAP_MS, DURATION_MS, true),
      ),
    );
    const finishedAt = new Date(start + (course.episodes.length - 1) * EPISODE_GAP_MS).toISOString();
    await db
      .insertInto('expertise_completions')
      .values({ company_id: companyId, user_id: userId, course_id: course.id, finished_at: finishedAt })
      .execute();
  }
  for (const partly of learning.partly) {
    const course = courseOf(partly.course);
    const start = now.getTime() - partly.daysAgo * DAY_MS;
    course.episodes.slice(0, partly.watched + 1).forEach((episodeId, index) => {
      const isWatched = index < partly.watched;
      rows.push(
        progress(
          course.id,
          episodeId,
          start + index * EPISODE_GAP_MS,
          isWatched ? DURATION_MS : partly.stoppedAt * 1000,
          isWatched,
        ),
      );
    });
  }
  if (rows.length > 0) await db.insertInto('expertise_progress').values(rows).execute();
  if (learning.watchlist.length > 0)
    await db
      .insertInto('expertise_watchlist')
      .values(
        learning.watchlist.map((entry) => ({
          company_id: companyId,
          user_id: userId,
          course_id: courseOf(entry.course).id,
          created_at: new Date(now.getTime() - entry.daysAgo * DAY_MS).toISOString(),
        })),
      )
      .execute();
}

/**
 * Expertise: staff's topics and a dozen published courses with their episodes (generated lesson
 * videos, posters and subtitles in Indonesian and English when the seed has a storage), and what the
 * demo's learners watched: owner@musik.demo finished a mandatory course and another, is half-way
 * through a third, and keeps a watchlist.
 */
export async function seedExpertise(db: Db, seed: SeedContext, now = new Date()): Promise<void> {
  const at = new Date(now.getTime() - 120 * DAY_MS).toISOString();
  const topicIds = new Map<string, number>();
  for (const [position, topic] of DEMO_TOPICS.entries()) {
    const { id } = await db
      .insertInto('expertise_topics')
      .values({ name: topic.name, name_en: topic.nameEn, position, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    topicIds.set(topic.key, id);
  }
  const files = await episodeFiles(db, seed.storage, at);
  const courses = new Map<string, { id: number; episodes: number[] }>();
  for (const course of DEMO_COURSES) {
    const audience = audienceOf(course);
    const { id } = await db
      .insertInto('expertise_courses')
      .values({
        topic_id: topicIds.get(course.topic) ?? 0,
        title: course.title,
        title_en: course.titleEn,
        description: course.description,
        description_en: course.descriptionEn,
        search_text: foldForSearch([course.title, course.titleEn, course.description, course.descriptionEn].join('\n')),
        is_mandatory: course.isMandatory ?? false,
        featured_position: course.featured ?? null,
        suggested_for: course.suggestedFor ?? null,
        is_published: true,
        learner_count: audience.learners,
        view_count: audience.views,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const episodes: number[] = [];
    for (const [index, [title, titleEn]] of course.episodes.entries()) {
      const kept = files?.get(course.key)?.[index];
      const episode = await db
        .insertInto('expertise_episodes')
        .values({
          course_id: id,
          position: index + 1,
          title,
          title_en: titleEn,
          description: '',
          description_en: '',
          duration_seconds: DEMO_EPISODE_SECONDS,
          video_file_id: kept?.video ?? null,
          poster_file_id: kept?.poster ?? null,
          subtitles_id_file_id: kept?.subtitlesId ?? null,
          subtitles_en_file_id: kept?.subtitlesEn ?? null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      episodes.push(episode.id);
    }
    courses.set(course.key, { id, episodes });
  }
  for (const learning of DEMO_LEARNING) await seedLearning(db, seed, learning, courses, now);
}
