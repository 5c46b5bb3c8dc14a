import type { AppModule } from '../../context.ts';
import { createReadDeps } from '../release/release.deps.ts';
import { FigureCache } from './dashboard.figures.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

/** Registers Home's dashboard; a company's report figures are kept per app until the next run. */
export const dashboardModule: AppModule = async (app, { context }) => {
  const deps = {
    ideas: { db: context.database.db, now: () => new Date() },
    releases: createReadDeps(context),
    figures: new FigureCache(),
  };
  await app.register(dashboardRoutes, { deps });
};
