import { IngestError } from '../errors.ts';
import { indexHeader, parseAmount, parseCount } from '../fields.ts';
import { type ByteSource, readDelimitedBatches } from '../lines.ts';
import { MoneyFormatError, parseScaled, rescale } from '../money.ts';
import {
  AGE_GROUPS,
  ANALYTICS_COLUMNS,
  type AnalyticsBreakdown,
  type AnalyticsFeed,
  detectAnalyticsFeed,
  GENDERS,
} from './columns.ts';

/** One day of one item in one country, as a total or broken down by one dimension group. */
export interface AnalyticsRow {
  line: number;
  feed: AnalyticsFeed;
  /** `YYYY-MM-DD`. */
  day: string;
  /** `youtube` for YouTube feeds, the store's name for store feeds. */
  store: string;
  channelId: string | null;
  videoId: string | null;
  assetId: string | null;
  isrc: string | null;
  upc: string | null;
  country: string;
  breakdown: AnalyticsBreakdown;
  /** '' when the row is not broken down by it. */
  trafficSource: string;
  gender: string;
  ageGroup: string;
  operatingSystem: string;
  /** Views on YouTube, streams on a store. */
  views: number;
  watchSeconds: number;
  /** Estimated revenue in USD micros (YouTube only; 0 for stores). */
  revenueMicros: bigint;
  subscribersGained: number;
  subscribersLost: number;
  listeners: number;
  saves: number;
  /** Streams played to the end: streams × completion_rate, rounded half-even. */
  completions: number;
}

/** What a row reader knows about the header; passed explicitly so no closure is built per row. */
interface Columns {
  feed: AnalyticsFeed;
  index: Map<string, number>;
  width: number;
  file: string | undefined;
  /** The last date read and its day: a feed repeats one date over many rows. */
  lastDate: [string, string];
}

/**
 * Streams a daily analytics feed (asset, channel or store, detected from the header) as batches of typed
 * rows. The header must be exactly the feed's columns in any order, and each row must hold one breakdown.
 */
export async function* parseAnalyticsFeedBatches(
  source: ByteSource,
  options: { file?: string } = {},
): AsyncGenerator<AnalyticsRow[]> {
  const { file } = options;
  let columns: Columns | undefined;
  for await (const batch of readDelimitedBatches(source, { delimiter: ',', file })) {
    const rows: AnalyticsRow[] = [];
    for (const { line, fields } of batch) {
      if (columns) rows.push(readRow(columns, fields, line));
      else columns = readHeader(fields, line, file);
    }
    if (rows.length > 0) yield rows;
  }
  if (!columns) throw new IngestError('missing_header', 1, 'the file is empty', file);
}

function readHeader(header: string[], line: number, file?: string): Columns {
  const feed = detectAnalyticsFeed(header);
  const expected = ANALYTICS_COLUMNS[feed];
  const index = indexHeader(header, line, file);
  for (const name of index.keys()) {
    if (!expected.includes(name)) throw new IngestError('unknown_column', line, `unknown column "${name}"`, file);
  }
  for (const name of expected) {
    if (!index.has(name)) throw new IngestError('missing_column', line, `missing column "${name}"`, file);
  }
  return { feed, index, width: header.length, file, lastDate: ['', ''] };
}

