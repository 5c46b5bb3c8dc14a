import type { AppModule } from '../../context.ts';
import { ideasRoutes } from './ideas.routes.ts';
import { ideasOpsRoutes } from './ideas-ops.routes.ts';

/** Registers Ideas for partners and the staff pages that fill it. */
export const ideasModule: AppModule = async (app, { context }) => {
  const deps = { db: context.database.db, now: () => new Date() };
  await app.register(ideasRoutes, { deps });
  await app.register(ideasOpsRoutes, { deps });
};
