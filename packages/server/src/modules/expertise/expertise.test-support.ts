import type { CourseWrite, EpisodeFileKind } from '@irama/contracts';
import { multipart } from '../../../test/support/multipart.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

// Builders for Expertise tests: staff make a topic, a published course and its episodes through the API.

type Headers = Record<string, string>;

let sequence = 0;

/** The first bytes of an MP4 (an `ftyp` box of brand mp42) and filler, `size` bytes in all. */
export function mp4Bytes(size = 4096): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  const filler = Buffer.alloc(size - ftyp.length);
  for (let at = 0; at < filler.length; at += 1) filler[at] = at % 251;
  return Buffer.concat([ftyp, filler]);
}

export const WEBVTT_ID = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHalo, selamat datang.\n');

/** Uploads `bytes` to an episode's `kind` slot as staff. */
export function uploadEpisodeFile(
  t: TestApp,
  headers: Headers,
  episodeId: number,
  kind: EpisodeFileKind,
  bytes: Buffer,
  fileName: string,
) {
  const form = multipart(bytes, fileName);
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/expertise/episodes/${episodeId}/files/${kind}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

export type BuiltCourse = { topicId: number; courseId: number; episodeIds: number[] };

/** A topic of its own with one published course of episodes of `durations` seconds, made by staff. */
export async function buildCourse(
  t: TestApp,
  staff: Headers,
  options: { durations?: number[]; course?: Partial<CourseWrite> } = {},
): Promise<BuiltCourse> {
  sequence += 1;
  const send = async (method: 'POST', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: staff, payload });
    if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json().data.id as number;
  };
  const topicId = await send('POST', '/api/ops/expertise/topics', {
    name: `Topik ${sequence}`,
    name_en: `Topic ${sequence}`,
  });
  const courseId = await send('POST', '/api/ops/expertise/courses', {
    topic_id: topicId,
    title: `Kursus ${sequence}`,
    title_en: `Course ${sequence}`,
    description: 'Belajar langkah demi langkah.',
    is_published: true,
    ...options.course,
  });
  const episodeIds: number[] = [];
  for (const [index, duration] of (options.durations ?? [60, 60]).entries()) {
    episodeIds.push(
      await send('POST', `/api/ops/expertise/courses/${courseId}/episodes`, {
        title: `Episode ${index + 1}`,
        position: index + 1,
        duration_seconds: duration,
      }),
    );
  }
  return { topicId, courseId, episodeIds };
}
