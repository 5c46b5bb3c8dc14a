import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../packages/server/src/db/database.ts';
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts';
import { companyScope } from '../../packages/server/src/db/scope.ts';
import {
  writeChunks,
  type YoutubeReportRow,
  youtubeReportLines,
} from '../../packages/server/src/ingest/demo/writers.ts';
import {
  ingestFile,
  type PeriodNotifier,
  publishPeriod,
  saveRate,
} from '../../packages/server/src/ingest/engine/index.ts';
import { getDistributorCompanyId } from '../../packages/server/src/ingest/engine/runs.repository.ts';
import { argon2Hasher } from '../../packages/server/src/lib/passwords.ts';
import { mix } from '../../packages/server/src/lib/stable-hash.ts';
// The seed writes tables that modules declare; their declarations come with their table files.
import '../../packages/server/src/modules/secrets/server-secrets.tables.ts';
import { seedDemo } from '../../packages/server/src/seed/index.ts';
import { type DspData, type DspDataShape, dspCatalogueColumns, ingestDspData } from './dsp-data.ts';
import { secondsSince } from './figures.ts';

/** The shape of the data set; `rows` is the total over every monthly file. */
export type ReportDataShape = {
  rows: number;
  periods: readonly string[];
  bigAssets: number;
  /** The one project of the big company that holds this many assets (the 100,000-row export). */
  bigProjectAssets: number;
  projects: number;
  otherCompanies: number;
  /**
   * The DSP side (store reports over every period, daily analytics feeds of the big company), when the
   * bench measures the DSP report and analytics; its catalogue then carries ISRCs and channels too.
   */
  dsp?: Pick<DspDataShape, 'storeRows' | 'analyticsRows' | 'analyticsMonths' | 'stores'>;
};

/** What the data set holds, for the bench to build its URLs from. */
export type ReportData = {
  bigCompanyId: number;
  bigProject: string;
  projects: string[];
  /** Asset ids of the big company with rows in every period, busy and fairly busy ones. */
  detailAssetIds: string[];
  coOwnedAssets: number;
  files: { period: string; file: string; rows: number }[];
  seconds: { files: number; catalogue: number; ingest: number; publish: number; dsp?: DspData['seconds'] };
  /** The DSP data set, when the shape asks for it. */
  dsp?: DspData;
};

/** The demo owner's company is the big one, so the demo sign-in sees it. */
const BIG_OWNER_EMAIL = 'owner@musik.demo';
/** Share of the rows that belong to the big company; the 1,000 others share the rest. */
const BIG_ROW_SHARE = 0.6;
/** 1 in CO_OWNED_EVERY of the big company's assets has a co-owner taking a quarter. */
const CO_OWNED_EVERY = 100;
const CO_OWNER_BPS = 2500;
/** 1 in NO_PROJECT_EVERY of the big company's assets has no asset label: the "without a project" row. */
const NO_PROJECT_EVERY = 100;
const COUNTRIES = [
  'ID',
  'MY',
  'SG',
  'US',
  'IN',
  'PH',
  'TH',
  'VN',
  'JP',
  'KR',
  'TW',
  'HK',
  'AU',
  'NZ',
  'GB',
  'DE',
  'FR',
  'NL',
  'SA',
  'AE',
  'BR',
  'MX',
  'CA',
  'BN',
  'TL',
  'MM',
  'KH',
  'LA',
  'BD',
  'PK',
];
const WORDS = [
  'rindu',
  'senja',
  'hujan',
  'cinta',
  'pelangi',
  'malam',
  'laut',
  'angin',
  'bintang',
  'kampung',
  'pagi',
  'bulan',
  'jalan',
  'rumah',
  'mimpi',
  'hati',
  'langit',
  'embun',
  'cahaya',
  'sungai',
];
/** Bump when the generated files change, so a cached set from an older generator is not reused. */
const GENERATOR_VERSION = 1;

type Asset = { asset_id: string; title: string; artist: string };

const assetOf = (prefix: 1 | 2, index: number): Asset => {
  const h = mix(prefix, index);
  return {
    asset_id: `A${prefix}${String(index).padStart(14, '0')}`,
    title: `${WORDS[h % WORDS.length]} ${WORDS[(h >>> 8) % WORDS.length]} ${index}`,
    artist: `Artis ${(h >>> 16) % 400}`,
  };
};

