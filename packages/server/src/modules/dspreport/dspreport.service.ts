import type {
  DspFigures,
  DspMetric,
  DspReport,
  DspReportInfo,
  DspReportQuerySchema,
  DspReportTable,
  DspReportTableQuerySchema,
  DspTrack,
  DspTrackInfo,
  DspTrackRow,
  Language,
  PeriodRate,
  UserRole,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { formatRate } from '../../ingest/money.ts';
import { notFound } from '../../lib/errors.ts';
import type { ReportFile } from '../../lib/report-answer.ts';
import type { TableCells, TableFile } from '../../lib/table-file.ts';
import { describeTracks } from '../release/index.ts';
import {
  type DspSums,
  findRates,
  listPeriods,
  listStores,
  periodStoreSums,
  periodSums,
  storeSums,
  trackCountries,
  trackMonths,
  trackPage,
  trackStores,
  trackTotals,
  userSwitches,
} from './dspreport.repository.ts';
import { dspColumns, sheetName } from './report-columns.ts';

export interface DspDeps {
  db: Db;
}

type TableQuery = z.output<typeof DspReportTableQuerySchema>;
type ReportQuery = z.output<typeof DspReportQuerySchema>;

/** Rows a downloaded track table reads at a time. */
const FILE_BATCH = 1_000;
const RATE_UNIT = 1_000_000n;

/** Rupiah in micro-dollars at a rate (rupiah × 10^6 per dollar), rounded half away from zero; 0 without a rate. */
export function idrToMicros(idr: number, rate: bigint | undefined): number {
  if (!rate) return 0;
  const scaled = BigInt(idr) * RATE_UNIT * RATE_UNIT;
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude * 2n + rate) / (rate * 2n);
  return Number(negative ? -rounded : rounded);
}

const NO_FIGURES: DspFigures = {
  streams: 0,
  gross_idr: 0,
  nett_idr: 0,
  shared_idr: 0,
  gross_micros: 0,
  nett_micros: 0,
};

/** A row's figures, its dollars at the period's rate. */
function figuresOf(row: DspSums, rate: bigint | undefined): DspFigures {
  const gross = Number(row.gross_idr);
  const nett = Number(row.nett_idr);
  return {
    streams: Number(row.streams),
    gross_idr: gross,
    nett_idr: nett,
    shared_idr: Number(row.shared_idr),
    gross_micros: idrToMicros(gross, rate),
    nett_micros: idrToMicros(nett, rate),
  };
}

function addFigures(a: DspFigures, b: DspFigures): DspFigures {
  return {
    streams: a.streams + b.streams,
    gross_idr: a.gross_idr + b.gross_idr,
    nett_idr: a.nett_idr + b.nett_idr,
    shared_idr: a.shared_idr + b.shared_idr,
    gross_micros: a.gross_micros + b.gross_micros,
    nett_micros: a.nett_micros + b.nett_micros,
  };
}

const rateOf = (scaled: bigint | undefined): PeriodRate => ({
  currency: 'USD',
  idr_per_unit: scaled === undefined ? null : formatRate(scaled),
});

/** Whether a user may use the new DSP report: owners always, an admin by the `new_dsp_report` switch. */
export async function mayUseNewReport(db: Db, companyId: number, user: { id: number; role: UserRole }) {
  if (user.role !== 'admin') return true;
  const switches = JSON.parse(await userSwitches(db, companyId, user.id)) as Record<string, unknown>;
  return switches.new_dsp_report === true;
}

/** The company's part of `GET /dspreport/info`: the published periods (newest first) and the platforms. */
export type DspPeriodsInfo = Omit<DspReportInfo, 'new_report'>;

/** `GET /dspreport/info` without the reader's own switch (`mayUseNewReport`). */
export async function dspPeriodsInfo(deps: DspDeps, companyId: number): Promise<DspPeriodsInfo> {
  const [rows, stores] = await Promise.all([listPeriods(deps.db, companyId), listStores(deps.db, companyId)]);
  const rates = await findRates(
    deps.db,
    rows.map((row) => row.period),
  );
  const periods = rows.map((row) => ({
    periode: row.period,
    rate: rateOf(rates.get(row.period)),
    published_at: String(row.published_at ?? ''),
  }));
  return { periods, latest: periods[0]?.periode ?? null, stores };
}

/** The period a request reads: the one asked for, or the newest. Unpublished (or another company's) is a 404. */
async function resolvePeriod(deps: DspDeps, companyId: number, periode: string | undefined) {
  const periods = await listPeriods(deps.db, companyId);
  const found = periode === undefined ? periods[0] : periods.find((p) => p.period === periode);
  if (!found) throw notFound();
  const rate = (await findRates(deps.db, [found.period])).get(found.period);
  return { period: found.period, rate, periods: periods.map((p) => p.period) };
}

const pageOf = <T>(rows: readonly T[], page: number, limit: number) => rows.slice((page - 1) * limit, page * limit);

const describe = (item: string, known: Awaited<ReturnType<typeof describeTracks>>): DspTrack => ({
  isrc: item,
  title: known.get(item)?.title ?? null,
  artist: known.get(item)?.artist ?? null,
  release_title: known.get(item)?.release_title ?? null,
  upc: known.get(item)?.upc ?? null,
});

