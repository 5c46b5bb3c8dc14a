import type {
  AssetRow,
  CoOwnedProjectRow,
  Language,
  MonthlyRevenue,
  ReportMetric,
  ReportTable,
  ReportTableQuerySchema,
  RevenueFigures,
  YoutubeInfo,
  YoutubeReport,
  YoutubeReportQuerySchema,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import type { TableCells, TableFile } from '../../lib/table-file.ts';
import { reportColumns } from './report-columns.ts';
import { addFigures, bySource, figuresOf, NO_FIGURES, rateOf } from './report-figures.ts';
import {
  assetBreakdown,
  assetMonths,
  assetRange,
  coOwnedProjects,
  findAsset,
  listPeriods,
  monthlyTotals,
  projectPage,
  projectTotals,
  type ReportKind,
  type Sums,
  sumsBySource,
  topCountries,
} from './youtube.repository.ts';

export interface YoutubeDeps {
  db: Db;
}

type TableQuery = z.output<typeof ReportTableQuerySchema>;
type ReportQuery = z.output<typeof YoutubeReportQuerySchema>;

/** Rows a downloaded table reads at a time. */
const FILE_BATCH = 1_000;
const TOP_COUNTRIES = 10;

const sumAll = (rows: readonly RevenueFigures[]) => rows.reduce<RevenueFigures>((a, r) => addFigures(a, r), NO_FIGURES);

/** The published periods, newest first, each with whether it has an adjustment report. */
export async function youtubeInfo(deps: YoutubeDeps, companyId: number): Promise<YoutubeInfo> {
  const rows = await listPeriods(deps.db, companyScope(companyId));
  const periods: YoutubeInfo['periods'] = [];
  for (const row of rows) {
    const known = periods.find((p) => p.periode === row.period);
    if (known) {
      known.has_adjustment ||= row.kind === 'adjustment';
      continue;
    }
    periods.push({
      periode: row.period,
      has_adjustment: row.kind === 'adjustment',
      rate: rateOf(row.rate_scaled === null ? null : Number(row.rate_scaled)),
      published_at: row.published_at,
    });
  }
  return { periods, latest: periods[0]?.periode ?? null };
}

/**
 * The period a request reads: the one asked for, or the newest, as published for the company in
 * that kind of report. Not published (or another company's) answers like a missing one.
 */
async function resolvePeriod(
  deps: YoutubeDeps,
  companyId: number,
  periode: string | undefined,
  kind: ReportKind,
  published?: Awaited<ReturnType<typeof listPeriods>>,
) {
  const periods = (published ?? (await listPeriods(deps.db, companyScope(companyId)))).filter((p) => p.kind === kind);
  const found = periode === undefined ? periods[0] : periods.find((p) => p.period === periode);
  if (!found) throw notFound();
  return { period: found.period, rate: rateOf(found.rate_scaled === null ? null : Number(found.rate_scaled)) };
}

const pageOf = <T>(rows: readonly T[], page: number, limit: number) => rows.slice((page - 1) * limit, page * limit);

async function coOwnedRows(db: Db, companyId: number, period: string, kind: ReportKind): Promise<CoOwnedProjectRow[]> {
  const rows = await coOwnedProjects(db, companyScope(companyId), period, kind);
  return rows.map((row) => ({
    project: row.project,
    assets: Number(row.assets),
    ...figuresOf(row),
    co_owners: JSON.parse(row.co_owners) as CoOwnedProjectRow['co_owners'],
  }));
}

const projectRowOf = (row: Sums & { project: string; assets: number }) => ({
  project: row.project,
  assets: Number(row.assets),
  ...figuresOf(row),
});

function assetRowOf(row: Sums & Omit<AssetRow, keyof RevenueFigures | 'is_co_owned'> & { is_co_owned: unknown }) {
  return {
    asset_id: row.asset_id,
    title: row.title,
    artist: row.artist,
    project: row.project,
    is_co_owned: Boolean(row.is_co_owned),
    ...figuresOf(row),
  };
}

/** `GET /youtube/report_table`: one page of the metric's table, with the whole table's sum. */
export async function reportTable(deps: YoutubeDeps, companyId: number, query: TableQuery): Promise<ReportTable> {
  const { db } = deps;
  const kind: ReportKind = query.adjustment ? 'adjustment' : 'regular';
  const { period, rate } = await resolvePeriod(deps, companyId, query.periode, kind);
  const { page, limit } = query;
  const base = { periode: period, adjustment: query.adjustment, currency: 'USD' as const, rate, page, limit };
  switch (query.metric) {
    case 'default': {
      const rows = bySource(await sumsBySource(db, companyScope(companyId), period, [kind]));
      return { ...base, metric: 'default', summary: sumAll(rows), results: rows, total: rows.length };
    }
    case 'project': {
      const totals = await projectTotals(db, companyScope(companyId), period, kind);
      const rows = await projectPage(db, companyScope(companyId), period, kind, (page - 1) * limit, limit);
      return {
        ...base,
        metric: 'project',
        summary: figuresOf(totals),
        results: rows.map(projectRowOf),
        total: totals.projects,
      };
    }
    case 'other_project': {
      const rows = await coOwnedRows(db, companyId, period, kind);
      return {
        ...base,
        metric: 'other_project',
        summary: sumAll(rows),
        results: pageOf(rows, page, limit),
        total: rows.length,
      };
    }
    case 'asset': {
      const project = query.asset_label;
      const totals = await projectTotals(db, companyScope(companyId), period, kind, project);
      const rows = await assetRange(db, companyScope(companyId), period, kind, {
        from: (page - 1) * limit + 1,
        to: page * limit,
        project,
      });
      return {
        ...base,
        metric: 'asset',
        summary: figuresOf(totals),
        results: rows.map(assetRowOf),
        total: Number(totals.assets),
      };
    }
    case 'detail': {
      const assetId = query.asset_id ?? '';
      const asset = await findAsset(db, companyScope(companyId), period, kind, assetId);
      if (!asset) throw notFound();
      const [{ countries, sources }, months] = await Promise.all([
        assetBreakdown(db, companyScope(companyId), period, kind, assetId),
        assetMonths(db, companyScope(companyId), assetId),
      ]);
      const rows = countries.map((row) => ({ country: row.country, ...figuresOf(row) }));
      return {
        ...base,
        metric: 'detail',
        asset: assetRowOf(asset),
        summary: figuresOf(asset),
        sources: bySource(sources),
        months: months.map((row) => ({ period: row.period, ...figuresOf(row) })),
        results: pageOf(rows, page, limit),
        total: rows.length,
      };
    }
  }
}

/**
 * Every row of a metric's table, a batch at a time: assets and projects straight from their ranked
 * tables (the period is resolved once, before the file starts), the short tables in one read.
 */
async function* tableBatches(deps: YoutubeDeps, companyId: number, query: TableQuery & { periode: string }) {
  const kind: ReportKind = query.adjustment ? 'adjustment' : 'regular';
  const { db } = deps;
  if (query.metric !== 'asset' && query.metric !== 'project') {
    const table = await reportTable(deps, companyId, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
    yield table.results as RevenueFigures[];
    return;
  }
  for (let from = 1; ; from += FILE_BATCH) {
    const to = from + FILE_BATCH - 1;
    const rows =
      query.metric === 'asset'
        ? (
            await assetRange(db, companyScope(companyId), query.periode, kind, { from, to, project: query.asset_label })
          ).map(assetRowOf)
        : (await projectPage(db, companyScope(companyId), query.periode, kind, from - 1, FILE_BATCH)).map(projectRowOf);
    if (rows.length > 0) yield rows;
    if (rows.length < FILE_BATCH) return;
  }
}

async function* cellBatches(batches: AsyncIterable<RevenueFigures[]>, cells: (row: RevenueFigures) => TableCells) {
  for await (const batch of batches) yield batch.map(cells);
}

/** The whole table of a metric as a file: its period is resolved first, so a missing one is a 404, not a broken file. */
export async function reportTableFile(
  deps: YoutubeDeps,
  companyId: number,
  query: TableQuery,
  language: Language,
): Promise<{ table: TableFile; fileName: string }> {
  const kind: ReportKind = query.adjustment ? 'adjustment' : 'regular';
  const { period } = await resolvePeriod(deps, companyId, query.periode, kind);
  const resolved = { ...query, periode: period };
  // A detail without its asset is refused before the file starts.
  if (query.metric === 'detail') await reportTable(deps, companyId, { ...resolved, page: 1, limit: 1 });
  const { header, cells } = reportColumns(query.metric, language);
  const suffix = [query.metric, period, query.adjustment ? 'adjustment' : '', query.asset_id ?? '']
    .filter(Boolean)
    .join('-');
  return {
    table: {
      sheet: sheetName(query.metric, language),
      header,
      batches: cellBatches(tableBatches(deps, companyId, resolved), cells),
    },
    fileName: `youtube-${suffix}.${query.export ?? 'xlsx'}`,
  };
}

const SHEETS: Record<ReportMetric | 'months', { id: string; en: string }> = {
  default: { id: 'Sumber', en: 'Sources' },
  project: { id: 'Proyek', en: 'Projects' },
  other_project: { id: 'Proyek co-ownership', en: 'Co-ownership projects' },
  asset: { id: 'Aset', en: 'Assets' },
  detail: { id: 'Detail aset', en: 'Asset detail' },
  months: { id: 'Laporan bulanan', en: 'Monthly report' },
};
const sheetName = (metric: ReportMetric | 'months', language: Language) => SHEETS[metric][language];

/** `GET /youtube/report`: the months up to a period, and that period by source and by country. */
export async function youtubeReport(deps: YoutubeDeps, companyId: number, query: ReportQuery): Promise<YoutubeReport> {
  const { db } = deps;
  const periods = await listPeriods(db, companyScope(companyId));
  const { period } = await resolvePeriod(deps, companyId, query.periode, 'regular', periods);
  const totals = await monthlyTotals(db, companyScope(companyId), period, query.months);
  const months: MonthlyRevenue[] = [];
  for (const row of totals) {
    const figures = figuresOf(row);
    const adjustment = row.kind === 'adjustment' ? figures.nett_idr : 0;
    const known = months.find((m) => m.periode === row.period);
    if (known) {
      Object.assign(known, addFigures(known, figures));
      known.adjustment_nett_idr += adjustment;
      continue;
    }
    const rate = periods.find((p) => p.period === row.period)?.rate_scaled ?? null;
    months.push({
      periode: row.period,
      ...figures,
      adjustment_nett_idr: adjustment,
      rate: rateOf(rate === null ? null : Number(rate)),
    });
  }
  const kinds: ReportKind[] = ['regular', 'adjustment'];
  const [sources, countries] = await Promise.all([
    sumsBySource(db, companyScope(companyId), period, kinds),
    topCountries(db, companyScope(companyId), period, kinds, TOP_COUNTRIES),
  ]);
  return {
    periode: period,
    currency: 'USD',
    months,
    sources: bySource(sources),
    top_countries: countries.map((row) => ({ country: row.country, ...figuresOf(row) })),
  };
}

/** The months of the report as a file. */
export async function youtubeReportFile(deps: YoutubeDeps, companyId: number, query: ReportQuery, language: Language) {
  const report = await youtubeReport(deps, companyId, query);
  const { header, cells } = reportColumns('months', language);
  async function* batches() {
    yield report.months.map(cells);
  }
  const table: TableFile = { sheet: sheetName('months', language), header, batches: batches() };
  return { table, fileName: `youtube-report-${report.periode}.${query.export ?? 'xlsx'}` };
}
