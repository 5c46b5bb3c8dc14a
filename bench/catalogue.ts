import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { createRandom } from '../packages/server/src/lib/random.ts';
import '../packages/server/src/modules/catalogs/catalogs.tables.ts';
import { generateAssets } from '../packages/server/src/seed/catalogs.seed-data.ts';
import { withPortalAndBare } from './support/bench-servers.ts';
import { tempFolder } from './support/cleanup.ts';
import { exportFigures, exportGrowthTarget, measureExport, TARGET_RSS_GROWTH_MB } from './support/export-file.ts';
import { secondsSince } from './support/figures.ts';
import { type RunningPortal, signIn } from './support/portal.ts';
import {
  bareTarget,
  DURATION_S,
  formatFigures,
  loadRunsOf,
  noErrorsTarget,
  warnIfBusy,
  writeLoadVerdict,
} from './support/server-load.ts';

const CONNECTIONS = 20;
const ASSETS = 100_000;
const TARGET_P99_MS = 30;
const ASSET_PATH = '/api/v2/catalogs/asset';

const load = loadRunsOf(CONNECTIONS);

/**
 * Tops the demo owner's company (Musik Demo) up to ASSETS assets, written straight into the
 * running portal's database with the demo's generator: the API has no bulk insert of assets (they
 * come in through YouTube reports), and a report of 100,000 assets would measure the ingest, not
 * the catalogue. Returns some real codes of the new assets to search for.
 */
async function fillCatalogue(portal: RunningPortal, databaseUrl: string | undefined) {
  const { db } = openDatabase(databaseUrl ?? `sqlite://${path.join(portal.dataDir, 'irama.sqlite')}`);
  try {
    const { company_id: companyId } = await db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'owner@musik.demo')
      .executeTakeFirstOrThrow();
    const existing = await db
      .selectFrom('youtube_assets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const rows = generateAssets(createRandom(16), ASSETS - Number(existing.count), {
      companyId,
      code: 'BNC',
      labels: ['Suara Nusantara', 'Nusantara Klasik', 'MNA Digital'],
      channels: ['UCbenchchannel00000000000'],
      createdAt: new Date().toISOString(),
    });
    // 11 values a row: 2,000 rows stay under SQLite's 32,766 parameters and PostgreSQL's 65,535.
    for (let start = 0; start < rows.length; start += 2_000) {
      await db
        .insertInto('youtube_assets')
        .values(rows.slice(start, start + 2_000))
        .execute();
    }
    // Codes from across the catalogue, as a user pastes them from a report.
    const sample = (step: number) => rows.filter((_, index) => index % step === 7).slice(0, 3);
    return {
      added: rows.length,
      isrcs: sample(9_973).flatMap((row) => (row.isrc ? [row.isrc] : [])),
      customIds: sample(15_013).flatMap((row) => (row.custom_id ? [row.custom_id] : [])),
      assetIds: sample(33_331).flatMap((row) => (row.asset_id ? [row.asset_id] : [])),
      titles: [...new Set(rows.map((row) => row.title.toLowerCase()))],
    };
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL plans from table statistics, which autovacuum refreshes about a minute after a large
 * insert; a catalogue of 100,000 assets in service has them, a bench's seconds-old one does not
 * (without them a one-letter search took 176 ms instead of 0.1 ms). SQLite keeps none unless told.
 */
async function refreshStatistics(databaseUrl: string | undefined) {
  if (!databaseUrl) return;
  const { db } = openDatabase(databaseUrl);
  try {
    // Since PostgreSQL 13 autovacuum also runs after bulk inserts: it refreshes the statistics and the
    // visibility map, without which every index-only scan still reads the table.
    await sql`vacuum analyze youtube_assets`.execute(db);
    await sql`vacuum analyze youtube_asset_terms`.execute(db);
  } finally {
    await db.destroy();
  }
}

