import { type CopyText, copyFieldText } from './copy-text.ts';

/** One attributed row of a report; its amounts are safe integers (micros and rupiah). */
export interface Fact {
  companyId: number;
  line: number;
  country: string;
  day: string;
  itemKey: string;
  isrc: string | null;
  upc: string | null;
  units: number;
  currency: string;
  grossMicros: number;
  nettMicros: number;
  sharedMicros: number;
  grossIdr: number;
  nettIdr: number;
  adjustmentType: string | null;
}

/** A fact's fields in a block's line, in this order; the column names a reader would give them. */
// biome-ignore format: one name per field, in line order
const FACT_LINE_FIELDS = [
  'company_id', 'line', 'country', 'day', 'item_key', 'isrc', 'upc', 'units', 'currency',
  'gross_micros', 'nett_micros', 'shared_micros', 'gross_idr', 'nett_idr', 'adjustment_type',
] as const;

/**
 * Appends one fact as a line of a block: its fields in FACT_LINE_FIELDS order, tab-separated, in
 * PostgreSQL's COPY text format (null as \\N; tabs, line breaks and backslashes escaped).
 */
export function writeFact(out: CopyText, f: Fact): void {
  out.writeInteger(f.companyId);
  out.writeInteger(f.line);
  out.writeText(f.country);
  out.writeText(f.day);
  out.writeText(f.itemKey);
  out.writeText(f.isrc);
  out.writeText(f.upc);
  out.writeInteger(f.units);
  out.writeText(f.currency);
  out.writeInteger(f.grossMicros);
  out.writeInteger(f.nettMicros);
  out.writeInteger(f.sharedMicros);
  out.writeInteger(f.grossIdr);
  out.writeInteger(f.nettIdr);
  out.writeText(f.adjustmentType, true);
}

/** The facts of a block's text, in the order they were written. */
export function* parseFactLines(block: string): Generator<Fact> {
  for (const line of block.split('\n')) {
    if (line === '') continue;
    const f = line.split('\t');
    if (f.length !== FACT_LINE_FIELDS.length) throw new Error(`a fact line has ${f.length} fields: ${line}`);
    const text = (i: number) => copyFieldText(f[i] as string);
    const number = (i: number) => Number(f[i]);
    yield {
      companyId: number(0),
      line: number(1),
      country: text(2) ?? '',
      day: text(3) ?? '',
      itemKey: text(4) ?? '',
      isrc: text(5),
      upc: text(6),
      units: number(7),
      currency: text(8) ?? '',
      grossMicros: number(9),
      nettMicros: number(10),
      sharedMicros: number(11),
      grossIdr: number(12),
      nettIdr: number(13),
      adjustmentType: text(14),
    };
  }
}
