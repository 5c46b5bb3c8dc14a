import type { AppModule } from '../../context.ts';
import { keepAnswers } from '../../lib/kept-answer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { readReportVersion } from './dspreport.repository.ts';
import { dspreportRoutes } from './dspreport.routes.ts';
import type { DspPeriodsInfo } from './dspreport.service.ts';

/** Registers the DSP revenue report. */
export const dspreportModule: AppModule = async (app, { context }) => {
  await app.register(dspreportRoutes, {
    deps: { db: context.database.db },
    keep: keepAnswers((companyId) => readReportVersion(context.database.db, companyId)),
    // One entry per company.
    periods: new VersionedCache<DspPeriodsInfo>(),
  });
};