/** The big company's projects: the first holds `bigProjectAssets`, the rest share the others evenly. */
export const projectNames = (shape: ReportDataShape) => [
  'Nusantara Hits',
  ...Array.from({ length: shape.projects - 1 }, (_, i) => `Proyek ${String(i + 1).padStart(2, '0')}`),
];

/** The project of the big company's asset `index` ('' for none), interleaving the big project with the rest. */
function bigProjectOf(shape: ReportDataShape, projects: readonly string[], index: number): string {
  const big = shape.bigProjectAssets / shape.bigAssets;
  // Spreads the big project's assets evenly over the index range, so it has busy and quiet assets alike.
  if (Math.floor((index + 1) * big) > Math.floor(index * big)) return projects[0] ?? '';
  if (index % NO_PROJECT_EVERY === NO_PROJECT_EVERY - 1) return '';
  return projects[1 + (index % (projects.length - 1))] ?? '';
}

/** A few to a few hundred assets per other company. */
const otherAssetCount = (company: number) => 3 + (mix(3, company) % 298);

/** Asset `index` of a group is busy (1%), fairly busy (9%) or in the long tail, independent of its project. */
const tierOf = (index: number) => {
  const bucket = mix(4, index) % 100;
  return bucket === 0 ? 'top' : bucket < 10 ? 'mid' : 'tail';
};
/**
 * Rows a month (asset × country × day) of a busy and a fairly busy asset at full size; a tail asset
 * has one. At full size the big company's 500,000 rows a month reach every one of its assets, so the
 * big project's export has all of its 100,000 assets in any period.
 */
const TIER_ROWS = { top: 40, mid: 7 };
/** Rows a month per asset at full size, averaged over the tiers (1% top, 9% mid, 90% tail). */
const ROWS_PER_ASSET = 0.01 * TIER_ROWS.top + 0.09 * TIER_ROWS.mid + 0.9;

/**
 * One month's rows of a group of assets (the big company, or all the others together): busy assets
 * first, then the long tail one row an asset (again with another country while rows are left),
 * starting at a point that moves with the month, until `budget` rows. Asset × country × day never repeats in a month.
 */
function* groupRows(
  assets: readonly Asset[],
  budget: number,
  month: number,
  period: string,
): Generator<YoutubeReportRow> {
  const [year = '', mm = ''] = period.split('-');
  const days = new Date(Date.UTC(Number(year), Number(mm), 0)).getUTCDate();
  const scale = Math.min(1, budget / (assets.length * ROWS_PER_ASSET));
  const perTier = {
    top: Math.max(1, Math.round(TIER_ROWS.top * scale)),
    mid: Math.max(1, Math.round(TIER_ROWS.mid * scale)),
  };
  let left = budget;
  const row = (index: number, j: number): YoutubeReportRow => {
    const asset = assets[index] as Asset;
    const h = mix(5, index, month, j);
    const day = 1 + ((Math.floor(j / COUNTRIES.length) + index) % days);
    return {
      adjustmentType: '',
      // The project comes from the catalogue at publish time, not from the file.
      labels: '',
      date: `${year}${mm}${String(day).padStart(2, '0')}`,
      country: COUNTRIES[j % COUNTRIES.length] ?? 'ID',
      assetId: asset.asset_id,
      title: asset.title,
      channelId: '',
      customId: '',
      isrc: '',
      upc: '',
      artist: asset.artist,
      views: 1 + (h % 5000),
      partnerMicros: BigInt(1 + (h % 400_000)),
    };
  };
  const tails: number[] = [];
  for (const tier of ['top', 'mid'] as const) {
    for (let index = 0; index < assets.length; index += 1) {
      if (tierOf(index) !== tier) continue;
      for (let j = 0; j < perTier[tier] && left > 0; j += 1, left -= 1) yield row(index, j);
    }
  }
  for (let index = 0; index < assets.length; index += 1) if (tierOf(index) === 'tail') tails.push(index);
  const start = Math.floor((month * tails.length) / 12);
  for (let pass = 0; left > 0 && tails.length > 0; pass += 1) {
    for (let k = 0; k < tails.length && left > 0; k += 1, left -= 1) {
      yield row(tails[(start + k) % tails.length] as number, pass);
    }
  }
}

