import type { DspFigures, Language } from '@irama/contracts';
import type { ReportFile } from '../../lib/report-answer.ts';
import type { TableCells, TableFile } from '../../lib/table-file.ts';
import {
  type DspDeps,
  dspReport,
  dspReportTable,
  type ReportQuery,
  resolvePeriod,
  type TableQuery,
  trackRows,
} from './dspreport.service.ts';
import { dspColumns, sheetName } from './report-columns.ts';

/** Rows a downloaded track table reads at a time. */
const FILE_BATCH = 1_000;

/** Every row of a metric's table, a batch at a time: tracks by pages, the short tables in one read. */
async function* tableBatches(deps: DspDeps, companyId: number, query: TableQuery, rate: bigint | undefined) {
  if (query.metric !== 'track') {
    const table = await dspReportTable(deps, companyId, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
    yield table.results as (DspFigures & Record<string, unknown>)[];
    return;
  }
  const period = query.periode ?? '';
  for (let offset = 0; ; offset += FILE_BATCH) {
    const rows = await trackRows(deps.db, companyId, period, rate, { offset, limit: FILE_BATCH, store: query.store });
    if (rows.length > 0) yield rows as (DspFigures & Record<string, unknown>)[];
    if (rows.length < FILE_BATCH) return;
  }
}

async function* cellBatches(
  batches: AsyncIterable<(DspFigures & Record<string, unknown>)[]>,
  cells: (row: DspFigures & Record<string, unknown>) => TableCells,
) {
  for await (const batch of batches) yield batch.map(cells);
}

/** The whole table of a metric as a file; a missing period or track is a 404 before the file starts. */
export async function dspReportTableFile(
  deps: DspDeps,
  companyId: number,
  query: TableQuery,
  language: Language,
): Promise<ReportFile> {
  let resolved: TableQuery = query;
  let rate: bigint | undefined;
  if (query.metric !== 'default') {
    const found = await resolvePeriod(deps, companyId, query.periode);
    resolved = { ...query, periode: found.period };
    rate = found.rate;
  }
  if (query.metric === 'track_detail') await dspReportTable(deps, companyId, { ...resolved, page: 1, limit: 1 });
  const { header, cells } = dspColumns(query.metric, language);
  const suffix = [query.metric, resolved.periode ?? '', query.store ?? '', query.isrc ?? ''].filter(Boolean).join('-');
  return {
    table: {
      sheet: sheetName(query.metric, language),
      header,
      batches: cellBatches(tableBatches(deps, companyId, resolved, rate), cells),
    },
    fileName: `dsp-${suffix.replace(/[^A-Za-z0-9_-]/g, '_')}.${query.export ?? 'xlsx'}`,
  };
}

/** The months of the report as a file, one row per month and platform, then the month's total. */
export async function dspReportFile(
  deps: DspDeps,
  companyId: number,
  query: ReportQuery,
  language: Language,
): Promise<ReportFile> {
  const report = await dspReport(deps, companyId, query);
  const { header, cells } = dspColumns('months', language);
  const total = language === 'id' ? 'Semua platform' : 'All platforms';
  const rows = report.months.flatMap((month) => [
    ...report.by_store.filter((row) => row.periode === month.periode),
    { ...month, store: total },
  ]);
  async function* batches() {
    yield rows.map(cells);
  }
  const table: TableFile = { sheet: sheetName('months', language), header, batches: batches() };
  return { table, fileName: `dsp-report-${report.periode}.${query.export ?? 'xlsx'}` };
}
