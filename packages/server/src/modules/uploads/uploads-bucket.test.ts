import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { UPLOAD_EXPIRY_MS } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useTestAppOnBucket } from '../../../test/support/s3-server.ts';
import {
  uploadObjects as objectsOf,
  sha256Hex,
  TEST_PART_BYTES,
  tusRequests,
  uploadPartKey,
} from '../../../test/support/tus-requests.ts';
import { wavOf } from '../release/testing/release-test-kit.ts';
import { uploadStoreAt } from './upload-store.ts';
import { sweepExpiredUploads } from './uploads.service.ts';

const t = useTestAppOnBucket();
const { createUpload, sendAll, head, attach } = tusRequests(t);
const PART = TEST_PART_BYTES;

const uploadObjects = (id: string) => objectsOf(t.context.storage, id);

describe('resumable uploads on an S3-compatible bucket', () => {
  it('keeps each part as an object of its own and joins them when the upload is attached', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav.subarray(0, 2 * PART));
    expect((await uploadObjects(id)).sort()).toEqual([
      `uploads/${id}.json`,
      uploadPartKey(id, 0),
      uploadPartKey(id, PART),
    ]);
    expect((await t.context.storage.stat(uploadPartKey(id, PART)))?.size).toBe(PART);
    await sendAll(owner.headers, id, wav, 2 * PART);

    const attached = await attach(owner.headers, 'audio', id);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data.sha256).toBe(sha256Hex(wav));
    expect(await uploadObjects(id)).toEqual([]);
  });

  it('removes an expired upload with its parts from the bucket, and parts left without their upload', async () => {
    const owner = await t.factories.buildSignedInUser();
    const wav = wavOf(0.1);
    const id = await createUpload(owner.headers, wav.length);
    await sendAll(owner.headers, id, wav.subarray(0, 2 * PART));
    const stray = 'e'.repeat(32);
    await t.context.storage.putBytes(uploadPartKey(stray, 0), 'a part put after its upload was removed');
    const uploads = uploadStoreAt(t.config.dataDir);
    expect(await sweepExpiredUploads(uploads, new Date(Date.now() + UPLOAD_EXPIRY_MS - 60_000))).toBe(1);
    expect(await uploadObjects(id)).toHaveLength(3);
    expect(await uploadObjects(stray)).toEqual([]);

    // Aged in the bucket rather than by a faked clock, which would sign the S3 requests from the future.
    const info = `uploads/${id}.json`;
    const created = JSON.parse(await text((await t.context.storage.read(info))?.stream ?? Readable.from([])));
    const aged = new Date(Date.now() - UPLOAD_EXPIRY_MS - 1000).toISOString();
    await t.context.storage.putBytes(info, JSON.stringify({ ...created, creation_date: aged }));
    expect((await head(owner.headers, id)).statusCode).toBe(410);
    expect(await sweepExpiredUploads(uploads, new Date(Date.now()))).toBeGreaterThanOrEqual(1);
    expect(await uploadObjects(id)).toEqual([]);
    expect((await head(owner.headers, id)).statusCode).toBe(404);
  });
});
