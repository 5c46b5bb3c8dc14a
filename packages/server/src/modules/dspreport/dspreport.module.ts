import type { AppModule } from '../../context.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { dspreportRoutes } from './dspreport.routes.ts';
import type { DspPeriodsInfo } from './dspreport.service.ts';

/** Answers kept at once: a page of a table is a few kilobytes, so some megabytes at most. */
const KEPT_ANSWERS = 1_000;

/** Registers the DSP revenue report. */
export const dspreportModule: AppModule = async (app, { context }) => {
  await app.register(dspreportRoutes, {
    deps: { db: context.database.db },
    answers: new VersionedCache<string>(KEPT_ANSWERS),
    // One entry per company.
    periods: new VersionedCache<DspPeriodsInfo>(),
  });
};
