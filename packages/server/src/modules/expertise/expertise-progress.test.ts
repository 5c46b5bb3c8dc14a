import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { buildCourse, mp4Bytes, uploadEpisodeFile, WEBVTT_ID } from './expertise.test-support.ts';
import { firstMandatoryCourseFinishedAt } from './index.ts';

const t = useTestApp();
const { staff } = useOwnerAndStaff(t);
afterEach(() => {
  vi.useRealTimers();
});

type Headers = Record<string, string>;
const open = (headers: Headers, episodeId: number) =>
  t.app.inject({ method: 'POST', url: `/api/v2/expertise/episode/id/${episodeId}/open`, headers });
const report = (headers: Headers, episodeId: number, played: number, position: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/expertise/mark_episode_as_watched',
    headers,
    payload: { episode_id: episodeId, played_seconds: played, position_seconds: position },
  });
/** Moves the clock `seconds` on (as the player plays), for the server's `Date` only. */
const passes = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
};

describe('progress that cannot be faked', () => {
  it('refuses a report of an episode never opened, with its own code', async () => {
    const { episodeIds } = await buildCourse(t, staff.headers);
    const learner = await t.factories.buildSignedInUser();
    const response = await report(learner.headers, episodeIds[0] ?? 0, 10, 10);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('expertise.episode_not_opened');
    const unknown = await report(learner.headers, 2_000_000_000, 1, 1);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses more seconds than passed since the opening, and counts what really played', async () => {
    const { courseId, episodeIds } = await buildCourse(t, staff.headers, { durations: [100] });
    const episode = episodeIds[0] ?? 0;
    const learner = await t.factories.buildSignedInUser();
    expect((await open(learner.headers, episode)).statusCode).toBe(200);
    const tooSoon = await report(learner.headers, episode, 15, 15);
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().code).toBe('expertise.played_more_than_elapsed');

    passes(16);
    const honest = await report(learner.headers, episode, 15, 15);
    expect(honest.statusCode).toBe(200);
    expect(honest.json().data).toEqual({
      watched: false,
      played_seconds: 15,
      position_seconds: 15,
      course_progress: { watched: 0, total: 1 },
    });
    // The 16 s that passed are spent: another 15 s claimed at once is refused, and nothing changes.
    const again = await report(learner.headers, episode, 15, 30);
    expect(again.statusCode).toBe(422);
    const course = await t.app.inject({
      method: 'GET',
      url: `/api/v2/expertise/course/${courseId}`,
      headers: learner.headers,
    });
    expect(course.json().data.episodes[0].progress).toMatchObject({ played_seconds: 15, position_seconds: 15 });
  });

  it('gains nothing from opening again and again', async () => {
    const { episodeIds } = await buildCourse(t, staff.headers, { durations: [100] });
    const episode = episodeIds[0] ?? 0;
    const learner = await t.factories.buildSignedInUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await open(learner.headers, episode);
      expect((await report(learner.headers, episode, 1, 1)).statusCode).toBe(422);
    }
  });

  it('credits the time that passed once when two reports race for it', async () => {
    const { episodeIds } = await buildCourse(t, staff.headers, { durations: [100] });
    const episode = episodeIds[0] ?? 0;
    const learner = await t.factories.buildSignedInUser();
    await open(learner.headers, episode);
    passes(16);
    const answers = await Promise.all([
      report(learner.headers, episode, 15, 15),
      report(learner.headers, episode, 15, 15),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('watches an episode at 90 %, keeps it watched, and resumes on another device where it stopped', async () => {
    const { courseId, episodeIds } = await buildCourse(t, staff.headers, {
      durations: [20, 20],
      course: { is_mandatory: true },
    });
    const [first = 0, second = 0] = episodeIds;
    const learner = await t.factories.buildSignedInUser();
    expect(await firstMandatoryCourseFinishedAt(t.db, learner.companyId)).toBeNull();
    await open(learner.headers, first);
    passes(19);
    const watched = await report(learner.headers, first, 18, 18);
    expect(watched.json().data).toMatchObject({ watched: true, course_progress: { watched: 1, total: 2 } });

    // Watching it again from the start does not take it back.
    await open(learner.headers, first);
    passes(25);
    const rewatch = await report(learner.headers, first, 3, 3);
    expect(rewatch.json().data).toMatchObject({ watched: true, played_seconds: 21, position_seconds: 3 });

    await open(learner.headers, second);
    passes(35);
    await report(learner.headers, second, 8, 8);
    const otherDevice = { 'x-authorization': `Bearer ${await t.factories.signIn(learner.email)}` };
    const resumed = await open(otherDevice, second);
    expect(resumed.json().data).toMatchObject({ episode_id: second, position_seconds: 8, watched: false });
    passes(50);
    const done = await report(otherDevice, second, 12, 20);
    expect(done.json().data).toMatchObject({ watched: true, course_progress: { watched: 2, total: 2 } });

    const course = await t.app.inject({
      method: 'GET',
      url: `/api/v2/expertise/course/${courseId}`,
      headers: learner.headers,
    });
    expect(course.json().data).toMatchObject({ progress: { watched: 2, total: 2 }, finished_at: expect.any(String) });
    expect(await firstMandatoryCourseFinishedAt(t.db, learner.companyId)).toBe(course.json().data.finished_at);
    const finished = await t.app.inject({
      method: 'GET',
      url: '/api/v2/expertise/courses?filter=finished',
      headers: learner.headers,
    });
    expect(finished.json().data.results.map((row: { id: number }) => row.id)).toEqual([courseId]);
  });
});

describe('episode files', () => {
  it('serves the video by its signed URL with ranges, so a player can seek', async () => {
    const { courseId, episodeIds } = await buildCourse(t, staff.headers);
    const episode = episodeIds[0] ?? 0;
    const video = mp4Bytes(10_000);
    const uploaded = await uploadEpisodeFile(t, staff.headers, episode, 'video', video, 'pelajaran.mp4');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.files.video).toMatchObject({ mime: 'video/mp4', size: 10_000, name: 'pelajaran.mp4' });
    const learner = await t.factories.buildSignedInUser();
    const course = await t.app.inject({
      method: 'GET',
      url: `/api/v2/expertise/course/${courseId}`,
      headers: learner.headers,
    });
    const url: string = course.json().data.episodes[0].video_url;
    expect(url).toMatch(/^\/api\/v2\/expertise\/file\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]{43}$/);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-5009' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 5000-5009/10000');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(5000, 5010))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10000-' } });
    expect(beyond.statusCode).toBe(416);
    const forged = await t.app.inject({ method: 'GET', url: url.replace(/sig=[\w-]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
  });

  it('takes subtitles and posters by their content and refuses anything else', async () => {
    const { episodeIds } = await buildCourse(t, staff.headers);
    const episode = episodeIds[0] ?? 0;
    const subtitles = await uploadEpisodeFile(t, staff.headers, episode, 'subtitles_id', WEBVTT_ID, 'id.vtt');
    expect(subtitles.statusCode).toBe(200);
    expect(subtitles.json().data.files.subtitles_id).toMatchObject({ mime: 'text/vtt' });
    const notVideo = await uploadEpisodeFile(t, staff.headers, episode, 'video', WEBVTT_ID, 'video.mp4');
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.json().errors).toEqual({ file: 'expertise.file.video.wrong_type' });
    const notPoster = await uploadEpisodeFile(t, staff.headers, episode, 'poster', mp4Bytes(), 'poster.png');
    expect(notPoster.statusCode).toBe(415);
    const partner = await t.factories.buildSignedInUser();
    const refused = await uploadEpisodeFile(t, partner.headers, episode, 'subtitles_en', WEBVTT_ID, 'en.vtt');
    expect(refused.statusCode).toBe(403);
    const missing = await uploadEpisodeFile(t, staff.headers, 2_000_000_000, 'subtitles_en', WEBVTT_ID, 'en.vtt');
    expect(missing.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/expertise/episodes/${episode}/files/subtitles_id`,
      headers: staff.headers,
    });
    expect(removed.json().data.files.subtitles_id).toBeNull();
  });
});
