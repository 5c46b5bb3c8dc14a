import type { AppModule } from '../../context.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { createReadDeps } from '../release/release.deps.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import type { DashboardDeps } from './dashboard.service.ts';

/** Registers Home's dashboard; its costly parts are kept per app until what they read changes. */
export const dashboardModule: AppModule = async (app, { context }) => {
  const deps: DashboardDeps = {
    ideas: { db: context.database.db, now: () => new Date() },
    releases: createReadDeps(context),
    caches: { figures: new VersionedCache(), releases: new VersionedCache(), content: new VersionedCache() },
  };
  await app.register(dashboardRoutes, { deps });
};
