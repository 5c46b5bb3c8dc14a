import type { AppModule } from '../../context.ts';
import { whitelabelRoutes } from './whitelabel.routes.ts';

/** Registers the sub-aggregator's white-label configuration. */
export const whitelabelModule: AppModule = async (app, { context }) => {
  await app.register(whitelabelRoutes, { db: context.database.db });
};