const assetUrl = (query: Record<string, string | number>) =>
  `${ASSET_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/**
 * What a user typing and paging asks for: mostly pages of the unfiltered list (the default view),
 * type filters, a title typed word by word from two letters on, whole titles, one-word prefixes,
 * an artist, and codes pasted from a report. One-letter prefixes are measured on their own.
 */
function searchMix(codes: { isrcs: string[]; customIds: string[]; assetIds: string[] }): string[] {
  const typed = ['ri', 'rin', 'rindu', 'rindu k', 'rindu ka', 'rindu kampung'];
  return [
    ...Array.from({ length: 50 }, (_, index) => assetUrl({ page: index + 1 })),
    ...Array.from({ length: 5 }, (_, index) => assetUrl({ asset_type: 'art_track', page: index + 1 })),
    ...Array.from({ length: 5 }, (_, index) => assetUrl({ asset_type: 'music_video', page: index + 1 })),
    ...typed.map((search) => assetUrl({ search })),
    assetUrl({ search: 'rindu kampung', page: 2 }),
    assetUrl({ search: 'rindu kampung', page: 3 }),
    assetUrl({ search: 'senja di pelabuhan' }),
    assetUrl({ search: 'hujan bulan juni' }),
    assetUrl({ search: 'kem' }),
    assetUrl({ search: 'pelangi' }),
    assetUrl({ search: 'akustik' }),
    assetUrl({ search: 'nadia putri' }),
    assetUrl({ search: 'cinta', asset_type: 'music_video' }),
    ...[...codes.isrcs, ...codes.customIds, ...codes.assetIds].map((search) => assetUrl({ search })),
  ];
}

/**
 * Two-word searches made from the catalogue's own titles, each asked once per cycle, forward and
 * backward and with the second word cut short: more distinct searches than the server keeps counts
 * (1,000) or match lists (200) for, so every request pays for its search as a first one would.
 */
function newSearches(titles: readonly string[]): string[] {
  const pairs = new Set<string>();
  for (const title of titles) {
    const [first, second] = title.split(' ');
    if (!first || !second) continue;
    for (const search of [`${first} ${second}`, `${second} ${first}`, `${first} ${second.slice(0, 3)}`]) {
      pairs.add(search);
    }
  }
  return [...pairs].sort().map((search) => assetUrl({ search }));
}

/** The largest one-letter prefixes of the demo titles: the slowest search a user can type. */
const ONE_LETTER = ['s', 'k', 'p'].map((search) => assetUrl({ search }));

/**
 * The 100,000-row xlsx export through its background job, with the portal's RSS sampled every
 * 50 ms from just before the POST until the file is downloaded; then its rows are counted.
 */
function exportAll(portal: RunningPortal, headers: Record<string, string>, folder: string) {
  const file = path.join(folder, 'export.xlsx');
  return measureExport(portal.pid, file, async () => {
    const started = await fetch(`${portal.url}/api/v2/catalogs/asset_export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx' }),
    });
    if (started.status !== 202) throw new Error(`POST asset_export answered ${started.status}`);
    const { id } = ((await started.json()) as { data: { id: number } }).data;
    for (;;) {
      const job = (
        (await (await fetch(`${portal.url}/api/v2/catalogs/asset_export/id/${id}`, { headers })).json()) as {
          data: { status: string; rows_total: number };
        }
      ).data;
      if (job.status === 'failed') throw new Error('the export failed');
      if (job.status === 'ready') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const download = await fetch(`${portal.url}/api/v2/catalogs/asset_export/id/${id}/file`, { headers });
    if (download.status !== 200) throw new Error(`GET the export file answered ${download.status}`);
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
  });
}

/** The same number of rows written by the portal's xlsx writer alone, in a process of its own (bench/support/xlsx-child.ts). */
async function writerAlone(folder: string) {
  const child = path.join(import.meta.dirname, 'support', 'xlsx-child.ts');
  const file = path.join(folder, 'writer-alone.xlsx');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child, file, String(ASSETS)], {
    maxBuffer: 2 ** 20,
  });
  const out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    rows: number;
    seconds: number;
    baselineKiB: number;
    peakKiB: number;
  };
  return exportFigures(file, Math.round(out.seconds * 1000) / 1000, out.baselineKiB * 1024, out.peakKiB * 1024);
}

/**
 * The catalogue with 100,000 assets in one company, on the portal as production runs it: the
 * asset list under a mix of searches and pages at 20 connections (against a bare node:http server
 * under the same load, in the same run), and a 100,000-row xlsx export's RSS growth (against the
 * portal's xlsx writer writing the same rows alone).
 */