const bigAssets = (shape: ReportDataShape) => Array.from({ length: shape.bigAssets }, (_, i) => assetOf(1, i));
const otherAssets = (shape: ReportDataShape) => {
  const total = Array.from({ length: shape.otherCompanies }, (_, c) => otherAssetCount(c)).reduce((a, b) => a + b, 0);
  return Array.from({ length: total }, (_, i) => assetOf(2, i));
};

/** Rows of each monthly file: the total split as evenly as whole rows allow. */
const fileRows = (shape: ReportDataShape, month: number) =>
  Math.floor(shape.rows / shape.periods.length) + (month < shape.rows % shape.periods.length ? 1 : 0);

/**
 * The monthly YouTube ad-supported reports, written once into os.tmpdir() and kept there keyed by
 * the shape (a re-run reuses them); a file appears under its final name only when complete.
 */
export async function reportFiles(shape: ReportDataShape, log: (line: string) => void) {
  const key = `r${shape.rows}-a${shape.bigAssets}-p${shape.projects}-c${shape.otherCompanies}-${shape.periods[0]}-${shape.periods.length}-v${GENERATOR_VERSION}`;
  const folder = path.join(os.tmpdir(), `irama-bench-reports-${key}`);
  fs.mkdirSync(folder, { recursive: true });
  const big = bigAssets(shape);
  const others = otherAssets(shape);
  const files: { period: string; file: string; rows: number }[] = [];
  for (const [month, period] of shape.periods.entries()) {
    const rows = fileRows(shape, month);
    const file = path.join(folder, `youtube-ads-${period}.csv`);
    files.push({ period, file, rows });
    if (fs.existsSync(file)) continue;
    const bigBudget = Math.round(rows * BIG_ROW_SHARE);
    function* monthRows() {
      yield* groupRows(big, bigBudget, month, period);
      yield* groupRows(others, rows - bigBudget, month, period);
    }
    const partial = `${file}.partial`;
    await writeChunks(partial, youtubeReportLines('ads', monthRows()));
    fs.renameSync(partial, file);
    log(`  wrote ${path.basename(file)} (${rows} rows)`);
  }
  return { folder, files };
}

/** Inserts rows 1,000 at a time: under SQLite's 32,766 parameters and PostgreSQL's 65,535 for up to 30 columns. */
async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/**
 * The 1,001 companies, their catalogues and the big company's co-owners, straight into the
 * database as the catalogue bench does: assets only arrive through reports, and the bench measures
 * the reports, not how assets get there.
 */
async function fillCatalogue(db: Db, shape: ReportDataShape) {
  const now = new Date().toISOString();
  const { company_id: bigCompanyId } = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', BIG_OWNER_EMAIL)
    .executeTakeFirstOrThrow();
  const projects = projectNames(shape);
  type AssetRow = Asset & {
    company_id: number;
    asset_label: string | null;
    created_at: string;
    isrc?: string;
    channel_id?: string;
  };
  const dspColumns = (prefix: 1 | 2, index: number) => (shape.dsp ? dspCatalogueColumns(prefix, index) : {});
  const assets: AssetRow[] = bigAssets(shape).map((asset, index) => ({
    company_id: bigCompanyId,
    ...asset,
    ...dspColumns(1, index),
    asset_label: bigProjectOf(shape, projects, index) || null,
    created_at: now,
  }));
  const coOwned = assets.filter((_, index) => index % CO_OWNED_EVERY === CO_OWNED_EVERY / 2);
  const shares = coOwned.map((asset, index) => ({
    company_id: bigCompanyId,
    key_kind: 'asset' as const,
    key_value: asset.asset_id,
    co_owner: `Mitra ${String.fromCharCode(65 + (index % 5))}`,
    share_bps: CO_OWNER_BPS,
    created_at: now,
  }));
  await inBatches(shares, (batch) => db.insertInto('revenue_shares').values(batch).execute());
  const companies = Array.from({ length: shape.otherCompanies }, (_, c) => ({
    name: `Bench Label ${c + 1}`,
    group_name: 'music',
    services: '["youtube"]',
    features: '[]',
    is_sub_aggregator: false,
    is_distributor: false,
    created_at: now,
    updated_at: now,
  }));
  await inBatches(companies, (batch) => db.insertInto('companies').values(batch).execute());
  const ids = (
    await db.selectFrom('companies').select('id').where('name', 'like', 'Bench Label %').orderBy('id').execute()
  ).map((row) => row.id);
  const others = otherAssets(shape);
  let next = 0;
  for (const [c, companyId] of ids.entries()) {
    for (let k = 0; k < otherAssetCount(c); k += 1, next += 1) {
      const asset = others[next] as Asset;
      // A company's assets fall in up to three projects; one in ten has none.
      const label = k % 10 === 9 ? null : `Bench Label ${c + 1} Vol. ${1 + (k % 3)}`;
      assets.push({ company_id: companyId, ...asset, ...dspColumns(2, next), asset_label: label, created_at: now });
    }
  }
  await inBatches(assets, (batch) => db.insertInto('youtube_assets').values(batch).execute());
  return { bigCompanyId, projects, coOwnedAssets: coOwned.length };
}

