import fs from 'node:fs';
import path from 'node:path';
import type { StoreColumnMapping } from '@irama/contracts';
import { type DsrSummaryCheck, parseDsrReport } from '../dsr/index.ts';
import { parseStoreReportBatches } from '../store/index.ts';
import { parseYoutubeAssetReport, type YoutubeAssetRow, type YoutubeVariant } from '../youtube/index.ts';
import { RunFailure } from './failure.ts';
import type { IngestSource } from './tables.ts';

/** The keys a row can be attributed by, in the order attribution tries them. */
export interface RowKeys {
  assetId: string | null;
  customId: string | null;
  assetLabels: readonly string[];
  channelId: string | null;
  isrc: string | null;
  upc: string | null;
}

/** A report row in the engine's terms, whatever format it came from. */
export interface SourceRow {
  line: number;
  country: string;
  /** `YYYY-MM-DD` when the format carries a day; '' otherwise. */
  day: string;
  store: string;
  title: string | null;
  keys: RowKeys;
  units: number;
  grossMicros: bigint;
  currency: string;
  adjustmentType: string | null;
}

/** What a source learns while streaming: the period and store a file declares, and its own total. */
export interface SourceMeta {
  period: string | null;
  store: string | null;
  fileTotalMicros: bigint | null;
  /** A DSR's summary checks, once its last line is read; empty for other sources. */
  summaryChecks: DsrSummaryCheck[];
}

/** A file opened as batches of rows plus the facts it declares about itself. */
export interface RowSource {
  meta: SourceMeta;
  batches: AsyncGenerator<SourceRow[]>;
}

const BATCH = 1000;
/** Shared by every row without asset labels, so a store row allocates no array for them. */
const NO_LABELS: readonly string[] = [];

/** Opens a report file of the given source as batches of normalised rows. */
export function openRowSource(
  file: string,
  source: IngestSource,
  options: { mapping?: StoreColumnMapping; store?: string; fileName?: string },
): RowSource {
  const meta: SourceMeta = { period: null, store: options.store ?? null, fileTotalMicros: null, summaryChecks: [] };
  // The name the file was uploaded as, which problems and summary checks are reported under.
  const name = options.fileName ?? path.basename(file);
  switch (source) {
    case 'youtube':
      return { meta, batches: youtubeBatches(file, name, meta, 'ads') };
    case 'youtube_premium':
      return { meta, batches: youtubeBatches(file, name, meta, 'subscription') };
    // YouTube sends these by day or by month; either header is theirs.
    case 'youtube_shorts':
    case 'youtube_license':
    case 'youtube_paid_features':
      return { meta, batches: youtubeBatches(file, name, meta, null) };
    case 'store': {
      if (!options.mapping) throw new Error('a store file needs its column mapping');
      return { meta, batches: storeBatches(file, name, options.mapping, meta) };
    }
    case 'dsr':
      return { meta, batches: dsrBatches(file, name, meta) };
  }
}

async function* youtubeBatches(
  file: string,
  name: string,
  meta: SourceMeta,
  variant: YoutubeVariant | null,
): AsyncGenerator<SourceRow[]> {
  let batch: SourceRow[] = [];
  let total = 0n;
  for await (const row of parseYoutubeAssetReport(fs.createReadStream(file), { file: name })) {
    if (variant && row.variant !== variant) {
      // An ad-supported report ingested as Premium (or the reverse) would credit the wrong ledger source.
      throw new RunFailure('wrong_source', 1, `this is the ${row.variant} report, not the ${variant} one`);
    }
    meta.period ??= row.period;
    total += row.partnerRevenueMicros;
    batch.push(fromYoutube(row));
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  meta.fileTotalMicros = total;
  if (batch.length > 0) yield batch;
}

function fromYoutube(row: YoutubeAssetRow): SourceRow {
  return {
    line: row.line,
    country: row.country.toUpperCase(),
    day: row.day ?? '',
    store: 'youtube',
    title: row.assetTitle || null,
    keys: {
      assetId: row.assetId,
      customId: row.customId,
      assetLabels: row.assetLabels,
      channelId: row.assetChannelId,
      isrc: row.isrc,
      upc: row.upc,
    },
    units: row.ownedViews,
    grossMicros: row.partnerRevenueMicros,
    currency: 'USD',
    adjustmentType: row.adjustmentType,
  };
}

async function* storeBatches(
  file: string,
  name: string,
  mapping: StoreColumnMapping,
  meta: SourceMeta,
): AsyncGenerator<SourceRow[]> {
  let total = 0n;
  for await (const rows of parseStoreReportBatches(fs.createReadStream(file), mapping, { file: name })) {
    const batch: SourceRow[] = [];
    for (const row of rows) {
      meta.period ??= row.period;
      total += row.revenueMicros;
      batch.push({
        line: row.line,
        country: row.country ?? '',
        day: '',
        store: row.store,
        title: row.title,
        keys: { assetId: null, customId: null, assetLabels: NO_LABELS, channelId: null, isrc: row.isrc, upc: row.upc },
        units: row.units,
        grossMicros: row.revenueMicros,
        currency: row.currency,
        adjustmentType: null,
      });
    }
    yield batch;
  }
  meta.fileTotalMicros = total;
}

async function* dsrBatches(file: string, name: string, meta: SourceMeta): AsyncGenerator<SourceRow[]> {
  let batch: SourceRow[] = [];
  let territory = '';
  const input = { name, open: () => fs.createReadStream(file) };
  // Summary totals that disagree with the body hold the run for review; every other problem still fails it.
  for await (const event of parseDsrReport([input], { mode: 'strict', summaryMismatch: 'hold' })) {
    if (event.type === 'header') {
      const start = event.header.usageStartDate;
      if (start && /^\d{4}-\d{2}/.test(start)) meta.period ??= start.slice(0, 7);
      meta.store ??= event.header.serviceDescription ?? event.header.senderName;
    } else if (event.type === 'summary') {
      territory = event.summary.territory ?? territory;
    } else if (event.type === 'usage') {
      const { usage } = event;
      batch.push({
        line: usage.line,
        country: territory,
        day: '',
        store: meta.store ?? '',
        title: usage.resource?.title ?? null,
        keys: {
          assetId: null,
          customId: null,
          assetLabels: NO_LABELS,
          channelId: null,
          isrc: usage.resource?.isrc ?? null,
          upc: null,
        },
        units: usage.usages,
        grossMicros: usage.netRevenueMicros,
        // A DSR without a currency on its summary is refused by the loader rather than assumed to be USD.
        currency: usage.currency ?? '',
        adjustmentType: null,
      });
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    } else {
      meta.fileTotalMicros = event.report.netRevenueMicros;
      meta.summaryChecks = event.report.summaries;
    }
  }
  if (batch.length > 0) yield batch;
}
