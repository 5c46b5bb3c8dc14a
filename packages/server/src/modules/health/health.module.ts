import type { AppModule } from '../../context.ts';
import { healthRoutes } from './health.routes.ts';

/** Registers the liveness check. */
export const healthModule: AppModule = async (app, { context }) => {
  await app.register(healthRoutes, { db: context.database.db });
};
