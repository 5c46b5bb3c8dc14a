import type { AppModule } from '../../context.ts';
import { entRoutes } from './ent.routes.ts';

/** Registers the entertainment statements. */
export const entModule: AppModule = async (app, { context }) => {
  await app.register(entRoutes, { db: context.database.db, now: () => new Date() });
};