export default async function benchCatalogue(): Promise<boolean> {
  const folder = tempFolder('irama-bench-catalogue-');
  try {
    return await withPortalAndBare(async ({ database, bare, portal }) => {
      const token = await signIn(portal.url);
      const headers = { 'x-authorization': `Bearer ${token}` };

      let since = performance.now();
      const codes = await fillCatalogue(portal, database.env.DATABASE_URL);
      const insertSeconds = secondsSince(since);
      // The first search indexes every asset added since the last one: it is timed, and the load after it is not.
      since = performance.now();
      const first = await fetch(`${portal.url}${assetUrl({ search: 'rindu' })}`, { headers });
      const indexSeconds = secondsSince(since);
      if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
      if (database.engine === 'postgres') await refreshStatistics(database.env.DATABASE_URL);
      const total = (
        (await (await fetch(`${portal.url}${ASSET_PATH}`, { headers })).json()) as { data: { total?: number } }
      ).data.total;

      const loadBefore = os.loadavg()[0] ?? 0;
      console.log(`engine ${database.engine}; ${CONNECTIONS} connections, ${DURATION_S} s each`);
      console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadBefore.toFixed(1)}`);
      console.log(
        `catalogue: ${total} assets (${codes.added} added in ${insertSeconds} s); first search, indexing them: ${indexSeconds} s`,
      );

      if (database.engine === 'postgres')
        console.log('VACUUM ANALYZE after the insert, as autovacuum does after a bulk insert');
      console.log('');
      const paths = searchMix(codes);
      const baseline = await load(bareTarget(bare), paths);
      console.log(`bare node:http           ${formatFigures(baseline)}`);
      const mix = await load(portal, paths, headers);
      console.log(`search + page (${paths.length} URLs) ${formatFigures(mix)}`);
      const oneLetter = await load(portal, ONE_LETTER, headers);
      console.log(`one-letter prefix        ${formatFigures(oneLetter)}`);
      const fresh = newSearches(codes.titles);
      const firstTime = await load(portal, fresh, headers);
      console.log(`new 2-word searches (${fresh.length}) ${formatFigures(firstTime)}`);

      const ratio = mix.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `\nsearch + page: ratio ${ratio.toFixed(3)} (portal req/s ÷ bare req/s); p99 ${mix.p99Ms} ms (target <= ${TARGET_P99_MS})`,
      );
      console.log(
        `one-letter prefix: ratio ${(oneLetter.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}; p99 ${oneLetter.p99Ms} ms`,
      );
      console.log(
        `new 2-word searches, none kept: ratio ${(firstTime.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}; p99 ${firstTime.p99Ms} ms (no target: the worst case, shown for the note)`,
      );

      const exported = await exportAll(portal, headers, folder);
      const alone = await writerAlone(folder);
      const exportRatio = exported.growthMB / Math.max(0.1, alone.growthMB);
      const exportLine = (figures: typeof exported) =>
        [
          `RSS ${figures.baselineMB} → peak ${figures.peakMB} MB`,
          `growth ${figures.growthMB} MB`,
          `${figures.seconds} s`,
          `file ${figures.fileMB} MB`,
          `${figures.rows} rows`,
        ].join('   ');
      console.log(`\nxlsx export, portal      ${exportLine(exported)}`);
      console.log(`xlsx writer alone        ${exportLine(alone)}`);
      console.log(
        `export: RSS growth ratio portal ÷ writer alone ${exportRatio.toFixed(2)}; growth ${exported.growthMB} MB (target < ${TARGET_RSS_GROWTH_MB} MB)`,
      );

      const loadAfter = os.loadavg()[0] ?? 0;
      console.log(`\nload average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`);
      const targets = {
        searchP99Ms: { target: `<= ${TARGET_P99_MS}`, value: mix.p99Ms, met: mix.p99Ms <= TARGET_P99_MS },
        searchNoErrors: noErrorsTarget([mix, oneLetter, firstTime]),
        exportRssGrowthMB: exportGrowthTarget(exported),
        exportRows: {
          target: `${ASSETS + 1} (a header and every asset)`,
          value: exported.rows,
          met: exported.rows === ASSETS + 1,
        },
      };
      warnIfBusy(loadBefore, loadAfter);
      const run = { engine: database.engine, connections: CONNECTIONS, load: { before: loadBefore, after: loadAfter } };
      return writeLoadVerdict('catalogue', run, targets, {
        assets: total,
        insertSeconds,
        indexSeconds,
        paths,
        baseline,
        mix,
        oneLetter,
        firstTime,
        ratio,
        export: exported,
        writerAlone: alone,
        exportRatio,
      });
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
