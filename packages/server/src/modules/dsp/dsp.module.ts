import type { AppModule } from '../../context.ts';
import { dspRoutes } from './dsp.routes.ts';
import { InsightCache } from './insights.service.ts';

/** Registers the DSP analytics and Smart Analytics; the insights are kept per app until the next ingest. */
export const dspModule: AppModule = async (app, { context }) => {
  await app.register(dspRoutes, { deps: { db: context.database.db }, insights: new InsightCache() });
};
