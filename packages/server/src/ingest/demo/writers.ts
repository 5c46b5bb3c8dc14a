import { once } from 'node:events';
import fs from 'node:fs';
import type { StoreColumnMapping } from '@irama/contracts';
import { ANALYTICS_COLUMNS, type AnalyticsFeed } from '../analytics/index.ts';
import { FOOT_LAYOUT, HEAD_LAYOUT } from '../dsr/index.ts';
import { csvField } from '../fixtures-random.ts';
import { allocateByShares, formatMicros, formatScaled } from '../money.ts';
import { formatStorePeriod } from '../store/index.ts';
import { REVENUE_PARTS, YOUTUBE_COLUMNS, type YoutubeVariant } from '../youtube/index.ts';

/** Writes text chunks to a file, ~64 KiB at a time and waiting for the disk, so any size fits in memory. */
export async function writeChunks(file: string, lines: Iterable<string>): Promise<void> {
  const out = fs.createWriteStream(file);
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length < 65_536) continue;
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** One row of a YouTube asset revenue report, amounts in USD micros. */
export interface YoutubeReportRow {
  adjustmentType: string;
  /** `YYYYMMDD` in the ad-supported report, `YYYYMM` in the Premium one. */
  date: string;
  country: string;
  assetId: string;
  title: string;
  /** The asset's labels: its project, or '' for none. */
  labels: string;
  channelId: string;
  customId: string;
  isrc: string;
  upc: string;
  artist: string;
  views: number;
  partnerMicros: bigint;
}

/** YouTube keeps 45% of what an asset earns; the partner's 55% is what the report pays out. */
const YOUTUBE_CUT = { youtube: 45n, partner: 55n };
/** How the partner revenue splits over YouTube's sale types (auction, reserved, partner-sold ×2), in %. */
const PART_SHARES = [72, 18, 7, 3];

/** A YouTube Content ID asset revenue report in YouTube's exact columns (CRLF, like the CMS export). */
export function* youtubeReportLines(variant: YoutubeVariant, rows: Iterable<YoutubeReportRow>): Generator<string> {
  const columns = YOUTUBE_COLUMNS[variant];
  yield `${columns.map((c) => csvField(c)).join(',')}\r\n`;
  for (const row of rows) {
    const split = (total: bigint) =>
      allocateByShares(
        total,
        PART_SHARES.map((weight, i) => ({ id: String(i), weight })),
      );
    const partner = split(row.partnerMicros);
    const youtubeTotal = (row.partnerMicros * YOUTUBE_CUT.youtube) / YOUTUBE_CUT.partner;
    const youtube = split(youtubeTotal);
    const values: Record<string, string> = {
      'Adjustment Type': row.adjustmentType,
      Day: row.date,
      Month: row.date,
      Country: row.country,
      'Asset ID': row.assetId,
      'Asset Title': row.title,
      'Asset Labels': row.labels,
      'Asset Channel ID': row.channelId,
      'Asset Type': 'Sound Recording',
      'Custom ID': row.customId,
      ISRC: row.isrc,
      UPC: row.upc,
      Artist: row.artist,
      Album: row.title,
      Label: 'Irama Distribusi',
      'Administer Publish Rights': 'No',
      'Owned Views': String(row.views),
      'YouTube Revenue Split': formatMicros(youtubeTotal),
      'Partner Revenue': formatMicros(row.partnerMicros),
    };
    for (const [i, part] of REVENUE_PARTS.entries()) {
      values[`YouTube Revenue Split : ${part}`] = formatMicros(youtube.get(String(i)) ?? 0n);
      values[`Partner Revenue : ${part}`] = formatMicros(partner.get(String(i)) ?? 0n);
    }
    yield `${columns.map((c) => csvField(values[c] ?? '')).join(',')}\r\n`;
  }
}

/** One row of a store's CSV/TSV; `amount` is at `scale` decimals in the mapping's currency. */
export interface StoreReportRow {
  period: string;
  day: string;
  artist: string;
  title: string;
  isrc: string;
  upc: string;
  country: string;
  units: number;
  amount: bigint;
}

/** A store report in the layout a column mapping reads. */
export function* storeReportLines(
  mapping: StoreColumnMapping,
  scale: number,
  rows: Iterable<StoreReportRow>,
): Generator<string> {
  const roles = Object.entries(mapping.columns);
  const cell = (value: string) => csvField(value, mapping.delimiter);
  yield `${roles.map(([, name]) => cell(name)).join(mapping.delimiter)}\n`;
  for (const row of rows) {
    const values: Record<string, string> = {
      period: formatStorePeriod(row.period, mapping.periodFormat, row.day),
      store: mapping.store.toUpperCase(),
      artist: row.artist,
      title: row.title,
      isrc: row.isrc,
      upc: row.upc,
      country: row.country,
      units: String(row.units),
      revenue: formatScaled(row.amount, scale).replace('.', mapping.decimalSeparator),
      currency: mapping.currency ?? 'USD',
    };
    yield `${roles.map(([role]) => cell(values[role] ?? '')).join(mapping.delimiter)}\n`;
  }
}

/** One sound recording's sales in a DSR, one amount per commercial model (summary record). */
export interface DsrResourceRow {
  isrc: string;
  title: string;
  artist: string;
  /** Usages and net revenue (USD micros) per summary record, in `DSR_MODELS` order. */
  sales: { usages: number; micros: bigint }[];
}

