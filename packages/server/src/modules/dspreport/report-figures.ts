import type { DspFigures, PeriodRate } from '@irama/contracts';
import { formatRate } from '../../ingest/money.ts';
import { addFields } from '../../lib/add-fields.ts';
import type { DspSums } from './dspreport.repository.ts';

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

/** The figures of nothing, where sums start. */
export const NO_FIGURES: DspFigures = {
  streams: 0,
  gross_idr: 0,
  nett_idr: 0,
  shared_idr: 0,
  gross_micros: 0,
  nett_micros: 0,
};

/** A row's figures, its dollars at the period's rate. */
export function figuresOf(row: DspSums, rate: bigint | undefined): DspFigures {
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

/** Two rows' figures added up. */
export const addFigures = (a: DspFigures, b: DspFigures): DspFigures => addFields(NO_FIGURES, a, b);

/** A period's dollar rate as the report answers it. */
export const rateOf = (scaled: bigint | undefined): PeriodRate => ({
  currency: 'USD',
  idr_per_unit: scaled === undefined ? null : formatRate(scaled),
});

/** Database sums added up. */
export function sumRows(rows: readonly DspSums[]): DspSums {
  const total = { streams: 0, gross_idr: 0, nett_idr: 0, shared_idr: 0 };
  for (const row of rows) {
    total.streams += Number(row.streams);
    total.gross_idr += Number(row.gross_idr);
    total.nett_idr += Number(row.nett_idr);
    total.shared_idr += Number(row.shared_idr);
  }
  return total;
}
