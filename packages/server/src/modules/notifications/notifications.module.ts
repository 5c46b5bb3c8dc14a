import type { AppModule } from '../../context.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { noticeStreamRoutes } from './notifications.stream.ts';
import { opsAnnouncementRoutes } from './ops-announcements.routes.ts';

/** Registers the notification service, its live stream and staff announcements. */
export const notificationsModule: AppModule = async (app, { context }) => {
  const db = context.database.db;
  await app.register(notificationRoutes, { db });
  await app.register(noticeStreamRoutes, { bus: context.bus });
  await app.register(opsAnnouncementRoutes, { db });
};
