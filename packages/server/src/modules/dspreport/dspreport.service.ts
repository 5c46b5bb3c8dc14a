import type {
  DspFigures,
  DspReport,
  DspReportQuerySchema,
  DspReportTable,
  DspReportTableQuerySchema,
  DspTrack,
  DspTrackInfo,
  DspTrackRow,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { describeTracks } from '../release/index.ts';
import {
  findRates,
  listPeriods,
  periodStoreSums,
  periodSums,
  storeSums,
  trackCountries,
  trackMonths,
  trackPage,
  trackStores,
  trackTotals,
} from './dspreport.repository.ts';
import { addFigures, figuresOf, NO_FIGURES, rateOf, sumRows } from './report-figures.ts';

export interface DspDeps {
  db: Db;
}

export type TableQuery = z.output<typeof DspReportTableQuerySchema>;
export type ReportQuery = z.output<typeof DspReportQuerySchema>;

/** The period a request reads: the one asked for, or the newest. Unpublished (or another company's) is a 404. */
export async function resolvePeriod(deps: DspDeps, companyId: number, periode: string | undefined) {
  const periods = await listPeriods(deps.db, companyScope(companyId));
  const found = periode === undefined ? periods[0] : periods.find((p) => p.period === periode);
  if (!found) throw notFound();
  const rate = (await findRates(deps.db, ALL_COMPANIES, [found.period])).get(found.period);
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

/** A page of the period's tracks (on one store, or all), each named and with its figures. */
export async function trackRows(
  db: Db,
  companyId: number,
  period: string,
  rate: bigint | undefined,
  page: { offset: number; limit: number; store?: string },
): Promise<DspTrackRow[]> {
  const rows = await trackPage(db, companyScope(companyId), period, page);
  const known = await describeTracks(
    db,
    companyScope(companyId),
    rows.map((row) => row.item_key),
  );
  return rows.map((row) => ({ ...describe(row.item_key, known), ...figuresOf(row, rate) }));
}

/** `GET /dspreport/report_table`: one page of the metric's table, with the whole table's sum. */
export async function dspReportTable(deps: DspDeps, companyId: number, query: TableQuery): Promise<DspReportTable> {
  const { db } = deps;
  const { page, limit } = query;
  if (query.metric === 'default') {
    const sums = await periodSums(db, companyScope(companyId));
    const rates = await findRates(
      db,
      ALL_COMPANIES,
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
      const rows = (await storeSums(db, companyScope(companyId), period)).map((row) => ({
        store: row.store,
        ...figuresOf(row, rate),
      }));
      const totals = await trackTotals(db, companyScope(companyId), period);
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
      const totals = await trackTotals(db, companyScope(companyId), period, store);
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
      const stores = await trackStores(db, companyScope(companyId), period, item, store);
      if (stores.length === 0) throw notFound();
      const [countries, months, known] = await Promise.all([
        trackCountries(db, companyScope(companyId), period, item, store),
        trackMonths(db, companyScope(companyId), item, store),
        describeTracks(db, companyScope(companyId), [item]),
      ]);
      const rates = await findRates(
        db,
        ALL_COMPANIES,
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

/** `GET /dspreport/info/id/{id}`: a track of the company and its totals over every published period. */
export async function dspTrackInfo(deps: DspDeps, companyId: number, item: string): Promise<DspTrackInfo> {
  const months = await trackMonths(deps.db, companyScope(companyId), item);
  if (months.length === 0) throw notFound();
  const [rates, known] = await Promise.all([
    findRates(
      deps.db,
      ALL_COMPANIES,
      months.map((row) => row.period),
    ),
    describeTracks(deps.db, companyScope(companyId), [item]),
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

/** `GET /dspreport/report`: the last published months up to a period, in all and per platform. */
export async function dspReport(deps: DspDeps, companyId: number, query: ReportQuery): Promise<DspReport> {
  const { period, periods } = await resolvePeriod(deps, companyId, query.periode);
  const months = periods.filter((p) => p <= period).slice(0, query.months);
  const [totals, byStore, rates] = await Promise.all([
    periodSums(deps.db, companyScope(companyId), months),
    periodStoreSums(deps.db, companyScope(companyId), months),
    findRates(deps.db, ALL_COMPANIES, months),
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
