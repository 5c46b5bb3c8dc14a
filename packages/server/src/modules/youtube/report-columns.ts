import type { Language, ReportMetric, RevenueFigures } from '@irama/contracts';
import { formatMicros } from '../../ingest/money.ts';
import type { TableCells } from '../../lib/table-file.ts';

/** A column of a downloaded report: its header in each language and its cell of a row. */
interface Column<Row> {
  id: string;
  en: string;
  cell: (row: Row) => string | number;
}

/** Dollars as the exact decimal of their micros, so a spreadsheet shows what YouTube paid to the micro-dollar. */
const usd = (micros: number) => Number(formatMicros(BigInt(micros)));

const FIGURES: Column<RevenueFigures>[] = [
  { id: 'Penayangan', en: 'Views', cell: (r) => r.views },
  { id: 'Pendapatan kotor (USD)', en: 'Gross revenue (USD)', cell: (r) => usd(r.gross_micros) },
  { id: 'Pendapatan bersih (USD)', en: 'Nett revenue (USD)', cell: (r) => usd(r.nett_micros) },
  { id: 'Bagi hasil (USD)', en: 'Shared revenue (USD)', cell: (r) => usd(r.shared_micros) },
  { id: 'Pendapatan kotor (IDR)', en: 'Gross revenue (IDR)', cell: (r) => r.gross_idr },
  { id: 'Pendapatan bersih (IDR)', en: 'Nett revenue (IDR)', cell: (r) => r.nett_idr },
  { id: 'Bagi hasil (IDR)', en: 'Shared revenue (IDR)', cell: (r) => r.shared_idr },
];

const NO_PROJECT = { id: 'Tanpa proyek', en: 'No project' };
const SOURCE_NAMES: Record<string, { id: string; en: string }> = {
  ads: { id: 'Iklan', en: 'Ads' },
  premium: { id: 'YouTube Premium', en: 'YouTube Premium' },
  license_fee: { id: 'Biaya lisensi', en: 'License fee' },
  shorts: { id: 'Shorts', en: 'Shorts' },
  paid_features: { id: 'Fitur berbayar', en: 'Paid features' },
};

type AnyRow = RevenueFigures & Record<string, unknown>;

/** The columns before the figures, per metric and language. */
function leading(metric: ReportMetric | 'months', language: Language): Column<AnyRow>[] {
  const text = (key: string) => (r: AnyRow) => String(r[key] ?? '');
  const project = (r: AnyRow) => (r.project === '' ? NO_PROJECT[language] : String(r.project));
  switch (metric) {
    case 'default':
      return [{ id: 'Sumber', en: 'Source', cell: (r) => SOURCE_NAMES[String(r.source)]?.[language] ?? '' }];
    case 'project':
      return [
        { id: 'Proyek', en: 'Project', cell: project },
        { id: 'Aset', en: 'Assets', cell: (r) => Number(r.assets) },
      ];
    case 'other_project':
      return [
        { id: 'Proyek', en: 'Project', cell: project },
        { id: 'Aset', en: 'Assets', cell: (r) => Number(r.assets) },
        {
          id: 'Pemilik bersama',
          en: 'Co-owners',
          cell: (r) =>
            (r.co_owners as { name: string; share_bps: number }[])
              .map((c) => `${c.name} (${c.share_bps / 100}%)`)
              .join('; '),
        },
      ];
    case 'asset':
      return [
        { id: 'ID Aset', en: 'Asset ID', cell: text('asset_id') },
        { id: 'Judul', en: 'Title', cell: text('title') },
        { id: 'Artis', en: 'Artist', cell: text('artist') },
        { id: 'Proyek', en: 'Project', cell: project },
        { id: 'Milik bersama', en: 'Co-owned', cell: (r) => (r.is_co_owned ? 1 : 0) },
      ];
    case 'detail':
      return [{ id: 'Negara', en: 'Country', cell: text('country') }];
    case 'months':
      return [
        { id: 'Periode', en: 'Period', cell: text('periode') },
        {
          id: 'Kurs (IDR per USD)',
          en: 'Rate (IDR per USD)',
          cell: (r) => String((r.rate as { idr_per_unit: string | null }).idr_per_unit ?? ''),
        },
      ];
  }
}

/** The header and the row writer of a downloaded table. */
export function reportColumns(metric: ReportMetric | 'months', language: Language) {
  const columns = [...leading(metric, language), ...(FIGURES as Column<AnyRow>[])];
  return {
    header: columns.map((column) => column[language]),
    cells: (row: RevenueFigures): TableCells => columns.map((column) => column.cell(row as AnyRow)),
  };
}
