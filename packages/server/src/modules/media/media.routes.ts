import { IdParamSchema, MEDIA_MAX_BYTES, MediaFileResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { contentTypeOf, storeMedia } from './media.service.ts';
import type { MediaStorage } from './media.storage.ts';
import { readUploadedFile } from './media.upload.ts';

/**
 * The media service: uploads with the user's own session token, and the stored files.
 * Files are public to whoever holds the URL (so `<img src>` works without a token); the
 * 128-bit random names are what keeps them private.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  app.post(
    '/api/v1/media',
    {
      schema: {
        tags: ['media'],
        consumes: ['multipart/form-data'],
        description: 'Multipart body with one `file` part: jpg, png, webp, pdf, mp4 or wav by content, at most 10 MB',
        response: { 201: MediaFileResponseSchema },
      },
    },
    async (request, reply) => {
      const buffer = await readUploadedFile(request, { maxBytes: MEDIA_MAX_BYTES, tooLargeKey: 'media.too_large' });
      return reply.status(201).send({ data: await storeMedia(storage, callerOf(request), buffer) });
    },
  );

  app.get(
    '/media/:companyId/:name',
    {
      config: { isPublic: true },
      schema: {
        hide: true,
        params: z.object({ companyId: IdParamSchema, name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const body = await storage.read(request.params.companyId, request.params.name);
      if (!body) throw notFound();
      const type = contentTypeOf(request.params.name);
      reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox");
      // Only images and media render inline; anything else downloads, never runs on our origin.
      if (!/^(image|audio|video)\//.test(type)) reply.header('content-disposition', 'attachment');
      return reply.send(body);
    },
  );
};
