import type { PeriodRate, RevenueFigures, RevenueSource } from '@irama/contracts';
import type { YoutubeSource } from '../../ingest/engine/tables.ts';
import { formatRate } from '../../ingest/money.ts';
import { addFields } from '../../lib/add-fields.ts';
import { NO_SUMS, type Sums } from './youtube.repository.ts';

/** The report's name of each YouTube ingest source, in the order the report lists them. */
export const SOURCE_OF: Readonly<Record<YoutubeSource, RevenueSource>> = {
  youtube: 'ads',
  youtube_premium: 'premium',
  youtube_license: 'license_fee',
  youtube_shorts: 'shorts',
  youtube_paid_features: 'paid_features',
};

export const NO_FIGURES: RevenueFigures = { ...NO_SUMS, shared_idr: 0 };

/** A row's figures; the co-owners' rupiah are what gross leaves after nett, as the split made them. */
export function figuresOf(row: Sums): RevenueFigures {
  const gross = Number(row.gross_idr);
  const nett = Number(row.nett_idr);
  return {
    views: Number(row.views),
    gross_micros: Number(row.gross_micros),
    nett_micros: Number(row.nett_micros),
    shared_micros: Number(row.shared_micros),
    gross_idr: gross,
    nett_idr: nett,
    shared_idr: gross - nett,
  };
}

/** Figures added up, one currency at a time. */
export const addFigures = (a: RevenueFigures, b: RevenueFigures): RevenueFigures => addFields(NO_FIGURES, a, b);

export const rateOf = (scaled: number | null): PeriodRate => ({
  currency: 'USD',
  idr_per_unit: scaled === null ? null : formatRate(BigInt(scaled)),
});

/** The rows by report source, every source listed (zeros where it paid nothing), in the report's order. */
export function bySource(rows: readonly (Sums & { source: string })[]) {
  return (Object.entries(SOURCE_OF) as [YoutubeSource, RevenueSource][]).map(([ingest, source]) => {
    const row = rows.find((r) => r.source === ingest);
    return { source, ...(row ? figuresOf(row) : NO_FIGURES) };
  });
}
