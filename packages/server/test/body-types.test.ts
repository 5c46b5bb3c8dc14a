import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { coverJpeg } from '../src/modules/release/testing/release-test-kit.ts';
import { multipart } from './support/multipart.ts';
import { useOwnerAndStaff, useTestApp } from './support/test-app.ts';

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);

function expectProblem(response: Response, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ status, code });
  return response.json() as { errors?: Record<string, string> };
}

/** Every file under DATA_DIR: uploads, temp files and ingest evidence alike. */
function storedFiles(): string[] {
  return fs
    .readdirSync(t.config.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name)));
}

/** A multipart body whose one file part stops after `bytes`, with no closing boundary. */
function cutOff(bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = 'cut-off-boundary';
  const head = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head.join('') + file), bytes]),
  };
}

const post = (url: string, headers: Record<string, string>, body: { headers?: object; payload?: unknown } = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload as string });

describe('a body of the wrong type', () => {
  it('answers 415 to a JSON body on the ingest upload and on the analytics upload', async () => {
    for (const url of ['/api/ops/ingest', '/api/ops/ingest/analytics']) {
      const body = expectProblem(
        await post(url, staff.headers, { payload: { type: 'youtube' } }),
        415,
        'unsupported_media_type',
      );
      expect(body.errors).toEqual({ file: 'validation.multipart_required' });
    }
  });

  it('answers 415 to text, a urlencoded form or no body at all on every upload route', async () => {
    const uploads = ['/api/v1/media', '/api/v2/profile/uploadprofile', '/api/v2/release/fileupload?type=cover'];
    const bodies = [
      { headers: { 'content-type': 'text/plain' }, payload: 'file' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'file=x' },
      {},
    ];
    for (const url of uploads) {
      for (const body of bodies) expectProblem(await post(url, owner.headers, body), 415, 'unsupported_media_type');
    }
  });

  it('answers 415 to multipart, text or a missing content type on a JSON route', async () => {
    const form = multipart(Buffer.from('{}'), 'body.json');
    const bodies = [form, { headers: { 'content-type': 'text/plain' }, payload: '{"email":"a@b.test"}' }, {}];
    for (const body of bodies) expectProblem(await post('/api/auth/client', {}, body), 415, 'unsupported_media_type');
  });

  it('still takes JSON with a charset parameter', async () => {
    const response = await post(
      '/api/auth/client',
      {},
      {
        headers: { 'content-type': 'Application/JSON; charset=utf-8' },
        payload: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }),
      },
    );
    expectProblem(response, 401, 'auth.invalid_credentials');
  });
});

describe('a broken multipart body', () => {
  it('answers 400 to a multipart body without a usable boundary', async () => {
    const { payload } = multipart(Buffer.from('x'), 'a.png');
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ]) {
      const body = expectProblem(
        await post('/api/v1/media', owner.headers, { headers: { 'content-type': type }, payload }),
        400,
        'validation_failed',
      );
      expect(body.errors).toEqual({ file: 'validation.malformed' });
    }
  });

  it('answers 400 to a media upload cut off mid-file and keeps nothing', async () => {
    const before = storedFiles();
    const image = await coverJpeg();
    const response = await post('/api/v1/media', owner.headers, cutOff(image.subarray(0, image.length / 2)));
    expect(expectProblem(response, 400, 'validation_failed').errors).toEqual({ file: 'validation.malformed' });
    expect(storedFiles()).toEqual(before);
  });

  it('answers 400 to a release upload cut off mid-file and keeps no file, temp file or row', async () => {
    const before = storedFiles();
    const image = await coverJpeg();
    const response = await post(
      '/api/v2/release/fileupload?type=cover',
      owner.headers,
      cutOff(image.subarray(0, 8000)),
    );
    expect(expectProblem(response, 400, 'validation_failed').errors).toEqual({ file: 'validation.malformed' });
    expect(storedFiles()).toEqual(before);
    const rows = await t.db.selectFrom('release_files').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('answers 400 to a report upload cut off mid-file and keeps no file or run', async () => {
    const before = storedFiles();
    const csv = Buffer.from(`Asset ID,Country\n${'A1,ID\n'.repeat(2000)}`);
    const response = await post('/api/ops/ingest', staff.headers, cutOff(csv, { type: 'youtube' }));
    expect(expectProblem(response, 400, 'validation_failed').errors).toEqual({ file: 'validation.malformed' });
    expect(storedFiles()).toEqual(before);
    expect(await t.db.selectFrom('ingest_runs').select('id').execute()).toEqual([]);
  });

  it('answers 400 to a form field that is not the JSON its part claims', async () => {
    const boundary = 'json-field';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\nContent-Type: application/json\r\n\r\n{bad\r\n--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    expectProblem(await post('/api/ops/ingest', staff.headers, { headers, payload }), 400, 'validation_failed');
  });

  it('answers 400 to garbage that never opens a part', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=xyz' };
    const response = await post('/api/v1/media', owner.headers, { headers, payload: '\u0000garbage\r\n--nope--' });
    expect(expectProblem(response, 400, 'validation_failed').errors).toEqual({ file: 'validation.required' });
  });
});

describe('the OpenAPI document', () => {
  it('shows each upload route as a multipart body with a file part', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const body = document.paths['/api/v1/media']?.post?.requestBody;
    expect(body).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } } } } },
    });
  });
});
