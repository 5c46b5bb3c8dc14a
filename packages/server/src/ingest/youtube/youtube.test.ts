import { describe, expect, it } from 'vitest';
import { IngestError } from '../errors.ts';
import { parseScaled } from '../money.ts';
import {
  FIXTURE_SCALE,
  parseYoutubeAssetReport,
  YOUTUBE_COLUMNS,
  type YoutubeAssetRow,
  youtubeFixtureCsv,
  youtubeFixtureTotals,
} from './index.ts';

const encoder = new TextEncoder();
const bytes = (chunks: Iterable<string>) =>
  (function* () {
    for (const chunk of chunks) yield encoder.encode(chunk);
  })();

async function parse(chunks: Iterable<string>): Promise<YoutubeAssetRow[]> {
  const rows: YoutubeAssetRow[] = [];
  for await (const row of parseYoutubeAssetReport(bytes(chunks), { file: 'report.csv' })) rows.push(row);
  return rows;
}

async function failure(text: string): Promise<IngestError> {
  try {
    await parse([text]);
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

const header = YOUTUBE_COLUMNS.ads.join(',');
const row = (overrides: Record<string, string> = {}) =>
  YOUTUBE_COLUMNS.ads
    .map(
      (c) =>
        overrides[c] ??
        (
          { Day: '20261005', Country: 'ID', 'Asset ID': 'A1', 'Owned Views': '10', 'Partner Revenue': '0.5' } as Record<
            string,
            string
          >
        )[c] ??
        '',
    )
    .join(',');

describe('parseYoutubeAssetReport', () => {
  it('reads a generated 2,000-row report (BOM, CRLF, quoted titles) with the exact partner revenue total', async () => {
    const options = { rows: 2000, seed: 7 };
    const rows = await parse(youtubeFixtureCsv(options));
    const totals = youtubeFixtureTotals(options);
    expect(rows).toHaveLength(2000);
    expect(rows.reduce((sum, r) => sum + parseScaled(r.partnerRevenue, FIXTURE_SCALE), 0n)).toBe(totals.exact);
    expect(rows.reduce((sum, r) => sum + r.partnerRevenueMicros, 0n)).toBe(totals.rowMicros);
    expect(rows[0]?.line).toBe(2);
    expect(rows.every((r) => r.period === '2026-10' && r.variant === 'ads')).toBe(true);
    expect(rows.some((r) => r.assetTitle === 'Cinta, Luka & "Rindu"')).toBe(true);
    expect(rows.some((r) => r.assetLabels.length === 2)).toBe(true);
  });

  it('recognises adjustment rows, including negative spam adjustments', async () => {
    const options = { rows: 2000, seed: 11 };
    const rows = await parse(youtubeFixtureCsv(options));
    const adjustments = rows.filter((r) => r.adjustmentType !== null);
    expect(adjustments).toHaveLength(youtubeFixtureTotals(options).adjustments);
    expect(new Set(adjustments.map((r) => r.adjustmentType))).toEqual(
      new Set(['Backpay', 'Conflict Resolution', 'Dispute Resolution', 'Spam Adjustment']),
    );
    expect(
      adjustments.filter((r) => r.adjustmentType === 'Spam Adjustment').every((r) => r.partnerRevenueMicros <= 0n),
    ).toBe(true);
  });

  it('detects the Premium variant from Month and GRID', async () => {
    const options = { rows: 50, seed: 3, variant: 'subscription' as const, bom: false, crlf: false };
    const rows = await parse(youtubeFixtureCsv(options));
    expect(rows.every((r) => r.variant === 'subscription' && r.period === '2026-10')).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.partnerRevenueMicros, 0n)).toBe(youtubeFixtureTotals(options).rowMicros);
  });

  it('types one handwritten row, splitting labels and keeping empty parts as null', async () => {
    const [parsed] = await parse([
      `${header}\n${row({ 'Asset Labels': 'Pop; Dangdut', 'Partner Revenue : Auction': '0.4999995' })}\n`,
    ]);
    expect(parsed).toMatchObject({ line: 2, adjustmentType: null, period: '2026-10', assetLabels: ['Pop', 'Dangdut'] });
    expect(parsed?.partnerRevenueSplit).toMatchObject({
      auctionMicros: 500_000n,
      reservedMicros: null,
      totalMicros: 500_000n,
    });
  });

  it('names a missing column and an unknown one', async () => {
    const missing = await failure(`${header.replace(',Owned Views', '')}\n`);
    expect([missing.code, missing.line, missing.message]).toEqual([
      'missing_column',
      1,
      'report.csv:1: missing column "Owned Views"',
    ]);
    const unknown = await failure(`${header},Estimated Revenue\n`);
    expect([unknown.code, unknown.message]).toEqual([
      'unknown_column',
      'report.csv:1: unknown column "Estimated Revenue"',
    ]);
    const neither = await failure(`${header.replace('Day', 'Date')}\n`);
    expect(neither.code).toBe('missing_column');
  });

  it('reports a bad number, a bad date and a short row with their line numbers', async () => {
    const bad = await failure(`${header}\r\n${row()}\r\n${row({ 'Partner Revenue': '1.2E-5' })}\r\n`);
    expect([bad.code, bad.line]).toEqual(['invalid_number', 3]);
    const views = await failure(`${header}\n${row({ 'Owned Views': '"1,200"' })}\n`);
    expect([views.code, views.line]).toEqual(['invalid_number', 2]);
    const date = await failure(`${header}\n${row()}\n${row()}\n${row({ Day: '2026-13-01' })}\n`);
    expect([date.code, date.line]).toEqual(['invalid_date', 4]);
    const short = await failure(`${header}\n${row()}\nA,B\n`);
    expect([short.code, short.line]).toEqual(['field_count', 3]);
  });
});
