import { AnnouncementRequestSchema, AnnouncementResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { type IdeasDeps, publishAnnouncement } from './ideas.service.ts';

/** Staff announcements: kept for Home and Ideas, and a notice for every partner user, or those of one company group. */
export const opsAnnouncementRoutes: FastifyPluginAsyncZod<{ deps: IdeasDeps }> = async (app, { deps }) => {
  app.post(
    '/api/ops/announcements',
    {
      config: { isStaffOnly: true },
      schema: { tags: ['ops'], body: AnnouncementRequestSchema, response: { 200: AnnouncementResponseSchema } },
    },
    async (request) => ({ data: await publishAnnouncement(deps, callerOf(request).user.id, request.body) }),
  );
};
