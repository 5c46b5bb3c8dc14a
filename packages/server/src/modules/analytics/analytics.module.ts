import type { AppModule } from '../../context.ts';
import { assetAnalyticsRoutes } from './asset-analytics.routes.ts';
import { channelAnalyticsRoutes } from './channel-analytics.routes.ts';

/** Registers YouTube asset and channel analytics. */
export const analyticsModule: AppModule = async (app, { context }) => {
  const deps = { db: context.database.db };
  await app.register(assetAnalyticsRoutes, { deps });
  await app.register(channelAnalyticsRoutes, { deps });
};
