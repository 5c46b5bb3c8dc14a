import fs from 'node:fs';
import { Readable } from 'node:stream';
import { UnfinishedUploadsResponseSchema, UPLOAD_CHECKSUM_ALGORITHM } from '@irama/contracts';
import { TUS_RESUMABLE } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentTime } from '../../lib/clock.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { promisedDigest, receiveCheckedPart } from './part-checksum.ts';
import { createTusServer, UPLOADS_PATH } from './tus-server.ts';
import type { StoredUpload, UploadStore } from './upload-store.ts';
import { checkNewUpload, getOwnedUpload, listUnfinishedUploads, type UploadOwner } from './uploads.service.ts';

const PART_TYPE = 'application/offset+octet-stream';
// Headers of this hop only: the request handed to tus carries its body as a stream of its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
const UploadParams = z.object({ id: z.string().max(64) });
const tusSchema = {
  tags: ['uploads'],
  description:
    'tus 1.0 (creation, checksum with sha1, expiration, termination); bodies and answers as tus defines them',
};

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
const ownerOf = (request: FastifyRequest): UploadOwner => {
  const caller = callerOf(request);
  return { userId: caller.user.id, companyId: caller.company.id };
};

/**
 * The web request tus reads: the same method and headers, the part as its body, and the URL of the
 * upload the app checked. Never the client's own URL: tus takes the id from its last segment, and
 * a query such as `?/<another id>` would name an upload other than the one whose owner was checked.
 */
function tusRequestOf(request: FastifyRequest, upload: StoredUpload | undefined, body: Readable | undefined): Request {
  const headers = Object.entries(request.headers).flatMap(([name, value]) =>
    value === undefined || HOP_BY_HOP.has(name)
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
  );
  return new Request(`http://localhost${UPLOADS_PATH}${upload ? `/${upload.id}` : ''}`, {
    method: request.method,
    headers,
    ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' } : {}),
  });
}

/** Resumable uploads with tus at `/api/uploads`, and the caller's unfinished ones as JSON. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadStore }> = async (app, { uploads }) => {
  const tus = createTusServer(uploads);
  // Parts are streamed to the store as they arrive, never read whole by Fastify.
  app.addContentTypeParser(PART_TYPE, (_request, _payload, done) => done(null));

  /**
   * The part a request carries, as tus should read it: the body as it arrives, or, with an
   * `Upload-Checksum`, the part once checked, in its scratch file (`checkedPart`, removed after).
   * A checked part of a known upload is handed to the store directly and tus gets no body
   * (`takeBack` undoes that when tus refuses the request before writing).
   */
  async function partOf(
    request: FastifyRequest,
    upload: StoredUpload | undefined,
  ): Promise<{ body?: Readable; checkedPart?: string; takeBack?: () => void }> {
    if (headerOf(request, 'content-type') !== PART_TYPE || request.method === 'OPTIONS') return {};
    const checksum = headerOf(request, 'upload-checksum');
    if (checksum === undefined) return { body: request.raw };
    const digest = promisedDigest(checksum);
    // A creation that carries its first part misses the whole length it announces.
    const missing = upload ? upload.size - upload.offset : Number(headerOf(request, 'upload-length'));
    const checkedPart = await receiveCheckedPart(await uploads.tempPath(), request.raw, digest, missing);
    if (!upload) return { body: fs.createReadStream(checkedPart), checkedPart };
    const offset = Number(headerOf(request, 'upload-offset'));
    return { checkedPart, takeBack: uploads.handOverCheckedPart(upload.id, offset, checkedPart) };
  }

  /**
   * Hands a request to tus after the app's own checks: the session (route config), ownership and
   * expiry of the named upload, the purpose and size of a new one, and the checksum of a part.
   */
  async function forward(request: FastifyRequest, reply: FastifyReply, uploadId?: string): Promise<FastifyReply> {
    const upload = uploadId ? await getOwnedUpload(uploads, ownerOf(request), uploadId, currentTime()) : undefined;
    if (request.method === 'POST')
      checkNewUpload(headerOf(request, 'upload-length'), headerOf(request, 'upload-metadata'));
    const { body, checkedPart, takeBack } = await partOf(request, upload);
    try {
      const answer = await tus.handle(tusRequestOf(request, upload, body), callerOf(request));
      answer.headers.delete('content-length');
      if (request.method === 'OPTIONS') answer.headers.set('Tus-Checksum-Algorithm', UPLOAD_CHECKSUM_ALGORITHM);
      return reply
        .status(answer.status)
        .headers(Object.fromEntries(answer.headers))
        .send(await answer.text());
    } finally {
      takeBack?.();
      if (checkedPart) await fs.promises.rm(checkedPart, { force: true });
    }
  }

  // tus clients read Tus-Resumable on every answer, the app's own problems (404, 410, 460) included.
  const onRequest = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Tus-Resumable', TUS_RESUMABLE);
  };

  app.get(
    UPLOADS_PATH,
    {
      config: {},
      schema: {
        tags: ['uploads'],
        description: "The caller's unfinished uploads with their progress and expiry",
        response: { 200: UnfinishedUploadsResponseSchema },
      },
    },
    async (request) => ({ data: await listUnfinishedUploads(uploads, ownerOf(request), currentTime()) }),
  );
  app.route({
    method: ['POST', 'OPTIONS'],
    url: UPLOADS_PATH,
    config: {},
    schema: tusSchema,
    onRequest,
    handler: (request, reply) => forward(request, reply),
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${UPLOADS_PATH}/:id`,
    config: {},
    schema: { ...tusSchema, params: UploadParams },
    onRequest,
    handler: (request, reply) => forward(request, reply, request.params.id),
  });
};
