import type { IncomePeriod, IncomeQuerySchema, Language } from '@irama/contracts';
import type { z } from 'zod';
import { companyScope } from '../../db/scope.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { countIncomePeriods, incomePage } from './balance.repository.ts';
import { type BalanceDeps, sourceOf } from './balance.service.ts';

type IncomeQuery = z.output<typeof IncomeQuerySchema>;

/** `GET /balance/income`: a page of report periods with DSP income, newest first, each by source. */
export async function income(deps: BalanceDeps, companyId: number, query: IncomeQuery) {
  const scope = companyScope(companyId);
  const [{ periods, entries, repaid }, total] = await Promise.all([
    incomePage(deps.db, scope, query.periode, (query.page - 1) * query.limit, query.limit),
    countIncomePeriods(deps.db, scope, query.periode),
  ]);
  const results: IncomePeriod[] = periods.map((periode) => {
    const sources = entries
      .filter((entry) => entry.period === periode)
      .map((entry) => ({
        ...sourceOf(entry.source),
        is_adjustment: entry.kind === 'adjustment',
        amount_idr: Number(entry.amount_idr),
        paylater_repayment_idr: repaid.get(entry.id) ?? 0,
        credited_at: entry.created_at,
      }));
    return { periode, total_idr: sources.reduce((a, source) => a + source.amount_idr, 0), sources };
  });
  return { results, page: query.page, limit: query.limit, total };
}

const INCOME_HEADER: Record<Language, string[]> = {
  id: ['Periode', 'Toko', 'Jenis laporan', 'Penyesuaian', 'Jumlah (IDR)', 'Pelunasan paylater (IDR)', 'Dikreditkan'],
  en: ['Period', 'Store', 'Report type', 'Adjustment', 'Amount (IDR)', 'Paylater repayment (IDR)', 'Credited at'],
};

/** The income (of one period, or all) as a file, one line per period and source. */
export function incomeFile(deps: BalanceDeps, companyId: number, query: IncomeQuery, language: Language) {
  async function* batches() {
    const periodsPerBatch = 100;
    for (let offset = 0; ; offset += periodsPerBatch) {
      const { periods, entries, repaid } = await incomePage(
        deps.db,
        companyScope(companyId),
        query.periode,
        offset,
        periodsPerBatch,
      );
      yield entries.map((entry) => {
        const source = sourceOf(entry.source);
        return [
          entry.period,
          source.store,
          source.via,
          entry.kind === 'adjustment' ? 1 : 0,
          Number(entry.amount_idr),
          repaid.get(entry.id) ?? 0,
          entry.created_at,
        ];
      });
      if (periods.length < periodsPerBatch) return;
    }
  }
  const table: TableFile = {
    sheet: language === 'id' ? 'Riwayat pendapatan' : 'Income history',
    header: INCOME_HEADER[language],
    batches: batches(),
  };
  return { table, fileName: `dsp-income${query.periode ? `-${query.periode}` : ''}.${query.export ?? 'xlsx'}` };
}
