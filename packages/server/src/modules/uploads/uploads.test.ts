import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_EXPIRY_MS, UPLOAD_HEAD_BYTES, UPLOAD_PURPOSE_MAX_BYTES } from '@irama/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import {
  uploadObjects as objectsOf,
  sha1,
  sha256Hex,
  TEST_PART_BYTES,
  TUS,
  tusRequests,
  uploadPartKey,
} from '../../../test/support/tus-requests.ts';
import { coverJpeg, wavOf } from '../release/testing/release-test-kit.ts';
import { uploadStoreAt } from './upload-store.ts';
import { sweepExpiredUploads } from './uploads.service.ts';

const t = useTestApp();
const PART = TEST_PART_BYTES;
const { create, createUpload, patch, head, remove, list, attach, sendAll } = tusRequests(t);

const uploadObjects = (id: string) => objectsOf(t.context.storage, id);
/** The local temp files of the app (parts being received or checked). */
const tempFiles = () => {
  const folder = path.join(t.config.dataDir, 'tmp');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

afterEach(() => {
  vi.useRealTimers();
});

describe('resumable uploads (tus)', () => {
  it('answers 401 without a session', async () => {
    expect((await create({}, 10, { purpose: 'release_cover' })).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
  });

  it('advertises tus 1.0 with its extensions and sha1 checksums', async () => {
    const owner = await t.factories.buildSignedInUser();
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/uploads', headers: owner.headers });
    expect(response.statusCode).toBe(204);
    expect(response.headers['tus-version']).toBe('1.0.0');
    const extensions = String(response.headers['tus-extension']).split(',');
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'checksum', 'expiration', 'termination']));
    expect(extensions).not.toContain('creation-defer-length');
    expect(response.headers['tus-checksum-algorithm']).toBe('sha1');
  });

  it('refuses an unknown purpose (400) and a length past the purpose limit (413) before creating anything', async () => {
    const owner = await t.factories.buildSignedInUser();
    const unknown = await create(owner.headers, 10, { filename: 'x.bin', purpose: 'anything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'Upload-Metadata': 'uploads.purpose.invalid' });
    const badHead = await create(owner.headers, 10, { filename: 'x.wav', purpose: 'release_audio', head_sha1: 'abc' });
    expect(badHead.statusCode).toBe(400);
    expect(badHead.json().errors).toEqual({ 'Upload-Metadata': 'uploads.head_sha1.invalid' });
    const tooLarge = await create(owner.headers, UPLOAD_PURPOSE_MAX_BYTES.release_cover + 1, {
      filename: 'c.jpg',
      purpose: 'release_cover',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ 'Upload-Length': 'uploads.too_large' });
    expect(tooLarge.headers['tus-resumable']).toBe('1.0.0');
    expect((await list(owner.headers)).json().data).toEqual([]);
  });

  it('takes a file in parts, reports the offset, and attaches it to a release once', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.2);
    const id = await createUpload(owner.headers, wav.length);

    const first = wav.subarray(0, PART);
    expect((await patch(owner.headers, id, 0, first, { 'upload-checksum': `sha1 ${sha1(first)}` })).statusCode).toBe(
      204,
    );
    const progress = await head(owner.headers, id);
    expect(progress.statusCode).toBe(200);
    expect(progress.headers['upload-offset']).toBe(String(PART));
    expect(progress.headers['upload-length']).toBe(String(wav.length));
    expect(progress.headers['cache-control']).toBe('no-store');
    const [listed] = (await list(owner.headers)).json().data;
    expect(listed).toMatchObject({
      id,
      filename: 'lagu.wav',
      purpose: 'release_audio',
      size: wav.length,
      offset: PART,
      head_sha1: null,
    });
    expect(Date.parse(listed.expires_at) - Date.parse(listed.created_at)).toBe(UPLOAD_EXPIRY_MS);

    await sendAll(owner.headers, id, wav, PART);
    // Finished uploads wait to be attached; they are no longer listed as unfinished.
    expect((await list(owner.headers)).json().data).toEqual([]);

    const attached = await attach(owner.headers, 'audio', id);
    expect(attached.statusCode, attached.body).toBe(201);
    const file = attached.json().data;
    expect(file).toMatchObject({
      type: 'audio',
      mime: 'audio/wav',
      name: 'lagu.wav',
      size: wav.length,
      sample_rate: 44_100,
    });
    expect(file.sha256).toBe(sha256Hex(wav));
    const row = await t.db
      .selectFrom('release_files')
      .selectAll()
      .where('id', '=', file.file_id)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(owner.companyId);
    expect(fs.readFileSync(path.join(t.config.dataDir, row.path)).equals(wav)).toBe(true);
    expect(await uploadObjects(id)).toEqual([]);

    const again = await attach(owner.headers, 'audio', id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it("lists the sha1 of the file's head the client sent, by which another device knows the same file", async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.2);
    const headSha1 = sha1(wav.subarray(0, UPLOAD_HEAD_BYTES));
    const created = await create(owner.headers, wav.length, {
      filename: 'lagu.wav',
      purpose: 'release_audio',
      head_sha1: headSha1,
    });
    expect(created.statusCode).toBe(201);
    expect((await list(owner.headers)).json().data).toMatchObject([{ filename: 'lagu.wav', head_sha1: headSha1 }]);
  });

  it('attaches a finished upload once when two attaches of it come together', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.2);
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav);
    const answers = await Promise.all([attach(owner.headers, 'audio', id), attach(owner.headers, 'audio', id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    expect(
      await t.db.selectFrom('release_files').select('id').where('company_id', '=', owner.companyId).execute(),
    ).toHaveLength(1);
  });

  it('runs the multipart checks on an attached upload: a fake WAV is refused with the same key', async () => {
    const owner = await t.factories.buildSignedInUser();
    const fake = Buffer.from('RIFX not really a wave file at all');
    const id = await createUpload(owner.headers, fake.length);
    await sendAll(owner.headers, id, fake);
    const refused = await attach(owner.headers, 'audio', id);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { file: 'release.file.audio.wrong_type' },
    });
    expect(
      await t.db.selectFrom('release_files').select('id').where('company_id', '=', owner.companyId).execute(),
    ).toEqual([]);
  });

  it('refuses to attach an upload made for another purpose or not yet finished (400)', async () => {
    const owner = await t.factories.buildSignedInUser();
    const cover = await coverJpeg();
    const id = await createUpload(owner.headers, cover.length, 'release_cover', 'sampul.jpg');
    await sendAll(owner.headers, id, cover.subarray(0, PART));
    const unfinished = await attach(owner.headers, 'cover', id);
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().errors).toEqual({ upload_id: 'uploads.not_finished' });
    const wrongType = await attach(owner.headers, 'audio', id);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ upload_id: 'uploads.purpose_mismatch' });
    const noId = await attach(owner.headers, 'cover', '');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual({ upload_id: 'uploads.upload_id.required' });

    await sendAll(owner.headers, id, cover, PART);
    const attached = await attach(owner.headers, 'cover', id);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data).toMatchObject({ type: 'cover', width: 3000, height: 3000, name: 'sampul.jpg' });
  });

  it('answers 460 to a part whose sha1 does not match and keeps none of it', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    const part = wav.subarray(0, PART);
    const tempBefore = tempFiles();
    const damaged = await patch(owner.headers, id, 0, part, {
      'upload-checksum': `sha1 ${sha1(Buffer.from('other'))}`,
    });
    expect(damaged.statusCode).toBe(460);
    expect(damaged.json().code).toBe('uploads.checksum_mismatch');
    expect((await head(owner.headers, id)).headers['upload-offset']).toBe('0');
    const otherAlgorithm = await patch(owner.headers, id, 0, part, { 'upload-checksum': `md5 ${sha1(part)}` });
    expect(otherAlgorithm.statusCode).toBe(400);
    expect((await head(owner.headers, id)).headers['upload-offset']).toBe('0');
    expect(tempFiles()).toEqual(tempBefore);
    expect(await uploadObjects(id)).toEqual([`uploads/${id}.json`]);
  });

  it('resumes after a cut: the offset is what arrived and the next part continues from it', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    const arrived = 1000;
    // The connection drops after `arrived` bytes of a part announced as PART bytes long.
    const dropped = new Readable({ read() {} });
    dropped.push(wav.subarray(0, arrived));
    setTimeout(() => dropped.destroy(new Error('connection reset')), 50);
    const cut = await patch(owner.headers, id, 0, dropped, { 'content-length': String(PART) }).catch(
      (error: Error) => error,
    );
    expect(cut).toBeInstanceOf(Error);
    const progress = await head(owner.headers, id);
    expect(progress.headers['upload-offset']).toBe(String(arrived));
    expect((await patch(owner.headers, id, 0, wav.subarray(0, PART))).statusCode).toBe(409);

    const rest = wav.subarray(arrived);
    const resumed = await patch(owner.headers, id, arrived, rest, { 'upload-checksum': `sha1 ${sha1(rest)}` });
    expect(resumed.statusCode).toBe(204);
    expect(resumed.headers['upload-offset']).toBe(String(wav.length));
    expect((await attach(owner.headers, 'audio', id)).statusCode).toBe(201);
  });

  it('counts the parts that run on from the start: one starting inside another or past a gap adds nothing', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    // What two holders of a lapsed lock and a part put after a lost one could leave: every part holds
    // the file's own bytes for its range.
    const putPart = (from: number, to: number) =>
      t.context.storage.putBytes(uploadPartKey(id, from), wav.subarray(from, to));
    await putPart(0, 3000);
    await putPart(1000, 5000);
    await putPart(3000, 6000);
    await putPart(8000, 9000);
    expect((await head(owner.headers, id)).headers['upload-offset']).toBe('6000');

    await sendAll(owner.headers, id, wav, 6000);
    const attached = await attach(owner.headers, 'audio', id);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data.sha256).toBe(sha256Hex(wav));
    expect(await uploadObjects(id)).toEqual([]);
  });

  it("answers another user's upload exactly like an unknown one and never lists it", async () => {
    const owner = await t.factories.buildSignedInUser();
    const colleague = await t.factories.buildUser(owner.companyId);
    const colleagueHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(colleague.email)}` };
    const stranger = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav.subarray(0, PART));
    const unknownId = 'f'.repeat(32);

    for (const other of [colleagueHeaders, stranger.headers]) {
      for (const [mine, unknown] of [
        [await head(other, id), await head(other, unknownId)],
        [await patch(other, id, PART, wav.subarray(PART)), await patch(other, unknownId, PART, wav.subarray(PART))],
        [await remove(other, id), await remove(other, unknownId)],
      ] as const) {
        expect(mine.statusCode).toBe(404);
        expect({ ...mine.json(), requestId: null }).toEqual({ ...unknown.json(), requestId: null });
      }
      expect((await list(other)).json().data).toEqual([]);
      expect((await attach(other, 'audio', id)).statusCode).toBe(404);
    }
    expect((await head(owner.headers, id)).headers['upload-offset']).toBe(String(PART));
  });

  it('never lets the client name the owner or reach another upload through the URL', async () => {
    const owner = await t.factories.buildSignedInUser();
    const stranger = await t.factories.buildSignedInUser();
    const forged = await create(stranger.headers, 10, {
      filename: 'x.wav',
      purpose: 'release_audio',
      owner_user_id: String(owner.id),
      owner_company_id: String(owner.companyId),
    });
    const forgedId = String(forged.headers.location).split('/').at(-1) as string;
    expect((await head(owner.headers, forgedId)).statusCode).toBe(404);
    expect((await head(stranger.headers, forgedId)).statusCode).toBe(200);

    const mine = await createUpload(owner.headers, 10);
    const trick = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${mine}?/${forgedId}`,
      headers: { ...owner.headers, ...TUS },
    });
    expect(trick.statusCode).toBe(204);
    expect(await uploadObjects(mine)).toEqual([]);
    expect(await uploadObjects(forgedId)).toEqual([`uploads/${forgedId}.json`]);
  });

  it('terminates an upload with DELETE and removes its files', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav.subarray(0, PART));
    expect((await uploadObjects(id)).sort()).toEqual([`uploads/${id}.json`, uploadPartKey(id, 0)]);
    expect((await remove(owner.headers, id)).statusCode).toBe(204);
    expect(await uploadObjects(id)).toEqual([]);
    expect((await head(owner.headers, id)).statusCode).toBe(404);
  });

  it('expires an upload 24 hours after creation: 410 until the sweep removes its files, 404 after', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const created = Date.now();
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav.subarray(0, PART));
    const emptyId = await createUpload(owner.headers, wav.length);
    const [listed] = (await list(owner.headers)).json().data;
    expect(Date.parse(listed.expires_at)).toBeGreaterThanOrEqual(created + UPLOAD_EXPIRY_MS - 1000);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(listed.expires_at) + 1000 });
    expect((await head(owner.headers, id)).statusCode).toBe(410);
    const late = await patch(owner.headers, id, PART, wav.subarray(PART));
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('uploads.expired');
    expect((await list(owner.headers)).json().data).toEqual([]);

    const uploads = uploadStoreAt(t.config.dataDir);
    expect(await sweepExpiredUploads(uploads, new Date(Date.now()))).toBeGreaterThanOrEqual(2);
    expect(await uploadObjects(id)).toEqual([]);
    expect(await uploadObjects(emptyId)).toEqual([]);
    expect((await head(owner.headers, id)).statusCode).toBe(404);
  });

  it('keeps an upload until its expiry when the sweep runs earlier', async () => {
    const owner = await t.factories.buildSignedInUser();
    const id = await createUpload(owner.headers, 10);
    expect(
      await sweepExpiredUploads(uploadStoreAt(t.config.dataDir), new Date(Date.now() + UPLOAD_EXPIRY_MS - 60_000)),
    ).toBe(0);
    expect(await uploadObjects(id)).toEqual([`uploads/${id}.json`]);
  });
});
