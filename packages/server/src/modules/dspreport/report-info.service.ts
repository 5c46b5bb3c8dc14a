import type { DspReportInfo, UserRole } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { findRates, listPeriods, listStores, userSwitches } from './dspreport.repository.ts';
import type { DspDeps } from './dspreport.service.ts';
import { rateOf } from './report-figures.ts';

/** Whether a user may use the new DSP report: owners always, an admin by the `new_dsp_report` switch. */
export async function mayUseNewReport(db: Db, companyId: number, user: { id: number; role: UserRole }) {
  if (user.role !== 'admin') return true;
  const switches = JSON.parse(await userSwitches(db, companyScope(companyId), user.id)) as Record<string, unknown>;
  return switches.new_dsp_report === true;
}

/** The company's part of `GET /dspreport/info`: the published periods (newest first) and the platforms. */
export type DspPeriodsInfo = Omit<DspReportInfo, 'new_report'>;

/** `GET /dspreport/info` without the reader's own switch (`mayUseNewReport`). */
export async function dspPeriodsInfo(deps: DspDeps, companyId: number): Promise<DspPeriodsInfo> {
  const [rows, stores] = await Promise.all([
    listPeriods(deps.db, companyScope(companyId)),
    listStores(deps.db, companyScope(companyId)),
  ]);
  const rates = await findRates(
    deps.db,
    ALL_COMPANIES,
    rows.map((row) => row.period),
  );
  const periods = rows.map((row) => ({
    periode: row.period,
    rate: rateOf(rates.get(row.period)),
    published_at: String(row.published_at ?? ''),
  }));
  return { periods, latest: periods[0]?.periode ?? null, stores };
}