const NO_NOTICES: PeriodNotifier = { periodPublished: async () => {} };
/** IDR per USD of each period at RATE_SCALE (10^6), moving a little month to month. */
const rateOf = (month: number) => BigInt(16_100 + month * 25) * 1_000_000n;

/**
 * Builds the data set into a fresh, migrated database: the demo's companies and users (rows only,
 * no demo reports, so the only YouTube runs are the bench's), the catalogues, then each monthly file
 * ingested and its period published, as operations does it. Prints how long each step took.
 */
export async function buildReportData(
  db: Db,
  shape: ReportDataShape,
  log: (line: string) => void,
): Promise<ReportData> {
  let since = performance.now();
  const { files } = await reportFiles(shape, log);
  const filesSeconds = secondsSince(since);

  since = performance.now();
  await migrateToLatest(db);
  await seedDemo(db, argon2Hasher);
  const catalogue = await fillCatalogue(db, shape);
  const catalogueSeconds = secondsSince(since);

  since = performance.now();
  const distributor = await getDistributorCompanyId(db);
  for (const [month, { period, file }] of files.entries()) {
    await saveRate(db, companyScope(distributor), period, 'USD', rateOf(month));
    const { run } = await ingestFile(db, { path: file, type: 'youtube' });
    if (run.status !== 'parsed') throw new Error(`ingesting ${path.basename(file)}: ${run.status} ${run.errors}`);
    log(`  ingested ${path.basename(file)}: ${run.total_rows} rows, ${run.matched_rows} matched`);
  }
  const ingestSeconds = secondsSince(since);

  const dsp = shape.dsp
    ? await ingestDspData(
        db,
        distributor,
        { ...shape.dsp, periods: shape.periods, bigAssets: shape.bigAssets, otherAssets: otherAssets(shape).length },
        log,
      )
    : undefined;

  since = performance.now();
  for (const { period } of files) {
    await publishPeriod(db, NO_NOTICES, { source: 'youtube', period });
    if (dsp && dsp.storeFiles > 0) await publishPeriod(db, NO_NOTICES, { source: 'store', period });
  }
  const publishSeconds = secondsSince(since);

  // Busy and fairly busy assets (they have rows every month), spread over the whole catalogue.
  const detailAssetIds = bigAssets(shape)
    .filter((_, index) => tierOf(index) === 'top' || (tierOf(index) === 'mid' && index % 53 === 0))
    .filter((_, k) => k % 5 === 0)
    .map((asset) => asset.asset_id);
  return {
    bigCompanyId: catalogue.bigCompanyId,
    bigProject: catalogue.projects[0] ?? '',
    projects: catalogue.projects,
    detailAssetIds,
    coOwnedAssets: catalogue.coOwnedAssets,
    files,
    seconds: {
      files: filesSeconds,
      catalogue: catalogueSeconds,
      ingest: ingestSeconds,
      publish: publishSeconds,
      ...(dsp ? { dsp: dsp.seconds } : {}),
    },
    ...(dsp ? { dsp } : {}),
  };
}

/**
 * PostgreSQL plans from table statistics, which autovacuum refreshes about a minute after a large
 * write; a portal in service has them, a bench's seconds-old database does not. SQLite keeps none
 * unless told, and the portal does not tell it.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  // Only this run's schema: a bare VACUUM would walk every schema of the shared database.
  const { rows } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { name } of rows) await sql`vacuum analyze ${sql.table(name)}`.execute(db);
}
