import { ShareIdParamsSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { sendStoredObject } from '../../lib/send-file.ts';
import { getHostBranding } from '../branding/index.ts';
import { pageLanguageOf, renderMissingPage, renderSharePage } from './share-page.ts';
import { followStoreLink, getShare, type SongshareDeps } from './songshare.service.ts';

// The share id is the capability on each of these: anyone it was shared with may open the page.
const config = { isPublic: true } as const;

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'not_found';

/** The public share page `/s/{id}`, rendered here without the SPA, its store redirects and its preview. */
export const sharePageRoutes: FastifyPluginAsyncZod<{ deps: SongshareDeps }> = async (app, { deps }) => {
  app.get('/s/:id', { config, schema: { hide: true, params: ShareIdParamsSchema } }, async (request, reply) => {
    const options = {
      language: pageLanguageOf(request.headers['accept-language']),
      branding: await getHostBranding(deps.db, request.host),
    };
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-language')
      .header('cache-control', 'public, max-age=300');
    try {
      const { answer } = await getShare(deps, request.params.id);
      return reply.send(renderSharePage(answer, options));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return reply.code(404).send(renderMissingPage(options));
    }
  });

  app.get(
    '/s/:id/go/:store',
    { config, schema: { hide: true, params: ShareIdParamsSchema.extend({ store: z.string().max(40) }) } },
    async (request, reply) => {
      const url = await followStoreLink(deps, request.params.id, request.params.store, request.headers['user-agent']);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    '/s/:id/preview.wav',
    { config, schema: { hide: true, params: ShareIdParamsSchema } },
    async (request, reply) => {
      const { previewKey } = await getShare(deps, request.params.id);
      if (!previewKey) throw new AppError('not_found');
      return sendStoredObject(request, reply, deps.storage, {
        key: previewKey,
        mime: 'audio/wav',
        disposition: 'inline',
        maxAgeSeconds: 3600,
      });
    },
  );
};
