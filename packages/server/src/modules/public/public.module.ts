import type { AppModule } from '../../context.ts';
import { publicRoutes } from './public.routes.ts';

/** Registers what the SPA reads before anyone signs in. */
export const publicModule: AppModule = async (app, { context }) => {
  await app.register(publicRoutes, { db: context.database.db, config: context.config });
};
