import {
  type EntInfo,
  type EntReport,
  type EntReportQuerySchema,
  hasServiceFor,
  type Language,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { ReportFile } from '../../lib/report-answer.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { categoryTotals, type EntLine, statementLines, statementPeriods } from './ent.repository.ts';

type ReportQuery = z.output<typeof EntReportQuerySchema>;

/** Entertainment statements are for companies that take the entertainment service; to others they are not there. */
function entertainmentCompany(caller: Caller): CompanyScope {
  if (!hasServiceFor(caller.company.services, 'entertainment')) throw notFound();
  return companyScope(caller.company.id);
}

export async function entInfo(db: Db, caller: Caller, now: Date): Promise<EntInfo> {
  const periods = await statementPeriods(db, entertainmentCompany(caller));
  const year = String(now.getUTCFullYear());
  return {
    currency: 'IDR',
    periods: periods.map((row) => ({
      periode: row.period,
      amount_idr: Number(row.amount_idr),
      items: Number(row.items),
    })),
    latest: periods[0]?.period ?? null,
    year_to_date_idr: periods
      .filter((row) => row.period.startsWith(year))
      .reduce((a, row) => a + Number(row.amount_idr), 0),
  };
}

const itemOf = (line: EntLine) => ({
  date: line.day,
  category: line.category,
  description: line.description,
  amount_idr: Number(line.amount_idr),
});

async function resolvePeriod(db: Db, scope: CompanyScope, periode: string | undefined) {
  const periods = await statementPeriods(db, scope);
  const found = periode === undefined ? periods[0] : periods.find((row) => row.period === periode);
  return found ?? null;
}

export async function entReport(db: Db, caller: Caller, query: ReportQuery): Promise<EntReport> {
  const scope = entertainmentCompany(caller);
  const period = await resolvePeriod(db, scope, query.periode);
  const base = { currency: 'IDR' as const, page: query.page, limit: query.limit };
  if (!period) {
    if (query.periode !== undefined) throw notFound();
    return { ...base, periode: null, amount_idr: 0, by_category: [], results: [], total: 0 };
  }
  const [categories, lines] = await Promise.all([
    categoryTotals(db, scope, period.period),
    statementLines(db, scope, period.period, (query.page - 1) * query.limit, query.limit),
  ]);
  return {
    ...base,
    periode: period.period,
    amount_idr: Number(period.amount_idr),
    by_category: categories.map((row) => ({ category: row.category, amount_idr: Number(row.amount_idr) })),
    results: lines.map(itemOf),
    total: Number(period.items),
  };
}

const HEADER: Record<Language, string[]> = {
  id: ['Tanggal', 'Kategori', 'Keterangan', 'Jumlah (IDR)'],
  en: ['Date', 'Category', 'Description', 'Amount (IDR)'],
};

/** A month's statement as a file. */
export async function entReportFile(db: Db, caller: Caller, query: ReportQuery): Promise<ReportFile> {
  const scope = entertainmentCompany(caller);
  const period = await resolvePeriod(db, scope, query.periode);
  if (!period) throw notFound();
  async function* batches() {
    for (let offset = 0; ; offset += 1_000) {
      const lines = await statementLines(db, scope, period?.period ?? '', offset, 1_000);
      yield lines.map((line) => [line.day, line.category, line.description, Number(line.amount_idr)]);
      if (lines.length < 1_000) return;
    }
  }
  const { language } = caller.user;
  const table: TableFile = {
    sheet: language === 'id' ? 'Laporan entertainment' : 'Entertainment statement',
    header: HEADER[language],
    batches: batches(),
  };
  return { table, fileName: `entertainment-${period.period}.${query.export ?? 'xlsx'}` };
}
