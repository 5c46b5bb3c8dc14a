import type { AppModule } from '../../context.ts';
import { switchesRoutes } from './switches.routes.ts';

/** Registers the portal-wide feature switches and staff's page of them. */
export const switchesModule: AppModule = async (app, { context }) => {
  await app.register(switchesRoutes, { db: context.database.db });
};
