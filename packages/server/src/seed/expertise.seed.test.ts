import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { createTestApp } from '../../test/support/test-app.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { createLocalStorage } from '../lib/storage/index.ts';
import { uploadEpisodeFile } from '../modules/expertise/expertise.test-support.ts';
import { firstMandatoryCourseFinishedAt } from '../modules/expertise/index.ts';
import { seedCore } from './core.seed.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedExpertise } from './expertise.seed.ts';
import { DEMO_COURSES, DEMO_EPISODE_SECONDS } from './expertise.seed-data.ts';
import { demoLessonVideo, demoPoster, demoSubtitles } from './expertise.seed-media.ts';
import { seedProfile } from './profile.seed.ts';
import { createSeedContext } from './seed-context.ts';

const { t } = useDemoWorld();
let owner: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  const signIn = async (email: string) => ({
    'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}`,
  });
  owner = await signIn('owner@musik.demo');
  staff = await signIn('staff@irama.demo');
});

const get = async (url: string, headers = owner) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};

describe('demo Expertise', () => {
  it('has a dozen courses, three of them mandatory, some featured, each of 2 to 5 episodes', async () => {
    const all = await get('/api/v2/expertise/courses?per_page=24');
    expect(all.total).toBe(DEMO_COURSES.length);
    expect(all.total).toBeGreaterThanOrEqual(12);
    for (const course of all.results) {
      expect(course.episode_count).toBeGreaterThanOrEqual(2);
      expect(course.episode_count).toBeLessThanOrEqual(5);
      expect(course.title).not.toBe('');
      expect(course.title_en).not.toBe('');
    }
    const mandatory = await get('/api/v2/expertise/courses?filter=is_mandatory');
    expect(mandatory).toMatchObject({ page: 1, limit: 3, total: 3 });
    expect((await get('/api/v2/expertise/featured')).length).toBeGreaterThanOrEqual(3);
  });

  it('shows owner@musik.demo one mandatory course finished, one half-way, and a watchlist', async () => {
    const finished = await get('/api/v2/expertise/courses?filter=finished&per_page=24');
    expect(finished.results.some((course: { is_mandatory: boolean }) => course.is_mandatory)).toBe(true);
    const started = await get('/api/v2/expertise/courses?filter=in_progress');
    expect(started.total).toBeGreaterThanOrEqual(1);
    const halfway = started.results[0];
    expect(halfway.progress.watched).toBeGreaterThan(0);
    expect(halfway.progress.watched).toBeLessThan(halfway.progress.total);
    expect((await get('/api/v2/expertise/watchlist')).length).toBeGreaterThanOrEqual(2);
    const { id: companyId } = await t.db
      .selectFrom('companies')
      .innerJoin('users', 'users.company_id', 'companies.id')
      .select('companies.id')
      .where('users.email', '=', 'owner@musik.demo')
      .executeTakeFirstOrThrow();
    expect(await firstMandatoryCourseFinishedAt(t.db, companyId)).toEqual(expect.any(String));
  });

  it('suggests the metadata course after the rejected release, and shows the owner the admins’ progress', async () => {
    const suggestions = await get('/api/v2/expertise/suggested');
    expect(suggestions.map((suggestion: { reason: string }) => suggestion.reason)).toContain('release_rejected');
    const team = await get('/api/v2/expertise/team_progress');
    expect(team.members.map((member: { email: string }) => member.email)).toEqual(
      expect.arrayContaining(['owner@musik.demo', 'admin@musik.demo']),
    );
  });
});

describe('generated demo media', () => {
  it('makes a lesson video, a poster and subtitles that staff’s upload checks accept', async () => {
    const started = Date.now();
    const video = await demoLessonVideo('#c62828');
    expect(Date.now() - started).toBeLessThan(10_000);
    const course = (await get('/api/ops/expertise/courses?limit=1', staff)).results[0];
    const episode = (await get(`/api/ops/expertise/courses/${course.id}`, staff)).episodes[0];
    // A length typed wrong is corrected by the one the MP4 states.
    await t.app.inject({
      method: 'PUT',
      url: `/api/ops/expertise/episodes/${episode.id}`,
      headers: staff,
      payload: { title: episode.title, title_en: episode.title_en, position: 1, duration_seconds: 60 },
    });
    for (const [kind, bytes] of [
      ['video', video],
      ['poster', await demoPoster('#c62828', 1)],
      ['subtitles_en', demoSubtitles(['One', 'Two'])],
    ] as const) {
      const response = await uploadEpisodeFile(t, staff, episode.id, kind, bytes, 'demo');
      expect(response.statusCode, kind).toBe(200);
      expect(response.json().data.duration_seconds).toBe(DEMO_EPISODE_SECONDS);
    }
    const detail = await get(`/api/v2/expertise/course/${course.id}`);
    const served = await t.app.inject({
      method: 'GET',
      url: detail.episodes[0].video_url,
      headers: { range: 'bytes=0-7' },
    });
    expect(served.statusCode).toBe(206);
    expect(served.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(detail.episodes[0].duration_seconds).toBe(DEMO_EPISODE_SECONDS);
  });
});

describe('demo Expertise with a data folder', () => {
  it('gives every episode a playable video, a poster and subtitles in both languages', async () => {
    const world = await createTestApp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-expertise-seed-'));
    try {
      const seed = createSeedContext(argon2Hasher, undefined, createLocalStorage(dataDir));
      await world.db.transaction().execute(async (trx) => {
        await seedCore(trx, seed);
        await seedProfile(trx, seed);
        await seedExpertise(trx, seed, new Date());
      });
      // The test app keeps files in a folder of its own, so the bytes are checked in the seed's.
      const headers = {
        'x-authorization': `Bearer ${await world.factories.signIn('owner@musik.demo', DEMO_PASSWORD)}`,
      };
      const list = await world.app.inject({ method: 'GET', url: '/api/v2/expertise/courses?per_page=24', headers });
      for (const summary of list.json().data.results) {
        const course = await world.app.inject({
          method: 'GET',
          url: `/api/v2/expertise/course/${summary.id}`,
          headers,
        });
        for (const episode of course.json().data.episodes) {
          expect(episode).toMatchObject({
            video_mime: 'video/mp4',
            video_url: expect.any(String),
            poster_url: expect.any(String),
            subtitles: { id: expect.any(String), en: expect.any(String) },
          });
        }
      }
      const files = await world.db.selectFrom('expertise_files').select(['path', 'mime', 'size']).execute();
      for (const file of files) expect(fs.statSync(path.join(dataDir, file.path)).size).toBe(Number(file.size));
      const subtitles = files.find((file) => file.mime === 'text/vtt');
      expect(fs.readFileSync(path.join(dataDir, subtitles?.path ?? ''), 'utf8')).toMatch(/^WEBVTT\n\n00:00\.000 --> /);
    } finally {
      await world.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
