import fs from 'node:fs';
import path from 'node:path';
import { FILE_RULES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { readWavInfo } from './files/wav-info.ts';
import { coverJpeg, PDF, releaseApi, wavOf } from './testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);

/** Every file kept under DATA_DIR/releases, temp files included. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'releases');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function fileRows(companyId: number) {
  return t.db.selectFrom('release_files').selectAll().where('company_id', '=', companyId).execute();
}

describe('release file upload', () => {
  it('answers 401 without a session and 403 without deliveryrelease', async () => {
    expect((await api.upload({}, 'cover', await coverJpeg(), 'a.jpg')).statusCode).toBe(401);
    const other = await t.factories.buildSignedInUser({ features: ['estimates'] });
    const response = await api.upload(other.headers, 'cover', await coverJpeg(), 'a.jpg');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission_denied');
  });

  it('stores a cover with the facts read from its bytes', async () => {
    const owner = await t.factories.buildSignedInUser();
    const response = await api.upload(owner.headers, 'cover', await coverJpeg(), 'sampul.jpg');
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ type: 'cover', mime: 'image/jpeg', width: 3000, height: 3000, name: 'sampul.jpg' });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await fileRows(owner.companyId);
    expect(row?.path).toBe(`releases/${owner.companyId}/files/${file.file_id}.jpg`);
    expect(fs.existsSync(path.join(t.config.dataDir, row?.path ?? ''))).toBe(true);
  });

  it('keeps the name the client gave without control or bidirectional characters', async () => {
    const owner = await t.factories.buildSignedInUser();
    const name = 'sam\u202epul\u2066\u0007.jpg';
    const response = await api.upload(owner.headers, 'cover', await coverJpeg(), name);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe('sampul.jpg');
  });

  it('reads sample rate, bit depth, channels and duration of a WAV', async () => {
    const owner = await t.factories.buildSignedInUser();
    const file = await api.uploadOk(owner.headers, 'audio', wavOf(2), 'lagu.wav');
    expect(file).toMatchObject({
      mime: 'audio/wav',
      sample_rate: 44_100,
      bit_depth: 16,
      channels: 1,
      duration_seconds: 2,
    });
  });

  it('refuses a file whose bytes are not the type (415) and keeps nothing', async () => {
    const owner = await t.factories.buildSignedInUser();
    const before = storedFiles();
    const pdfAsCover = await api.upload(owner.headers, 'cover', PDF, 'cover.jpg');
    expect(pdfAsCover.statusCode).toBe(415);
    expect(pdfAsCover.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { file: 'release.file.cover.wrong_type' },
    });
    const textAsWav = await api.upload(
      owner.headers,
      'audio',
      Buffer.from('RIFX not really a wave file at all'),
      'a.wav',
    );
    expect(textAsWav.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
    expect(await fileRows(owner.companyId)).toEqual([]);
  });

  it('refuses a file past its type limit (413) and keeps nothing', async () => {
    const owner = await t.factories.buildSignedInUser();
    const before = storedFiles();
    const jpeg = await coverJpeg();
    const tooBig = Buffer.concat([jpeg, Buffer.alloc(FILE_RULES.cover.maxBytes + 1 - jpeg.length)]);
    const response = await api.upload(owner.headers, 'cover', tooBig, 'big.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      errors: { file: 'release.file.cover.too_large' },
    });
    expect(storedFiles()).toEqual(before);
    expect(await fileRows(owner.companyId)).toEqual([]);
  });

  it('refuses a cover of the wrong size with its rule key', async () => {
    const owner = await t.factories.buildSignedInUser();
    const sharp = (await import('sharp')).default;
    const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const response = await api.upload(owner.headers, 'cover', small, 'kecil.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'release.file.cover.wrong_dimensions' });
  });
});

describe('audio trim', () => {
  const trim = (headers: Record<string, string>, fileId: string, start: number, duration: number) =>
    api.send('POST', '/api/v2/release/audiotrim', headers, {
      file_id: fileId,
      start_seconds: start,
      duration_seconds: duration,
    });

  it('cuts a clip of the requested length that is a valid WAV', async () => {
    const owner = await t.factories.buildSignedInUser();
    const audio = await api.uploadOk(owner.headers, 'audio', wavOf(20), 'lagu.wav');
    const response = await trim(owner.headers, audio.file_id, 2, 15);
    expect(response.statusCode, response.body).toBe(201);
    const clip = response.json().data;
    expect(clip).toMatchObject({ type: 'clip', duration_seconds: 15, sample_rate: 44_100, bit_depth: 16, channels: 1 });
    const row = await t.db
      .selectFrom('release_files')
      .selectAll()
      .where('id', '=', clip.file_id)
      .executeTakeFirstOrThrow();
    const info = await readWavInfo(fs.readFileSync(path.join(t.config.dataDir, row.path)));
    expect(info.durationSeconds).toBe(15);
    expect(info.dataBytes).toBe(15 * 44_100 * 2);
  });

  it('refuses clips shorter than 15 s, longer than 59 s, or past the end', async () => {
    const owner = await t.factories.buildSignedInUser();
    const audio = await api.uploadOk(owner.headers, 'audio', wavOf(20), 'lagu.wav');
    const trimAudio = (start: number, duration: number) => trim(owner.headers, audio.file_id, start, duration);
    expect((await trimAudio(0, 14.9)).json().errors).toEqual({ duration_seconds: 'release.file.clip.too_short' });
    expect((await trimAudio(0, 60)).json().errors).toEqual({ duration_seconds: 'release.file.clip.too_long' });
    expect((await trimAudio(10, 15)).json().errors).toEqual({ start_seconds: 'release.trim.out_of_range' });
  });

  it("answers 404 for another company's file", async () => {
    const owner = await t.factories.buildSignedInUser();
    const stranger = await t.factories.buildSignedInUser();
    const audio = await api.uploadOk(owner.headers, 'audio', wavOf(16), 'lagu.wav');
    const response = await trim(stranger.headers, audio.file_id, 0, 15);
    expect(response.statusCode).toBe(404);
  });
});
