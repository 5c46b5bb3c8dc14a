import type { AppModule } from '../../context.ts';
import { notificationRoutes } from './notifications.routes.ts';

/** Registers the notification service (its live stream is `streams`; staff announcements are kept by `ideas`). */
export const notificationsModule: AppModule = async (app, { context }) => {
  await app.register(notificationRoutes, { db: context.database.db });
};
