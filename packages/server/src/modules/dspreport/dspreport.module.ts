import type { AppModule } from '../../context.ts';
import { recentReads } from '../../db/recent-reads.ts';
import { companyScope } from '../../db/scope.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { readReportVersion } from './dspreport.repository.ts';
import { dspreportRoutes } from './dspreport.routes.ts';
import type { DspPeriodsInfo } from './report-info.service.ts';

/** Registers the DSP revenue report. */
export const dspreportModule: AppModule = async (app, { context }) => {
  const { db } = context.database;
  const readVersion = recentReads(db, (companyId: number) => readReportVersion(db, companyScope(companyId)));
  await app.register(dspreportRoutes, {
    deps: { db },
    keep: keepAnswers(readVersion),
    // One entry per company.
    periods: { kept: new VersionedCache<DspPeriodsInfo>(), readVersion },
  });
};
