import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { readAnalyticsVersion } from './analytics.repository.ts';
import { assetAnalyticsRoutes } from './asset-analytics.routes.ts';
import { channelAnalyticsRoutes } from './channel-analytics.routes.ts';

/** Registers YouTube asset and channel analytics. */
export const analyticsModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  const deps = { db, keep: keepAnswers(recentReads(db, () => readAnalyticsVersion(db))) };
  await app.register(assetAnalyticsRoutes, { deps });
  await app.register(channelAnalyticsRoutes, { deps });
};
