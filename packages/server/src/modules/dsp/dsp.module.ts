import type { AppModule } from '../../context.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { dspRoutes } from './dsp.routes.ts';

/** Answers kept at once: a few kilobytes each, some tens of megabytes at most. */
const KEPT_ANSWERS = 1_000;

/** Registers the DSP analytics and Smart Analytics; answers are kept per app until their data changes. */
export const dspModule: AppModule = async (app, { context }) => {
  await app.register(dspRoutes, {
    deps: { db: context.database.db },
    answers: new VersionedCache<string>(KEPT_ANSWERS),
  });
};
