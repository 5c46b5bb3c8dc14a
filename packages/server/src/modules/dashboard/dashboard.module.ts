import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { companyScope } from '../../db/scope.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { createReadDeps } from '../release/index.ts';
import { readVersions } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import type { DashboardDeps } from './dashboard.service.ts';

/** Registers Home's dashboard; its costly parts are kept per app until what they read changes. */
export const dashboardModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  const now = () => new Date();
  const deps: DashboardDeps = {
    ideas: { db, now },
    releases: createReadDeps(context),
    caches: { figures: new VersionedCache(), releases: new VersionedCache(), content: new VersionedCache() },
    versionsOf: recentReads(db, (companyId: number) => readVersions(db, companyScope(companyId), now().toISOString())),
  };
  await app.register(dashboardRoutes, { deps });
};
