import { AnnouncementRequestSchema, AnnouncementResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { announce } from './notifications.service.ts';

/** Staff announcements: a notice for every partner user, or those of one company group. */
export const opsAnnouncementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/ops/announcements',
    {
      config: { isStaffOnly: true },
      schema: { tags: ['ops'], body: AnnouncementRequestSchema, response: { 200: AnnouncementResponseSchema } },
    },
    async (request) => ({ data: { recipients: await announce(db, request.body) } }),
  );
};
