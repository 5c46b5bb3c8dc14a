import type { AppModule } from '../../context.ts';
import { networkplaceRoutes } from './networkplace.routes.ts';
import { networkplaceOpsRoutes } from './networkplace-ops.routes.ts';

/** Registers Networkplace: creators' social profiles, explore, likes, blocks and reports, and staff's queue. */
export const networkplaceModule: AppModule = async (app, { context }) => {
  await app.register(networkplaceRoutes, { db: context.database.db });
  await app.register(networkplaceOpsRoutes, { db: context.database.db });
};
