import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { buildCourse, mp4Bytes, uploadEpisodeFile } from './expertise.test-support.ts';

/** Both storages `STORAGE_URL` can name, each on a fresh place of its own. */
const kinds: { name: string; start: () => Promise<TestBucket> }[] = [
  { name: 'the DATA_DIR folder', start: async () => ({ env: {}, close: async () => {} }) },
  { name: 'an S3-compatible bucket', start: startTestBucket },
];

describe.each(kinds)('episode files on $name', ({ name, start }) => {
  let place: TestBucket;
  let t: TestApp;
  let staff: Record<string, string>;
  let learner: Record<string, string>;
  beforeAll(async () => {
    place = await start();
    t = await createTestApp(place.env);
    const distributor = { isDistributor: true, features: [] };
    staff = (await t.factories.buildSignedInUser(distributor, { role: 'staff' })).headers;
    learner = (await t.factories.buildSignedInUser()).headers;
  });
  afterAll(async () => {
    await t.close();
    await place.close();
  });

  /** The first episode's signed file URLs as a learner reads them. */
  const episodeUrls = async (courseId: number) => {
    const url = `/api/v2/expertise/course/${courseId}`;
    const course = await t.app.inject({ method: 'GET', url, headers: learner });
    return course.json().data.episodes[0] as { video_url: string; poster_url: string };
  };

  it('keeps a video in the storage and serves the range a player seeks to', async () => {
    const { courseId, episodeIds } = await buildCourse(t, staff);
    const video = mp4Bytes(20_000);
    const uploaded = await uploadEpisodeFile(t, staff, episodeIds[0] ?? 0, 'video', video, 'pelajaran.mp4');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [file] = await t.db.selectFrom('expertise_files').select('path').where('size', '=', 20_000).execute();
    expect((await t.context.storage.stat(file?.path ?? ''))?.size).toBe(20_000);
    expect(fs.existsSync(path.join(t.config.dataDir, file?.path ?? ''))).toBe(name === 'the DATA_DIR folder');

    const { video_url: url } = await episodeUrls(courseId);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=12000-12099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 12000-12099/20000');
    expect(part.rawPayload.equals(video.subarray(12_000, 12_100))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=20000-' } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers a poster asked again with its ETag by 304, a stale If-Range whole, a stale If-Match 412', async () => {
    const { courseId, episodeIds } = await buildCourse(t, staff);
    const background = '#336699';
    const poster = await sharp({ create: { width: 32, height: 18, channels: 3, background } })
      .png()
      .toBuffer();
    expect((await uploadEpisodeFile(t, staff, episodeIds[0] ?? 0, 'poster', poster, 'sampul.png')).statusCode).toBe(
      200,
    );
    const { poster_url: url } = await episodeUrls(courseId);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(poster)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);

    const sameVersion = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7', 'if-range': etag } });
    expect(sameVersion.statusCode).toBe(206);
    const otherVersion = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7', 'if-range': '"x"' } });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload.equals(poster)).toBe(true);
    const ifMatch = await t.app.inject({ method: 'GET', url, headers: { 'if-match': '"x"' } });
    expect(ifMatch.statusCode).toBe(412);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-match': etag } })).statusCode).toBe(200);
  });
});
