// Migration 0008's own copy of the fact-line format as it was when 0008 shipped. It must never
// change: a migration does the same thing on every database it ever runs on, whatever the ingest
// engine's live format (ingest/engine/fact-lines.ts) becomes. It is written for clarity, not speed:
// it runs once per database, where the engine writes millions of lines per run.

/** One attributed row of a report, as 0008 moves it between rows and blocks. */
export interface FrozenFact {
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

const FIELD_COUNT = 15;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const UNESCAPES: Readonly<Record<string, string>> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };
const NULL = '\\N';

/** A text field in PostgreSQL's COPY text format: null as \N; backslash, tab and line breaks escaped. */
function field(text: string | null): string {
  return text === null ? NULL : text.replace(/[\\\t\n\r]/g, (ch) => ESCAPES[ch] ?? ch);
}

function fieldText(text: string): string | null {
  return text === NULL ? null : text.replace(/\\(.)/g, (_, ch: string) => UNESCAPES[ch] ?? ch);
}

/** A block's UTF-8 bytes: one tab-separated line per fact, each ended by a line break. */
export function writeFrozenFactBlock(facts: readonly FrozenFact[]): Buffer {
  const lines = facts.map((f) =>
    [
      String(f.companyId),
      String(f.line),
      field(f.country),
      field(f.day),
      field(f.itemKey),
      field(f.isrc),
      field(f.upc),
      String(f.units),
      field(f.currency),
      String(f.grossMicros),
      String(f.nettMicros),
      String(f.sharedMicros),
      String(f.grossIdr),
      String(f.nettIdr),
      field(f.adjustmentType),
    ].join('\t'),
  );
  return Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
}

/** The facts of a block's text, in the order they were written. */
export function parseFrozenFactBlock(block: string): FrozenFact[] {
  return block
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const f = line.split('\t');
      if (f.length !== FIELD_COUNT) throw new Error(`a fact line has ${f.length} fields: ${line}`);
      const text = (i: number) => fieldText(f[i] as string);
      const number = (i: number) => Number(f[i]);
      return {
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
    });
}
