import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadPurpose } from '@irama/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ObjectStorage } from '../../src/lib/storage/index.ts';

type Headers = Record<string, string>;
export const TUS = { 'tus-resumable': '1.0.0' };
/** Clients send 5–8 MB parts; the same code path takes any size, so tests keep them small. */
export const TEST_PART_BYTES = 4096;

const base64 = (text: string) => Buffer.from(text).toString('base64');
/** A part's sha1 as `Upload-Checksum` carries it (base64). */
export const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64');
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * tus requests to `/api/uploads` of an app, and the attach of a finished upload. The app is read on
 * each call, so a `useTestApp()` handle can be passed before its app is made.
 */
export function tusRequests(instance: { readonly app: FastifyInstance }) {
  function create(headers: Headers, size: number, metadata: Record<string, string>) {
    const encoded = Object.entries(metadata)
      .map(([key, value]) => `${key} ${base64(value)}`)
      .join(',');
    return instance.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, ...TUS, 'upload-length': String(size), 'upload-metadata': encoded },
    });
  }

  /** Creates an upload and answers its id (the last segment of its Location). */
  async function createUpload(headers: Headers, size: number, purpose = 'release_audio', filename = 'lagu.wav') {
    const response = await create(headers, size, { filename, filetype: 'audio/wav', purpose });
    expect(response.statusCode, response.body).toBe(201);
    expect(Date.parse(String(response.headers['upload-expires']))).toBeGreaterThan(Date.now());
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    return location.split('/').at(-1) as string;
  }

  function patch(headers: Headers, id: string, offset: number, part: Uint8Array | Readable, extra: Headers = {}) {
    return instance.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: {
        ...headers,
        ...TUS,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...(part instanceof Readable ? {} : { 'content-length': String(part.length) }),
        ...extra,
      },
      payload: part instanceof Readable ? part : Buffer.from(part),
    });
  }

  /** Sends `bytes` from offset `from` in parts of TEST_PART_BYTES, each with its checksum, and expects every part kept. */
  async function sendAll(headers: Headers, id: string, bytes: Buffer, from = 0) {
    for (let offset = from; offset < bytes.length; offset += TEST_PART_BYTES) {
      const part = bytes.subarray(offset, offset + TEST_PART_BYTES);
      const response = await patch(headers, id, offset, part, { 'upload-checksum': `sha1 ${sha1(part)}` });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.headers['upload-offset']).toBe(String(offset + part.length));
    }
  }

  return {
    create,
    createUpload,
    patch,
    sendAll,
    head: (headers: Headers, id: string) =>
      instance.app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...headers, ...TUS } }),
    remove: (headers: Headers, id: string) =>
      instance.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, headers: { ...headers, ...TUS } }),
    list: (headers: Headers) => instance.app.inject({ method: 'GET', url: '/api/uploads', headers }),
    attach: (headers: Headers, type: string, uploadId: string) =>
      instance.app.inject({
        method: 'POST',
        url: `/api/v2/release/fileupload?type=${type}`,
        headers,
        payload: { upload_id: uploadId },
      }),
  };
}

/** The key of an upload's part starting at `offset`, as the upload store names it. */
export const uploadPartKey = (id: string, offset: number) => `uploads/${id}/${String(offset).padStart(16, '0')}`;

/** The keys a storage holds for an upload: its info object and its parts. */
export async function uploadObjects(storage: ObjectStorage, id: string): Promise<string[]> {
  return (await storage.list('uploads')).map(({ key }) => key).filter((key) => key.startsWith(`uploads/${id}`));
}

/**
 * Makes a resumable upload of `bytes` through real tus requests (creation, then checked parts) and
 * answers its id; `sendBytes` stops short to leave it unfinished.
 */
export async function resumableUpload(
  app: FastifyInstance,
  headers: Headers,
  bytes: Uint8Array,
  purpose: UploadPurpose,
  filename: string,
  sendBytes = bytes.length,
): Promise<string> {
  const tus = tusRequests({ app });
  const created = await tus.create(headers, bytes.length, { filename, purpose });
  expect(created.statusCode, created.body).toBe(201);
  const id = String(created.headers.location).split('/').at(-1) as string;
  await tus.sendAll(headers, id, Buffer.from(bytes.subarray(0, sendBytes)));
  return id;
}
