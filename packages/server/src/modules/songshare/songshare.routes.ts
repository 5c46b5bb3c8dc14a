import {
  ShareClicksParamsSchema,
  ShareClicksResponseSchema,
  SharedTrackResponseSchema,
  ShareIdParamsSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { getShare, getShareClicks, type SongshareDeps } from './songshare.service.ts';

const tags = ['songshare'];

/** The share page's data for anyone holding the share id, and the partner's count of its store clicks. */
export const songshareRoutes: FastifyPluginAsyncZod<{ deps: SongshareDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v5/songshare/track/:id',
    {
      // The share id is the capability: what it shows is public on the share page anyway.
      config: { isPublic: true },
      schema: {
        tags,
        description:
          'A released, live track by its share id: title, artists, cover, a 30-second preview, one link per store ' +
          'and the page URL. A draft, a rejected or taken-down release and an unknown id are the same 404.',
        params: ShareIdParamsSchema,
        response: { 200: SharedTrackResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer } = await getShare(deps, request.params.id);
      return reply.header('cache-control', 'public, max-age=300').send({ data: answer });
    },
  );

  app.get(
    '/api/v2/songshare/clicks/:id',
    {
      // The clicks are the track's, so the release desk's key opens them as it opens the track.
      config: { permission: 'deliveryrelease' },
      schema: {
        tags,
        description: "Store-link clicks on the share page of one of the company's tracks, per store and per day",
        params: ShareClicksParamsSchema,
        response: { 200: ShareClicksResponseSchema },
      },
    },
    async (request) => ({ data: await getShareClicks(deps.db, callerOf(request).company.id, request.params.id) }),
  );
};
