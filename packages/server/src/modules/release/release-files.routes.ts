import {
  AttachUploadSchema,
  AudioTrimSchema,
  FILE_RULES,
  FileUploadQuerySchema,
  ReleaseFileSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { validationErrorOf } from '../../lib/request-validation.ts';
import { sendStoredObject } from '../../lib/send-file.ts';
import { fileStreamOf } from '../../lib/upload-stream.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ReleaseDeps } from './release.deps.ts';
import { openSignedFile } from './serving/file-serving.service.ts';
import { trimAudio } from './upload/audio-trim.service.ts';
import { keepFinishedUpload, storeUploadStream } from './upload/upload.service.ts';

/** SPEC §9: release uploads may take up to an hour. */
export const UPLOAD_TIMEOUT_MS = 3_600_000;
const config = { permission: 'deliveryrelease' } as const;
const fileResponse = z.object({ data: ReleaseFileSchema });
const FileParams = z.object({ id: z.string().max(64) });
// Loose on purpose: a malformed signature answers 404 like any other wrong one.
const SignatureQuery = z.object({
  company: z.string().max(20).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** Release uploads, streamed to disk, the server-side audio clip cut, and the files behind signed URLs. */
export const releaseFileRoutes: FastifyPluginAsyncZod<{ deps: ReleaseDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/release/fileupload',
    {
      config,
      schema: {
        tags: ['release'],
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Multipart body with one `file` part, or JSON `{ "upload_id" }` naming a finished upload of /api/uploads; kinds and size limits per `type` are FILE_RULES',
        querystring: FileUploadQuerySchema,
        response: { 201: fileResponse },
      },
      // Big WAV and MP4 files need longer than any default socket time-out.
      onRequest: async (request) => {
        request.raw.setTimeout?.(UPLOAD_TIMEOUT_MS);
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const caller = callerOf(request);
      if (!request.isMultipart()) {
        const body = AttachUploadSchema.safeParse(request.body);
        if (!body.success) throw validationErrorOf(body.error, request.body, AttachUploadSchema);
        const owner = { userId: caller.user.id, companyId: caller.company.id };
        return reply.status(201).send({ data: await keepFinishedUpload(deps, owner, type, body.data.upload_id) });
      }
      // One byte over the limit reaches the size guard, which answers 413 with the type's key.
      const part = await request.file({ limits: { fileSize: FILE_RULES[type].maxBytes + 1, files: 1, fields: 0 } });
      if (part?.fieldname !== 'file')
        throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
      const stored = await storeUploadStream(deps, caller.company.id, type, {
        stream: fileStreamOf(part),
        filename: part.filename,
      });
      return reply.status(201).send({ data: stored });
    },
  );

  app.post(
    '/api/v2/release/audiotrim',
    { config, schema: { tags: ['release'], body: AudioTrimSchema, response: { 201: fileResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await trimAudio(deps, callerOf(request).company.id, request.body) }),
  );

  for (const [url, purpose, description] of [
    ['/api/v2/release/file/:id', 'file', 'A release file by the signed `url` the API gave; ranges for audio and video'],
    ['/api/v2/release/file/:id/thumbnail', 'thumbnail', "A cover's 300×300 JPEG by its signed `thumbnail_url`"],
  ] as const) {
    app.get(
      url,
      {
        // The URL carries the capability, so `<img>` and `<audio>`, which send no token, can use it.
        config: { isPublic: true },
        schema: { tags: ['release'], description, params: FileParams, querystring: SignatureQuery },
      },
      async (request, reply) =>
        sendStoredObject(
          request,
          reply,
          deps.storage,
          await openSignedFile(deps, request.params.id, purpose, request.query),
        ),
    );
  }
};