async function trackRows(
  db: Db,
  companyId: number,
  period: string,
  rate: bigint | undefined,
  page: { offset: number; limit: number; store?: string },
): Promise<DspTrackRow[]> {
  const rows = await trackPage(db, companyId, period, page);
  const known = await describeTracks(
    db,
    companyId,
    rows.map((row) => row.item_key),
  );
  return rows.map((row) => ({ ...describe(row.item_key, known), ...figuresOf(row, rate) }));
}

/** `GET /dspreport/report_table`: one page of the metric's table, with the whole table's sum. */
export async function dspReportTable(deps: DspDeps, companyId: number, query: TableQuery): Promise<DspReportTable> {
  const { db } = deps;
  const { page, limit } = query;
  if (query.metric === 'default') {
    const sums = await periodSums(db, companyId);
    const rates = await findRates(
      db,
      sums.map((row) => row.period),
    );
    const rows = sums.reverse().map((row) => ({ periode: row.period, ...figuresOf(row, rates.get(row.period)) }));
    return {
      metric: 'default',
      periode: null,
      store: null,
      rate: rateOf(undefined),
      summary: rows.reduce<DspFigures>((a, r) => addFigures(a, r), NO_FIGURES),
      results: pageOf(rows, page, limit),
      page,
      limit,
      total: rows.length,
    };
  }
  const { period, rate } = await resolvePeriod(deps, companyId, query.periode);
  const base = { periode: period, rate: rateOf(rate), page, limit };
  switch (query.metric) {
    case 'store': {
      const rows = (await storeSums(db, companyId, period)).map((row) => ({
        store: row.store,
        ...figuresOf(row, rate),
      }));
      const totals = await trackTotals(db, companyId, period);
      return {
        ...base,
        metric: 'store',
        store: null,
        summary: figuresOf(totals, rate),
        results: pageOf(rows, page, limit),
        total: rows.length,
      };
    }
    case 'track': {
      const store = query.store;
      const totals = await trackTotals(db, companyId, period, store);
      const results = await trackRows(db, companyId, period, rate, { offset: (page - 1) * limit, limit, store });
      return {
        ...base,
        metric: 'track',
        store: store ?? null,
        summary: figuresOf(totals, rate),
        results,
        total: totals.tracks,
      };
    }
    case 'track_detail': {
      // On the platform chosen a stage before, when there was one: the song's figures there only.
      const { store } = query;
      const item = query.isrc ?? '';
      const stores = await trackStores(db, companyId, period, item, store);
      if (stores.length === 0) throw notFound();
      const [countries, months, known] = await Promise.all([
        trackCountries(db, companyId, period, item, store),
        trackMonths(db, companyId, item, store),
        describeTracks(db, companyId, [item]),
      ]);
      const rates = await findRates(
        db,
        months.map((row) => row.period),
      );
      const storeRows = stores.map((row) => ({ store: row.store, ...figuresOf(row, rate) }));
      const rows = countries.map((row) => ({ country: row.country, ...figuresOf(row, rate) }));
      return {
        ...base,
        metric: 'track_detail',
        store: store ?? null,
        track: describe(item, known),
        summary: figuresOf(sumRows(stores), rate),
        stores: storeRows,
        months: months.map((row) => ({ periode: row.period, ...figuresOf(row, rates.get(row.period)) })),
        results: pageOf(rows, page, limit),
        total: rows.length,
      };
    }
  }
}

/** Database sums added up. */
function sumRows(rows: readonly DspSums[]): DspSums {
  const total = { streams: 0, gross_idr: 0, nett_idr: 0, shared_idr: 0 };
  for (const row of rows) {
    total.streams += Number(row.streams);
    total.gross_idr += Number(row.gross_idr);
    total.nett_idr += Number(row.nett_idr);
    total.shared_idr += Number(row.shared_idr);
  }
  return total;
}

/** `GET /dspreport/info/id/{id}`: a track of the company and its totals over every published period. */
export async function dspTrackInfo(deps: DspDeps, companyId: number, item: string): Promise<DspTrackInfo> {
  const months = await trackMonths(deps.db, companyId, item);
  if (months.length === 0) throw notFound();
  const [rates, known] = await Promise.all([
    findRates(
      deps.db,
      months.map((row) => row.period),
    ),
    describeTracks(deps.db, companyId, [item]),
  ]);
  const totals = months.reduce<DspFigures>(
    (sum, row) => addFigures(sum, figuresOf(row, rates.get(row.period))),
    NO_FIGURES,
  );
  return {
    ...describe(item, known),
    totals,
    periods: months.length,
    first_period: months[0]?.period ?? null,
    last_period: months[months.length - 1]?.period ?? null,
  };
}

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

/** `GET /dspreport/report`: the last published months up to a period, in all and per platform. */
export async function dspReport(deps: DspDeps, companyId: number, query: ReportQuery): Promise<DspReport> {
  const { period, periods } = await resolvePeriod(deps, companyId, query.periode);
  const months = periods.filter((p) => p <= period).slice(0, query.months);
  const [totals, byStore, rates] = await Promise.all([
    periodSums(deps.db, companyId, months),
    periodStoreSums(deps.db, companyId, months),
    findRates(deps.db, months),
  ]);
  return {
    periode: period,
    months: totals.map((row) => ({ periode: row.period, ...figuresOf(row, rates.get(row.period)) })),
    by_store: byStore.map((row) => ({
      periode: row.period,
      store: row.store,
      ...figuresOf(row, rates.get(row.period)),
    })),
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

export type { DspMetric };
