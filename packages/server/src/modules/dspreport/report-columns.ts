import type { DspFigures, DspMetric, Language } from '@irama/contracts';
import { formatMicros } from '../../ingest/money.ts';
import type { TableCells } from '../../lib/table-file.ts';

/** A column of a downloaded report: its header in each language and its cell of a row. */
interface Column {
  id: string;
  en: string;
  cell: (row: Row) => string | number;
}

type Row = DspFigures & Record<string, unknown>;

/** Dollars as the exact decimal of their micros. */
const usd = (micros: number) => Number(formatMicros(BigInt(micros)));
const text = (key: string) => (row: Row) => String(row[key] ?? '');

const FIGURES: Column[] = [
  { id: 'Stream', en: 'Streams', cell: (r) => r.streams },
  { id: 'Pendapatan kotor (IDR)', en: 'Gross revenue (IDR)', cell: (r) => r.gross_idr },
  { id: 'Pendapatan bersih (IDR)', en: 'Nett revenue (IDR)', cell: (r) => r.nett_idr },
  { id: 'Bagi hasil (IDR)', en: 'Shared revenue (IDR)', cell: (r) => r.shared_idr },
  { id: 'Pendapatan kotor (USD)', en: 'Gross revenue (USD)', cell: (r) => usd(r.gross_micros) },
  { id: 'Pendapatan bersih (USD)', en: 'Nett revenue (USD)', cell: (r) => usd(r.nett_micros) },
];

const PERIOD: Column = { id: 'Periode', en: 'Period', cell: text('periode') };
const STORE: Column = { id: 'Platform', en: 'Platform', cell: text('store') };

function leading(metric: DspMetric | 'months'): Column[] {
  switch (metric) {
    case 'default':
      return [PERIOD];
    case 'months':
      return [PERIOD, STORE];
    case 'store':
      return [STORE];
    case 'track':
      return [
        { id: 'ISRC', en: 'ISRC', cell: text('isrc') },
        { id: 'Judul', en: 'Title', cell: text('title') },
        { id: 'Artis', en: 'Artist', cell: text('artist') },
        { id: 'Rilisan', en: 'Release', cell: text('release_title') },
        { id: 'UPC', en: 'UPC', cell: text('upc') },
      ];
    case 'track_detail':
      return [{ id: 'Negara', en: 'Country', cell: text('country') }];
  }
}

/** The header and the row writer of a downloaded table. */
export function dspColumns(metric: DspMetric | 'months', language: Language) {
  const columns = [...leading(metric), ...FIGURES];
  return {
    header: columns.map((column) => column[language]),
    cells: (row: Row): TableCells => columns.map((column) => column.cell(row)),
  };
}

const SHEETS: Record<DspMetric | 'months', { id: string; en: string }> = {
  default: { id: 'Periode', en: 'Periods' },
  store: { id: 'Platform', en: 'Platforms' },
  track: { id: 'Lagu', en: 'Songs' },
  track_detail: { id: 'Detail lagu', en: 'Song detail' },
  months: { id: 'Laporan bulanan', en: 'Monthly report' },
};
export const sheetName = (metric: DspMetric | 'months', language: Language) => SHEETS[metric][language];
