import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { companyScope } from '../../db/scope.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { readDspVersion, readPaidStreamsVersion } from './dsp.repository.ts';
import { dspRoutes } from './dsp.routes.ts';

/** Registers the DSP analytics and Smart Analytics; answers are kept per app until their data changes. */
export const dspModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  // Windows end at the feeds' last day, or today for a company without data: hence the day.
  const readVersion = async (companyId: number) =>
    `${new Date().toISOString().slice(0, 10)}/${await readDspVersion(db, companyScope(companyId))}`;
  // Analytics against reports also change with a publish or a store's terms, which no other answer reads.
  const readPaidVersion = recentReads(db, (_companyId: number) => readPaidStreamsVersion(db));
  await app.register(dspRoutes, {
    deps: { db },
    keep: keepAnswers(recentReads(db, readVersion)),
    keepPaid: keepAnswers(readPaidVersion),
  });
};
