import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { readAnalyticsVersion } from './analytics.repository.ts';
import { assetAnalyticsRoutes } from './asset-analytics.routes.ts';
import { channelAnalyticsRoutes } from './channel-analytics.routes.ts';

/** Registers YouTube asset and channel analytics. */
export const analyticsModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  // One version for every company's answers: the newest run and catalogue row.
  const readVersion = recentReads(db, (_everyone: 0) => readAnalyticsVersion(db));
  const deps = { db, keep: keepAnswers(() => readVersion(0)) };
  await app.register(assetAnalyticsRoutes, { deps });
  await app.register(channelAnalyticsRoutes, { deps });
};
