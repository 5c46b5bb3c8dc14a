import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestAppOnBucket } from '../../../test/support/s3-server.ts';
import { coverJpeg, releaseApi, wavOf } from './testing/release-test-kit.ts';

const t = useTestAppOnBucket();
const api = releaseApi(t);

describe('release files with STORAGE_URL on an S3-compatible bucket', () => {
  it('keeps an upload in the bucket, not in DATA_DIR, and serves it whole and by range', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(2);
    const audio = await api.uploadFile(owner.headers, 'audio', wav, 'lagu.wav');
    const key = path.join('releases', String(owner.companyId), 'files', `${audio.file_id}.wav`);
    expect((await t.context.storage.stat(key))?.size).toBe(wav.length);
    expect(fs.existsSync(path.join(t.config.dataDir, key))).toBe(false);

    const whole = await t.app.inject({ method: 'GET', url: audio.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(wav)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: audio.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(wav.length));
    expect(head.rawPayload.length).toBe(0);

    const part = await t.app.inject({ method: 'GET', url: audio.url, headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(10, 110))).toBe(true);

    const beyond = await t.app.inject({ method: 'GET', url: audio.url, headers: { range: `bytes=${wav.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);
  });

  it('makes a cover thumbnail and a clip from the bucket copy, and keeps both there', async () => {
    const owner = await t.factories.buildSignedInUser();
    const cover = await api.uploadFile(owner.headers, 'cover', await coverJpeg(), 'sampul.jpg');
    const thumbnail = await t.app.inject({ method: 'GET', url: cover.thumbnail_url ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
    const thumbnailKey = path.join('releases', String(owner.companyId), 'files', `${cover.file_id}.thumb.jpg`);
    expect((await t.context.storage.stat(thumbnailKey))?.size).toBe(thumbnail.rawPayload.length);

    const audio = await api.uploadFile(owner.headers, 'audio', wavOf(20), 'lagu.wav');
    const trimmed = await api.send('POST', '/api/v2/release/audiotrim', owner.headers, {
      file_id: audio.file_id,
      start_seconds: 2,
      duration_seconds: 15,
    });
    expect(trimmed.statusCode).toBe(201);
    const clip = trimmed.json().data as { url: string; duration_seconds: number };
    expect(clip.duration_seconds).toBe(15);
    expect((await t.app.inject({ method: 'GET', url: clip.url })).statusCode).toBe(200);
  });
});
