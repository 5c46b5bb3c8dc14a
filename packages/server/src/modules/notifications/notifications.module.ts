import type { AppModule } from '../../context.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { noticeStreamRoutes } from './notifications.stream.ts';

/** Registers the notification service and its live stream (staff announcements are kept by `ideas`). */
export const notificationsModule: AppModule = async (app, { context }) => {
  const db = context.database.db;
  await app.register(notificationRoutes, { db });
  await app.register(noticeStreamRoutes, { bus: context.bus });
};
