import { AudioTrimSchema, FILE_RULES, FileUploadQuerySchema, ReleaseFileSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { fileStreamOf } from '../../lib/upload-stream.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import type { ReleaseDeps } from './release.deps.ts';
import { trimAudio } from './upload/audio-trim.service.ts';
import { storeUploadStream } from './upload/upload.service.ts';

/** SPEC §9: release uploads may take up to an hour. */
export const UPLOAD_TIMEOUT_MS = 3_600_000;
const config = { permission: 'deliveryrelease' } as const;
const fileResponse = z.object({ data: ReleaseFileSchema });

/** Release uploads, streamed to disk, and the server-side audio clip cut. */
export const releaseFileRoutes: FastifyPluginAsyncZod<{ deps: ReleaseDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/release/fileupload',
    {
      config,
      schema: {
        tags: ['release'],
        consumes: ['multipart/form-data'],
        description: 'Multipart body with one `file` part; kinds and size limits per `type` are FILE_RULES',
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
      // One byte over the limit reaches the size guard, which answers 413 with the type's key.
      const part = await request.file({ limits: { fileSize: FILE_RULES[type].maxBytes + 1, files: 1, fields: 0 } });
      if (part?.fieldname !== 'file')
        throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
      const stored = await storeUploadStream(deps, callerOf(request).company.id, type, {
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
};
