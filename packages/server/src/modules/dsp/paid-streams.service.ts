import {
  DSP_PAID_MONTHS,
  type DspPaidMonth,
  type DspPaidStore,
  type DspPaidStreams,
  type DspUnpaidReason,
  storeKey,
} from '@irama/contracts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { lastAnalyticsDay, sumAnalytics } from '../../ingest/analytics/index.ts';
import { unmonetisedStores } from '../../ingest/engine/index.ts';
import { type DspSums, dspStoreSums, publishedDspPeriods, storesReportedIn } from '../dspreport/index.ts';
import type { DspDeps, DspScope } from './dsp.service.ts';

/** How far back the published months are looked at for ones with analytics. */
const MONTHS_LOOKED_AT = 12;

/** A month's last day, `YYYY-MM-DD`. */
const lastDayOf = (period: string) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/** What the sides know of one store in one month. */
interface StoreMonth {
  streams: number;
  paid: number;
  revenue: number;
}

/** What the data says of a store whose streams earned nothing; null when it earned or had none. */
export function unpaidReason(
  month: StoreMonth,
  facts: { isMonetised: boolean; isReported: boolean },
): DspUnpaidReason | null {
  if (month.streams <= 0 || month.revenue !== 0) return null;
  if (!facts.isMonetised) return 'not_monetised';
  if (!facts.isReported) return 'not_reported';
  return month.paid > 0 ? 'below_threshold' : 'not_in_report';
}

/** A row of one period and one store, as the feeds or the runs name it. */
interface RowKey {
  period: string;
  store: string;
}

/** Report sums of the scope per period and store. */
function reportSums(deps: DspDeps, scope: DspScope, months: readonly string[]): Promise<(DspSums & RowKey)[]> {
  return dspStoreSums(deps.db, scope.companyId, months, scope.isrc);
}

/** Adds `value` to the store-month of `row` (stores by key: a feed's `deezer` is a DSR's `Deezer`). */
function collect(into: Map<string, Map<string, StoreMonth>>, row: RowKey, value: Partial<StoreMonth>) {
  const month = into.get(row.period) ?? new Map<string, StoreMonth>();
  into.set(row.period, month);
  const key = storeKey(row.store);
  const store = month.get(key) ?? { streams: 0, paid: 0, revenue: 0 };
  month.set(key, {
    streams: store.streams + (value.streams ?? 0),
    paid: store.paid + (value.paid ?? 0),
    revenue: store.revenue + (value.revenue ?? 0),
  });
}

/**
 * The scope's streams in analytics against the streams its published store reports paid for, per
 * store of each of the last published months with analytics, and why a store's streams earned nothing.
 */
export async function dspPaidStreams(deps: DspDeps, scope: DspScope): Promise<DspPaidStreams> {
  const { db } = deps;
  const [published, asOf] = await Promise.all([
    publishedDspPeriods(db, scope.companyId),
    lastAnalyticsDay(db, companyScope(scope.companyId), 'dsp'),
  ]);
  const candidates = published.slice(0, MONTHS_LOOKED_AT).map((row) => row.period);
  const latest = candidates[0] ?? null;
  const oldest = candidates.at(-1);
  if (!latest || !oldest || !asOf) return { months: [], latest_published: latest, as_of: asOf };
  const streamed = await sumAnalytics(
    db,
    companyScope(scope.companyId),
    {
      feed: 'dsp',
      breakdown: 'total',
      from: `${oldest}-01`,
      to: lastDayOf(latest),
      ...(scope.isrc ? { itemKeys: [scope.isrc] } : {}),
    },
    ['period', 'store'],
  );
  const withStreams = new Set(streamed.filter((row) => row.views > 0).map((row) => row.period));
  const months = candidates.filter((period) => withStreams.has(period)).slice(0, DSP_PAID_MONTHS);
  const [sums, reported, unmonetised] = await Promise.all([
    reportSums(deps, scope, months),
    storesReportedIn(db, months),
    unmonetisedStores(db, ALL_COMPANIES),
  ]);
  const byMonth = new Map<string, Map<string, StoreMonth>>();
  for (const row of streamed) if (months.includes(row.period)) collect(byMonth, row, { streams: row.views });
  for (const row of sums) collect(byMonth, row, { paid: Number(row.streams), revenue: Number(row.nett_idr) });
  const isReported = new Set(reported.map((row) => `${row.period}/${storeKey(row.store)}`));
  return {
    months: months.map((period) => {
      const stores: DspPaidStore[] = [...(byMonth.get(period) ?? [])]
        .map(([store, month]) => ({
          store,
          streams: month.streams,
          paid_streams: month.paid,
          difference: month.streams - month.paid,
          revenue_idr: month.revenue,
          reason: unpaidReason(month, {
            isMonetised: !unmonetised.has(store),
            isReported: isReported.has(`${period}/${store}`),
          }),
        }))
        .sort((a, b) => b.streams - a.streams || b.paid_streams - a.paid_streams || a.store.localeCompare(b.store));
      return monthOf(period, stores);
    }),
    latest_published: latest,
    as_of: asOf,
  };
}

function monthOf(periode: string, stores: DspPaidStore[]): DspPaidMonth {
  const sum = (pick: (store: DspPaidStore) => number) => stores.reduce((total, store) => total + pick(store), 0);
  const streams = sum((store) => store.streams);
  const paid = sum((store) => store.paid_streams);
  return {
    periode,
    streams,
    paid_streams: paid,
    difference: streams - paid,
    revenue_idr: sum((store) => store.revenue_idr),
    stores,
  };
}
