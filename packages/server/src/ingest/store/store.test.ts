import { type StoreColumnMapping, StoreColumnMappingSchema } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../errors.ts';
import { parseScaled } from '../money.ts';
import {
  JOOX_LIKE_MAPPING,
  parseStoreReport,
  parseStoreReportBatches,
  SPOTIFY_LIKE_MAPPING,
  type StoreRow,
  storeFixtureCsv,
  storeFixtureTotals,
} from './index.ts';

const encoder = new TextEncoder();

async function parse(mapping: StoreColumnMapping, chunks: Iterable<string>): Promise<StoreRow[]> {
  const rows: StoreRow[] = [];
  const source = (function* () {
    for (const chunk of chunks) yield encoder.encode(chunk);
  })();
  for await (const row of parseStoreReport(source, mapping, { file: 'store.csv' })) rows.push(row);
  return rows;
}

async function failure(mapping: StoreColumnMapping, text: string): Promise<IngestError> {
  try {
    await parse(mapping, [text]);
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

const sum = (rows: StoreRow[], scale: number) => rows.reduce((total, r) => total + parseScaled(r.revenue, scale), 0n);

describe('parseStoreReport', () => {
  it('reads a Spotify-like CSV (BOM, CRLF, quoted titles) with exact revenue and stream totals', async () => {
    const options = { rows: 3000, seed: 5 };
    const rows = await parse(SPOTIFY_LIKE_MAPPING, storeFixtureCsv(SPOTIFY_LIKE_MAPPING, options));
    const totals = storeFixtureTotals(SPOTIFY_LIKE_MAPPING, options);
    expect(rows).toHaveLength(3000);
    expect(sum(rows, 8)).toBe(totals.exact);
    expect(rows.reduce((total, r) => total + r.revenueMicros, 0n)).toBe(totals.rowMicros);
    expect(rows.reduce((total, r) => total + r.units, 0)).toBe(totals.units);
    expect(rows[0]).toMatchObject({ line: 2, period: '2026-10', store: 'spotify', currency: 'USD' });
    expect(rows.some((r) => r.title === 'Cinta, Luka & "Rindu"' && r.artist !== '')).toBe(true);
  });

  it('reads a JOOX-like TSV with comma decimals, DD/MM/YYYY dates and a fixed IDR currency', async () => {
    const options = { rows: 500, seed: 9, scale: 2, bom: false, crlf: false };
    const rows = await parse(JOOX_LIKE_MAPPING, storeFixtureCsv(JOOX_LIKE_MAPPING, options));
    expect(sum(rows, 2)).toBe(storeFixtureTotals(JOOX_LIKE_MAPPING, options).exact);
    expect(rows.every((r) => r.period === '2026-10' && r.currency === 'IDR' && r.store === 'joox')).toBe(true);
    expect(rows.every((r) => r.upc === null && /^IDA01\d{7}$/.test(r.isrc ?? ''))).toBe(true);
  });

  it('normalises one handwritten row', async () => {
    const text =
      'Tanggal\tLayanan\tArtis\tJudul Lagu\tKode ISRC\tNegara\tJumlah Putar\tPendapatan\n' +
      '15/10/2026\tJOOX\tGesang\tBengawan Solo\tid-a01-26-00001\tid\t1200\t1234,5678905\n';
    const [row] = await parse(JOOX_LIKE_MAPPING, [text]);
    expect(row).toMatchObject({ store: 'JOOX', isrc: 'IDA012600001', country: 'ID', units: 1200 });
    expect([row?.revenue, row?.revenueMicros]).toEqual(['1234.5678905', 1_234_567_890n]);
  });

  it('names a mapped column the header lacks', async () => {
    const error = await failure(SPOTIFY_LIKE_MAPPING, 'Reporting Month,Artist Name\n');
    expect([error.code, error.line]).toEqual(['missing_column', 1]);
    expect(error.message).toContain('missing title column "Track Name"');
  });

  it('reports a bad amount, a dot in a comma-decimal file, a bad period and an empty title by line', async () => {
    const header = 'Tanggal\tLayanan\tArtis\tJudul Lagu\tKode ISRC\tNegara\tJumlah Putar\tPendapatan\n';
    const good = '15/10/2026\tJOOX\tGesang\tLagu\t\tID\t1\t1,5\n';
    const cases: [string, string][] = [
      ['15/10/2026\tJOOX\tGesang\tLagu\t\tID\t1\tRp 1,5\n', 'invalid_number'],
      ['15/10/2026\tJOOX\tGesang\tLagu\t\tID\t1\t1.5\n', 'invalid_number'],
      ['2026-10\tJOOX\tGesang\tLagu\t\tID\t1\t1,5\n', 'invalid_date'],
      ['15/10/2026\tJOOX\tGesang\t\t\tID\t1\t1,5\n', 'missing_value'],
      ['15/10/2026\tJOOX\tGesang\tLagu\tID\t1\t1,5\n', 'field_count'],
    ];
    for (const [bad, code] of cases) {
      const error = await failure(JOOX_LIKE_MAPPING, `${header}${good}${good}${bad}`);
      expect([error.code, error.line]).toEqual([code, 4]);
    }
  });

  it('requires a currency column or a fixed currency in the mapping', () => {
    const { currency: _, ...columns } = SPOTIFY_LIKE_MAPPING.columns;
    const result = StoreColumnMappingSchema.safeParse({ ...SPOTIFY_LIKE_MAPPING, columns });
    expect(result.success).toBe(false);
  });
});

describe('parseStoreReportBatches', () => {
  it('yields the same rows as parseStoreReport, grouped per input chunk', async () => {
    const options = { rows: 1500, seed: 2 };
    const batches: StoreRow[][] = [];
    const source = (function* () {
      for (const chunk of storeFixtureCsv(SPOTIFY_LIKE_MAPPING, options)) yield encoder.encode(chunk);
    })();
    for await (const batch of parseStoreReportBatches(source, SPOTIFY_LIKE_MAPPING)) batches.push(batch);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(await parse(SPOTIFY_LIKE_MAPPING, storeFixtureCsv(SPOTIFY_LIKE_MAPPING, options)));
  });
});
