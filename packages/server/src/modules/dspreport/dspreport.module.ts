import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { readReportVersion } from './dspreport.repository.ts';
import { dspreportRoutes } from './dspreport.routes.ts';
import type { DspPeriodsInfo } from './dspreport.service.ts';

/** Registers the DSP revenue report. */
export const dspreportModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  const readVersion = recentReads(db, (companyId: number) => readReportVersion(db, companyId));
  await app.register(dspreportRoutes, {
    deps: { db },
    keep: keepAnswers(readVersion),
    // One entry per company.
    periods: { kept: new VersionedCache<DspPeriodsInfo>(), readVersion },
  });
};