/** The summary records of a demo DSR: subscription and ad-supported streams. */
export const DSR_MODELS = [
  { commercialModel: 'SubscriptionModel', service: 'Premium' },
  { commercialModel: 'AdvertisementSupportedModel', service: 'Free' },
] as const;

/** The record types a demo DSR declares, HEAD and FOOT in the layouts the parser knows without a declaration. */
const DSR_DECLARATIONS: Record<string, readonly string[]> = {
  HEAD: HEAD_LAYOUT,
  'SY02.01': [
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Users',
    'Currency',
    'NetRevenue',
  ],
  AS01: [
    'BlockId',
    'ResourceReference',
    'DspResourceId',
    'ISRC',
    'Title',
    'SubTitle',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Duration',
    'ResourceType',
  ],
  'SU03.01': [
    'BlockId',
    'SalesTransactionId',
    'SummaryRecordId',
    'DspReleaseId',
    'Usages',
    'NetRevenue',
    'ValidityPeriodStart',
    'ValidityPeriodEnd',
  ],
  FOOT: FOOT_LAYOUT,
};

/** What a DSR's HEAD says about it. */
export interface DsrMeta {
  service: string;
  senderPartyId: string;
  period: string;
  territory: string;
  messageId: string;
  createdAt: string;
}

/** The file name DDEX gives a single-part DSR. */
export function dsrFileName(meta: DsrMeta): string {
  const created = meta.createdAt.replace(/[-:]/g, '').slice(0, 15);
  return `DSR_${meta.senderPartyId}_PADPIDA2025110301Z_${meta.service}_${meta.period}_${meta.territory}_1of1_${created}.tsv`;
}

/**
 * A single-part DDEX DSR flat file (TSV with `#` declarations): SY summaries whose Usages and NetRevenue
 * are the exact sums of their SU lines, one AS block per recording, and a FOOT with the real counts.
 * Amounts carry six decimals, so the parser's summary check agrees to the micro.
 */
export function dsrLines(meta: DsrMeta, resources: readonly DsrResourceRow[]): string[] {
  const [year = '', month = ''] = meta.period.split('-');
  const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const start = `${meta.period}-01`;
  const end = `${meta.period}-${String(lastDay).padStart(2, '0')}`;
  const lines: string[][] = [
    [
      'HEAD',
      'dsrf/30',
      'BasicAudioProfile',
      '1.3',
      meta.messageId,
      meta.createdAt,
      '1',
      '1',
      start,
      end,
      meta.senderPartyId,
      meta.service,
      meta.service,
      'PADPIDA2025110301Z',
      'PT Irama Distribusi Indonesia',
      '',
    ],
    ...Object.entries(DSR_DECLARATIONS).map(([type, columns]) => [`#${type}`, ...columns]),
  ];
  for (const [i, model] of DSR_MODELS.entries()) {
    const usages = resources.reduce((sum, r) => sum + (r.sales[i]?.usages ?? 0), 0);
    const micros = resources.reduce((sum, r) => sum + (r.sales[i]?.micros ?? 0n), 0n);
    const users = Math.max(1, Math.round(usages / 7));
    lines.push([
      'SY02.01',
      String(i + 1),
      '',
      '',
      model.commercialModel,
      'Stream',
      meta.territory,
      `${meta.service} ${model.service}`,
      String(usages),
      String(users),
      'USD',
      formatMicros(micros),
    ]);
  }
  const compact = (day: string) => day.replaceAll('-', '');
  for (const [block, resource] of resources.entries()) {
    const id = String(block + 1);
    const { isrc, title, artist } = resource;
    lines.push(['AS01', id, `R${id}`, `DSP${isrc}`, isrc, title, '', artist, '', 'PT3M30S', 'SoundRecording']);
    for (const [i, sale] of resource.sales.entries()) {
      lines.push([
        'SU03.01',
        id,
        `S${id}-${i + 1}`,
        String(i + 1),
        `REL${resource.isrc}`,
        String(sale.usages),
        formatMicros(sale.micros),
        compact(start),
        compact(end),
      ]);
    }
  }
  const total = String(lines.length + 1);
  const blocks = String(resources.length);
  lines.push(['FOOT', total, total, String(DSR_MODELS.length), blocks, blocks]);
  return lines.map((fields) => `${fields.join('\t')}\n`);
}

/** One analytics feed row: its dimensions by column name (empty when not broken down by it) and metrics. */
export interface AnalyticsFeedRow {
  date: string;
  keys: Partial<Record<'channel_id' | 'video_id' | 'asset_id' | 'store' | 'isrc' | 'upc', string>>;
  country: string;
  dimension: Partial<Record<'traffic_source_type' | 'age_group' | 'gender' | 'operating_system', string>>;
  metrics: Record<string, string>;
}

/** A daily analytics feed in the format `irama ingest --type analytics` reads (docs/operations.md). */
export function* analyticsFeedLines(feed: AnalyticsFeed, rows: Iterable<AnalyticsFeedRow>): Generator<string> {
  const columns = ANALYTICS_COLUMNS[feed];
  yield `${columns.join(',')}\n`;
  for (const row of rows) {
    const values: Record<string, string | undefined> = {
      date: row.date,
      country_code: row.country,
      ...row.keys,
      ...row.dimension,
      ...row.metrics,
    };
    yield `${columns.map((c) => csvField(values[c] ?? '')).join(',')}\n`;
  }
}