function readRow(c: Columns, fields: string[], line: number): AnalyticsRow {
  const { feed, file } = c;
  if (fields.length !== c.width) {
    throw new IngestError('field_count', line, `${fields.length} fields, the header has ${c.width}`, file);
  }
  const isDsp = feed === 'dsp';
  const gender = upper(c, fields, 'gender');
  const ageGroup = upper(c, fields, 'age_group');
  const trafficSource = upper(c, fields, 'traffic_source_type');
  const operatingSystem = upper(c, fields, 'operating_system');
  if (gender && !(GENDERS as readonly string[]).includes(gender)) {
    throw new IngestError('invalid_value', line, `gender is not one of ${GENDERS.join(', ')}: ${gender}`, file);
  }
  if (ageGroup && !(AGE_GROUPS as readonly string[]).includes(ageGroup)) {
    throw new IngestError('invalid_value', line, `age_group is not one of ${AGE_GROUPS.join(', ')}: ${ageGroup}`, file);
  }
  const views = count(c, fields, isDsp ? 'streams' : 'views', line);
  if (isDsp && !raw(c, fields, 'isrc') && !raw(c, fields, 'upc')) {
    throw new IngestError('missing_value', line, 'a store row needs an "isrc" or a "upc"', file);
  }
  return {
    line,
    feed,
    day: dayOf(c, required(c, fields, 'date', line), line),
    store: isDsp ? required(c, fields, 'store', line) : 'youtube',
    channelId: feed === 'channel' ? required(c, fields, 'channel_id', line) : optional(c, fields, 'channel_id'),
    videoId: optional(c, fields, 'video_id'),
    assetId: feed === 'asset' ? required(c, fields, 'asset_id', line) : null,
    // ISRCs arrive with and without hyphens; the code itself is the same.
    isrc: optional(c, fields, 'isrc')?.replaceAll('-', '').toUpperCase() ?? null,
    upc: optional(c, fields, 'upc'),
    country: required(c, fields, 'country_code', line).toUpperCase(),
    breakdown: breakdownOf(trafficSource, gender || ageGroup, operatingSystem, line, file),
    trafficSource,
    gender,
    ageGroup,
    operatingSystem,
    views,
    watchSeconds: isDsp ? 0 : minutesToSeconds(c, fields, line),
    revenueMicros: isDsp
      ? 0n
      : parseAmount(required(c, fields, 'estimated_partner_revenue', line), 'estimated_partner_revenue', line, {
          file,
        }),
    subscribersGained: isDsp ? 0 : count(c, fields, 'subscribers_gained', line),
    subscribersLost: isDsp ? 0 : count(c, fields, 'subscribers_lost', line),
    listeners: isDsp ? count(c, fields, 'listeners', line) : 0,
    saves: isDsp ? count(c, fields, 'saves', line) : 0,
    completions: isDsp ? completionsOf(c, fields, views, line) : 0,
  };
}

function breakdownOf(
  trafficSource: string,
  demographic: string,
  operatingSystem: string,
  line: number,
  file?: string,
): AnalyticsBreakdown {
  const set = [
    trafficSource && ('traffic_source' as const),
    demographic && ('demographic' as const),
    operatingSystem && ('os' as const),
  ].filter((b): b is Exclude<AnalyticsBreakdown, 'total'> => Boolean(b));
  if (set.length > 1) {
    const message = `a row is broken down by one of traffic source, age and gender, or operating system, not ${set.join(' and ')}`;
    throw new IngestError('invalid_value', line, message, file);
  }
  return set[0] ?? 'total';
}

function dayOf(c: Columns, value: string, line: number): string {
  if (c.lastDate[0] !== value) c.lastDate = [value, readDay(value, line, c.file)];
  return c.lastDate[1];
}

/** `YYYYMMDD` (Reporting API) or `YYYY-MM-DD` as `YYYY-MM-DD`, checked against the calendar. */
function readDay(value: string, line: number, file?: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new IngestError('invalid_date', line, `date is not a day (YYYYMMDD): ${value}`, file);
  }
  return date.toISOString().slice(0, 10);
}

function minutesToSeconds(c: Columns, fields: readonly string[], line: number): number {
  const micros = parseAmount(required(c, fields, 'watch_time_minutes', line), 'watch_time_minutes', line, {
    file: c.file,
  });
  if (micros < 0n) throw new IngestError('invalid_number', line, 'watch_time_minutes is negative', c.file);
  return Number(rescale(micros * 60n, 6, 0));
}

function completionsOf(c: Columns, fields: readonly string[], streams: number, line: number): number {
  const value = required(c, fields, 'completion_rate', line);
  let rate = -1n;
  try {
    rate = parseScaled(value, 6);
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
  }
  if (rate < 0n || rate > 1_000_000n) {
    throw new IngestError('invalid_number', line, `completion_rate is not a fraction from 0 to 1: ${value}`, c.file);
  }
  return Number(rescale(BigInt(streams) * rate, 6, 0));
}

function raw(c: Columns, fields: readonly string[], name: string): string {
  return (fields[c.index.get(name) ?? -1] ?? '').trim();
}

function optional(c: Columns, fields: readonly string[], name: string): string | null {
  return raw(c, fields, name) || null;
}

function upper(c: Columns, fields: readonly string[], name: string): string {
  return raw(c, fields, name).toUpperCase();
}

function required(c: Columns, fields: readonly string[], name: string, line: number): string {
  const value = raw(c, fields, name);
  if (value === '') throw new IngestError('missing_value', line, `"${name}" is empty`, c.file);
  return value;
}

/** A metric count: a whole number, never negative (analytics have no adjustments). */
function count(c: Columns, fields: readonly string[], name: string, line: number): number {
  const value = parseCount(required(c, fields, name, line), name, line, c.file);
  if (value < 0) throw new IngestError('invalid_number', line, `${name} is negative`, c.file);
  return value;
}
