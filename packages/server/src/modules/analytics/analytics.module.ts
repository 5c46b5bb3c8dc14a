import type { AppModule } from '../../context.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { assetAnalyticsRoutes } from './asset-analytics.routes.ts';
import { channelAnalyticsRoutes } from './channel-analytics.routes.ts';

/**
 * Answers kept at once: most are a few kilobytes, a year's daily series about 60; at this bound a
 * process keeps at most some tens of megabytes of them.
 */
const KEPT_ANSWERS = 1_000;

/** Registers YouTube asset and channel analytics. */
export const analyticsModule: AppModule = async (app, { context }) => {
  const deps = { db: context.database.db, answers: new VersionedCache<string>(KEPT_ANSWERS) };
  await app.register(assetAnalyticsRoutes, { deps });
  await app.register(channelAnalyticsRoutes, { deps });
};
