import { MarkAsReadRequestSchema, MarkAsReadResponseSchema, NotificationListResponseSchema } from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { listNotifications, markAsRead } from './notifications.service.ts';

const tags = ['notifications'];

/** The notification service (SPEC §7): the caller's notices and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notifications/all',
    { schema: { tags, response: { 200: NotificationListResponseSchema } } },
    async (request) => ({ data: await listNotifications(db, callerOf(request)) }),
  );

  app.post(
    '/api/notifications/mark_as_read',
    { schema: { tags, body: MarkAsReadRequestSchema, response: { 200: MarkAsReadResponseSchema } } },
    async (request) => ({
      data: { notification_ids: await markAsRead(db, callerOf(request), request.body.notification_ids) },
    }),
  );
};
