import { IngestError } from '../errors.ts';
import { indexHeader, parseAmount, parseCount, toDay, toPeriod } from '../fields.ts';
import { type ByteSource, readDelimitedBatches } from '../lines.ts';
import { REVENUE_PARTS, YOUTUBE_COLUMNS, type YoutubeVariant } from './columns.ts';

/** A revenue amount split the way YouTube reports it; parts YouTube left empty are null. */
export interface RevenueBreakdown {
  auctionMicros: bigint | null;
  reservedMicros: bigint | null;
  partnerSoldYoutubeServedMicros: bigint | null;
  partnerSoldPartnerServedMicros: bigint | null;
  totalMicros: bigint | null;
}

/** One row of a YouTube Content ID monthly asset revenue report. */
export interface YoutubeAssetRow {
  line: number;
  variant: YoutubeVariant;
  /** Null for a normal row; Backpay, Conflict Resolution, … for an adjustment to an earlier period. */
  adjustmentType: string | null;
  period: string;
  /** `YYYY-MM-DD` from the ads report's Day column; null for the Premium report, which is by Month. */
  day: string | null;
  country: string;
  assetId: string;
  assetTitle: string;
  assetLabels: string[];
  assetChannelId: string | null;
  assetType: string | null;
  customId: string | null;
  isrc: string | null;
  upc: string | null;
  grid: string | null;
  artist: string | null;
  album: string | null;
  label: string | null;
  administerPublishRights: string | null;
  ownedViews: number;
  youtubeRevenueSplit: RevenueBreakdown;
  /** The partner revenue exactly as written, kept so totals can be summed before rounding. */
  partnerRevenue: string;
  partnerRevenueMicros: bigint;
  partnerRevenueSplit: RevenueBreakdown;
}

/** Picks the variant from the header: `Day` means the ad-supported report, `Month` the Premium one. */
export function detectYoutubeVariant(header: readonly string[], line = 1, file?: string): YoutubeVariant {
  const names = new Set(header.map((h) => h.trim()));
  if (names.has('Day') && !names.has('Month')) return 'ads';
  if (names.has('Month') && !names.has('Day')) return 'subscription';
  throw new IngestError('missing_column', line, 'the header needs exactly one of the columns "Day" or "Month"', file);
}

/**
 * Streams a YouTube asset revenue CSV (either variant, detected from the header) as typed rows; the
 * header must be exactly YouTube's columns in any order, so a renamed or new column is named, not guessed.
 */
export async function* parseYoutubeAssetReport(
  source: ByteSource,
  options: { file?: string } = {},
): AsyncGenerator<YoutubeAssetRow> {
  const { file } = options;
  let read: ((fields: string[], line: number) => YoutubeAssetRow) | undefined;
  for await (const batch of readDelimitedBatches(source, { delimiter: ',', file })) {
    for (const { line, fields } of batch) {
      if (read) yield read(fields, line);
      else read = rowReader(fields, line, file);
    }
  }
  if (!read) throw new IngestError('missing_header', 1, 'the file is empty', file);
}

/** What a row reader needs to know about the header; passed explicitly so no closure is built per row. */
interface Columns {
  variant: YoutubeVariant;
  index: Map<string, number>;
  width: number;
  dateColumn: string;
  gridColumn: string;
  file: string | undefined;
}

/** Checks the header against the variant's exact column set and returns a reader of data rows. */
function rowReader(header: string[], headerLine: number, file?: string) {
  const variant = detectYoutubeVariant(header, headerLine, file);
  const expected = YOUTUBE_COLUMNS[variant];
  const index = indexHeader(header, headerLine, file);
  for (const name of index.keys()) {
    if (!expected.includes(name)) throw new IngestError('unknown_column', headerLine, `unknown column "${name}"`, file);
  }
  for (const name of expected) {
    if (!index.has(name)) throw new IngestError('missing_column', headerLine, `missing column "${name}"`, file);
  }
  const [dateColumn, gridColumn] = variant === 'ads' ? ['Day', 'GRid'] : ['Month', 'GRID'];
  const columns: Columns = { variant, index, width: header.length, dateColumn, gridColumn, file };
  return (fields: string[], line: number) => readRow(columns, fields, line);
}

function readRow(c: Columns, fields: string[], line: number): YoutubeAssetRow {
  const { file } = c;
  if (fields.length !== c.width) {
    throw new IngestError('field_count', line, `${fields.length} fields, the header has ${c.width}`, file);
  }
  const partnerRevenue = required(c, fields, 'Partner Revenue', line);
  const date = required(c, fields, c.dateColumn, line);
  return {
    line,
    variant: c.variant,
    adjustmentType: optional(c, fields, 'Adjustment Type'),
    period: toPeriod(date, c.dateColumn, line, file),
    day: toDay(date),
    country: required(c, fields, 'Country', line),
    assetId: required(c, fields, 'Asset ID', line),
    assetTitle: raw(c, fields, 'Asset Title'),
    assetLabels: splitLabels(raw(c, fields, 'Asset Labels')),
    assetChannelId: optional(c, fields, 'Asset Channel ID'),
    assetType: optional(c, fields, 'Asset Type'),
    customId: optional(c, fields, 'Custom ID'),
    isrc: optional(c, fields, 'ISRC'),
    upc: optional(c, fields, 'UPC'),
    grid: optional(c, fields, c.gridColumn),
    artist: optional(c, fields, 'Artist'),
    album: optional(c, fields, 'Album'),
    label: optional(c, fields, 'Label'),
    administerPublishRights: optional(c, fields, 'Administer Publish Rights'),
    ownedViews: parseCount(required(c, fields, 'Owned Views', line), 'Owned Views', line, file),
    youtubeRevenueSplit: breakdown(c, fields, 'YouTube Revenue Split', line),
    partnerRevenue,
    partnerRevenueMicros: parseAmount(partnerRevenue, 'Partner Revenue', line, { file }),
    partnerRevenueSplit: breakdown(c, fields, 'Partner Revenue', line),
  };
}

function raw(c: Columns, fields: readonly string[], name: string): string {
  return fields[c.index.get(name) ?? -1] ?? '';
}

function optional(c: Columns, fields: readonly string[], name: string): string | null {
  return raw(c, fields, name).trim() || null;
}

function required(c: Columns, fields: readonly string[], name: string, line: number): string {
  const value = raw(c, fields, name).trim();
  if (value === '') throw new IngestError('missing_value', line, `"${name}" is empty`, c.file);
  return value;
}

function amount(c: Columns, fields: readonly string[], name: string, line: number): bigint | null {
  const value = raw(c, fields, name);
  return value.trim() === '' ? null : parseAmount(value, name, line, { file: c.file });
}

function breakdown(c: Columns, fields: readonly string[], prefix: string, line: number): RevenueBreakdown {
  return {
    auctionMicros: amount(c, fields, `${prefix} : ${REVENUE_PARTS[0]}`, line),
    reservedMicros: amount(c, fields, `${prefix} : ${REVENUE_PARTS[1]}`, line),
    partnerSoldYoutubeServedMicros: amount(c, fields, `${prefix} : ${REVENUE_PARTS[2]}`, line),
    partnerSoldPartnerServedMicros: amount(c, fields, `${prefix} : ${REVENUE_PARTS[3]}`, line),
    totalMicros: amount(c, fields, prefix, line),
  };
}

// Labels are read as ";"-separated: an assumption to confirm against a real CMS export.
function splitLabels(value: string): string[] {
  const labels: string[] = [];
  for (const label of value.split(';')) {
    const trimmed = label.trim();
    if (trimmed !== '') labels.push(trimmed);
  }
  return labels;
}
