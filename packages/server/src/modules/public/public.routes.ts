import { BrandingSchema, RuntimeConfigSchema, userText } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { getHostBranding } from '../branding/index.ts';

/** What the SPA reads before anyone signs in: service URLs, and the branding of this host. */
export const publicRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/api/public/config',
    {
      config: { isPublic: true },
      schema: { tags: ['public'], response: { 200: z.object({ data: RuntimeConfigSchema }) } },
    },
    async () => ({
      data: {
        api_url: config.serviceUrls.api,
        chat_url: config.serviceUrls.chat,
        notifications_url: config.serviceUrls.notifications,
        media_url: config.serviceUrls.media,
        google_client_id: config.googleClientId ?? null,
        analytics_id: config.analyticsId ?? null,
      },
    }),
  );

  app.get(
    '/api/public/branding',
    {
      config: { isPublic: true },
      schema: {
        tags: ['public'],
        querystring: z.object({
          host: userText({ max: 253 }).optional().describe('Defaults to the Host of the request'),
        }),
        response: { 200: z.object({ data: BrandingSchema }) },
      },
    },
    async (request) => ({ data: await getHostBranding(db, request.query.host ?? request.host) }),
  );
};
