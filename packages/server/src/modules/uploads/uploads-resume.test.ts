import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttingProxy } from '../../../test/support/cutting-proxy.ts';
import { listen, until } from '../../../test/support/event-stream.ts';
import { freshPostgresSchema, tempDir } from '../../../test/support/processes.ts';
import { startTestBucket, type TestBucket } from '../../../test/support/s3-server.ts';
import {
  createTestApp,
  describeWithRedis,
  madeInBeforeAll,
  type TestApp,
  useTestApp,
} from '../../../test/support/test-app.ts';
import { sha1, sha256Hex, TEST_PART_BYTES, tusRequests } from '../../../test/support/tus-requests.ts';
import { wavOf } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
const { attach } = tusRequests(t);
// Clients send 8 MiB parts; the server takes any size, so the file here is three small parts.
const PART_BYTES = 64 * 1024;
const wav = wavOf(2.2);
const retryEverySoOften = Array.from({ length: 30 }, () => 20);

/** Uploads `file` with tus-js-client through `endpoint`, resuming after every cut, and answers the upload's id. */
function uploadResuming(endpoint: string, headers: Record<string, string>, file: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${endpoint}/api/uploads`,
      chunkSize: PART_BYTES,
      retryDelays: retryEverySoOften,
      headers,
      metadata: { filename: 'lagu.wav', filetype: 'audio/wav', purpose: 'release_audio' },
      onError: reject,
      onSuccess: () => resolve(String(upload.url?.split('/').at(-1))),
    });
    upload.start();
  });
}

describe('resuming through a connection that drops', () => {
  let server: URL;
  beforeAll(async () => {
    server = new URL(await listen(t));
  });

  it('stores exactly the source whatever bytes the cuts fall after', async () => {
    expect(wav.length).toBeGreaterThan(2 * PART_BYTES);
    const owner = await t.factories.buildSignedInUser();
    // The first connection carries the creation and a whole part, so its cut always falls; a later
    // connection may carry less than its cut point and finish the upload uncut.
    const cutPoint = fc.integer({ min: 1, max: PART_BYTES });
    await fc.assert(
      fc.asyncProperty(fc.array(cutPoint, { minLength: 1, maxLength: 4 }), async (cuts) => {
        const proxy = await startCuttingProxy(server, cuts);
        try {
          const id = await uploadResuming(proxy.url, owner.headers, wav);
          expect(proxy.cutsMade()).toBeGreaterThanOrEqual(1);
          const attached = await attach(owner.headers, 'audio', id);
          expect(attached.statusCode, attached.body).toBe(201);
          expect(attached.json().data.sha256).toBe(sha256Hex(wav));
        } finally {
          await proxy.close();
        }
      }),
      { numRuns: 4 },
    );
  });
});

describeWithRedis('uploads across two instances on one bucket, each with a DATA_DIR of its own', () => {
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
  let bucket: TestBucket;
  const folders: ReturnType<typeof tempDir>[] = [];
  const open: TestApp[] = [];
  const a = madeInBeforeAll(() => open[0]);
  const onA = tusRequests(a);
  const onB = tusRequests(madeInBeforeAll(() => open[1]));
  let owner: { headers: Record<string, string> };

  beforeAll(async () => {
    schema = await freshPostgresSchema();
    bucket = await startTestBucket();
    folders.push(tempDir('irama-test-uploads-a-'), tempDir('irama-test-uploads-b-'));
    // Two instances of one deployment: one database, one Redis prefix, one bucket; no shared folder.
    const env = {
      ...bucket.env,
      DATABASE_URL: schema.url,
      REDIS_PREFIX: `irama-test-uploads:${randomBytes(6).toString('hex')}`,
    };
    for (const folder of folders) open.push(await createTestApp({ ...env, DATA_DIR: folder.dir }));
    owner = await a.factories.buildSignedInUser();
  });
  afterAll(async () => {
    const [first] = open;
    const keys = await first?.context.redis?.keys(`${first.config.redisPrefix}*`);
    if (keys?.length) await first?.context.redis?.del(...keys);
    for (const app of open) await app.close();
    await bucket?.close();
    await schema?.drop();
    for (const folder of folders) folder.remove();
  });

  it('goes on with an upload on B that A started, and attaches it on A from the bucket', async () => {
    const wav = wavOf(0.1);
    const id = await onA.createUpload(owner.headers, wav.length);
    await onA.sendAll(owner.headers, id, wav.subarray(0, 2 * TEST_PART_BYTES));
    const progress = await onB.head(owner.headers, id);
    expect(progress.headers['upload-offset']).toBe(String(2 * TEST_PART_BYTES));
    expect((await onB.list(owner.headers)).json().data).toMatchObject([{ id, offset: 2 * TEST_PART_BYTES }]);
    await onB.sendAll(owner.headers, id, wav, 2 * TEST_PART_BYTES);
    // Nothing of the upload touched a DATA_DIR but as temp files, each gone once its part was put
    // (a checked part's scratch file may go just after the answer).
    await until(() => open.every((app) => fs.readdirSync(path.join(app.config.dataDir, 'tmp')).length === 0));
    expect(fs.existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);

    const attached = await onA.attach(owner.headers, 'audio', id);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().data.sha256).toBe(sha256Hex(wav));
    expect((await a.context.storage.list(`uploads/${id}`)).length).toBe(0);
    expect(await a.context.storage.stat(`uploads/${id}.json`)).toBeUndefined();
  });

  it('lets one of two simultaneous parts on A and B write: the other waits for it and finds the offset moved', async () => {
    const wav = wavOf(2);
    const id = await onA.createUpload(owner.headers, wav.length);
    const check = { 'upload-checksum': `sha1 ${sha1(wav)}` };
    const answers = await Promise.all([
      onA.patch(owner.headers, id, 0, wav, check),
      onB.patch(owner.headers, id, 0, wav, check),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await onB.head(owner.headers, id)).headers['upload-offset']).toBe(String(wav.length));
    expect((await onA.attach(owner.headers, 'audio', id)).json().data.sha256).toBe(sha256Hex(wav));
  });

  it('has A stop a slow part when B asks for the upload, and B resumes from where A stopped', async () => {
    const wav = wavOf(0.5);
    const id = await onA.createUpload(owner.headers, wav.length);
    const sent = Math.floor(wav.length / 3);
    // A's client sent a third of the file and then went quiet, its connection still open.
    const slow = new Readable({ read() {} });
    slow.push(wav.subarray(0, sent));
    const order: string[] = [];
    const fromA = onA.patch(owner.headers, id, 0, slow, { 'content-length': String(wav.length) }).then((answer) => {
      order.push('A');
      return answer;
    });
    // A's part is received into a temp file of its own DATA_DIR before it goes to the bucket.
    const tempOnA = path.join(a.config.dataDir, 'tmp');
    const sizeOf = (name: string) => fs.statSync(path.join(tempOnA, name), { throwIfNoEntry: false })?.size;
    await until(() => fs.existsSync(tempOnA) && fs.readdirSync(tempOnA).some((name) => sizeOf(name) === sent));

    const fromB = await onB.patch(owner.headers, id, 0, wav);
    order.push('B');
    slow.push(null);
    // B waited for A's lock: A answered first, having kept what it had, and B's offset no longer matched.
    expect(order).toEqual(['A', 'B']);
    expect((await fromA).statusCode).toBe(204);
    expect(fromB.statusCode).toBe(409);
    const resumeAt = Number((await onB.head(owner.headers, id)).headers['upload-offset']);
    expect(resumeAt).toBe(sent);
    await onB.sendAll(owner.headers, id, wav, resumeAt);
    expect((await onA.attach(owner.headers, 'audio', id)).json().data.sha256).toBe(sha256Hex(wav));
  });
});
