import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { tuneHeapForIngest } from '../packages/server/src/lib/heap.ts';
import { startBareServer } from './support/bare-server.ts';
import { tempFolder } from './support/cleanup.ts';
import { benchDatabase } from './support/database.ts';
import type { DspData } from './support/dsp-data.ts';
import { exportGrowthTarget, measureExport, TARGET_RSS_GROWTH_MB } from './support/export-file.ts';
import { secondsSince } from './support/figures.ts';
import { type RunningPortal, signIn, startPortal } from './support/portal.ts';
import { buildReportData, type ReportData, type ReportDataShape, refreshStatistics } from './support/report-data.ts';
import { resultName, type Target, writeVerdict } from './support/results.ts';
import {
  bareTarget,
  DURATION_S,
  formatFigures,
  loadRunsOf,
  noErrorsTarget,
  type ServerFigures,
  warnIfBusy,
} from './support/server-load.ts';

const CONNECTIONS = 50;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.2;
const TABLE_PATH = '/api/v2/youtube/report_table';
/** A smaller BENCH_REPORT_ROWS tries the harness quickly; the targets are for 10,000,000. */
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 10_000_000);
/** BENCH_KEEP_DATABASE=1 leaves the built database behind (and says where), to EXPLAIN a slow query on it. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const PERIODS = Array.from({ length: 12 }, (_, month) => {
  const date = new Date(Date.UTC(2025, 10 + month, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
});
/** The YouTube report's load groups (one per metric) and its export. */
const YOUTUBE_GROUPS = ['default', 'project', 'other_project', 'asset', 'detail', 'export'];
/** The DSP report's and the analytics' load groups: they need the DSP side of the data set. */
const DSP_GROUPS = [
  'dsp_report',
  'dsp_report_track',
  'dsp_report_detail',
  'asset_analytics',
  'asset_detail',
  'channel_analytics',
  'dsp_analytics',
  'dsp_song',
  'dsp_insights',
  'dashboard',
];
/**
 * BENCH_GROUPS=a,b runs only those groups (each can run alone); by default the YouTube groups, and
 * every group with BENCH_DSP=1. The DSP side of the data set is built when a DSP group runs.
 */
const GROUPS = (process.env.BENCH_GROUPS ?? '').trim()
  ? (process.env.BENCH_GROUPS ?? '').split(',').map((group) => group.trim())
  : [...YOUTUBE_GROUPS, ...(process.env.BENCH_DSP === '1' ? DSP_GROUPS : [])];
const unknownGroups = GROUPS.filter((group) => ![...YOUTUBE_GROUPS, ...DSP_GROUPS].includes(group));
if (unknownGroups.length > 0) {
  throw new Error(
    `unknown BENCH_GROUPS ${unknownGroups.join(', ')}; known: ${[...YOUTUBE_GROUPS, ...DSP_GROUPS].join(', ')}`,
  );
}
const WITH_DSP = GROUPS.some((group) => DSP_GROUPS.includes(group));
/**
 * The DSP side's size, in proportion to ROWS unless set: store report rows over 12 months and the
 * stores (3,000,000 at full size), and daily analytics rows over the last 6 months (3,000,000).
 */
const STORE_ROWS = Number(process.env.BENCH_STORE_ROWS ?? Math.round(ROWS * 0.3));
const ANALYTICS_ROWS = Number(process.env.BENCH_ANALYTICS_ROWS ?? Math.round(ROWS * 0.3));
const STORES = ['spotify', 'youtube_music', 'apple_music', 'joox'];
const SHAPE: ReportDataShape = {
  rows: ROWS,
  periods: PERIODS,
  bigAssets: 250_000,
  bigProjectAssets: 100_000,
  projects: 40,
  otherCompanies: 1000,
  ...(WITH_DSP
    ? { dsp: { storeRows: STORE_ROWS, analyticsRows: ANALYTICS_ROWS, analyticsMonths: 6, stores: STORES } }
    : {}),
};
/** Smart Analytics for the big company must compute within this the first time (issue 18 item 9). */
const TARGET_INSIGHTS_MS = 2000;
const ANALYTICS_WINDOWS = ['last_7_days', 'last_28_days', 'last_60_days', 'this_month', 'last_month'];
/** The periods the load asks for: the latest, its two before, and one from early in the year. */
const MEASURED_PERIODS = [PERIODS[11], PERIODS[10], PERIODS[9], PERIODS[2]] as string[];
const LATEST = PERIODS[11] as string;

const urlOf = (pathname: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return search.size > 0 ? `${pathname}?${search}` : pathname;
};
const tableUrl = (query: Record<string, string | number>) => urlOf(TABLE_PATH, query);

const DSP_TABLE_PATH = '/api/v2/dspreport/report_table';
const ASSET_ANALYTICS_PATH = '/asset-analytic/api/v2/assets';
/** Smart Analytics (beta): the big company's insights, cached until the next publish. */
const INSIGHTS_PATH = '/api/v2/dsp/insights';
const DASHBOARD_PATH = '/api/v2/dashboard';

/**
 * The URLs of the DSP report and the analytics, per group, as SPEC names their paths and queries: the
 * DSP report over the measured periods (tables by store and track, a track's detail), and every
 * analytics page over the five windows (filter_periode), whole and narrowed to a project, an asset,
 * a channel, a store or a track.
 */
function dspMixes(data: ReportData, dsp: DspData): Record<string, string[]> {
  const dspTable = (periode: string, query: Record<string, string | number>) =>
    urlOf(DSP_TABLE_PATH, { periode, ...query });
  const [, ...smallProjects] = data.projects;
  const labels = [data.bigProject, ...smallProjects.slice(0, 9)];
  const songIsrcs = dsp.busyIsrcs.slice(0, 50);
  return {
    dsp_report: [
      '/api/v2/dspreport/info',
      ...MEASURED_PERIODS.flatMap((periode) => [
        urlOf('/api/v2/dspreport/report', { periode }),
        dspTable(periode, { metric: 'default' }),
        dspTable(periode, { metric: 'store' }),
        ...dsp.stores.map((store) => dspTable(periode, { metric: 'store', store })),
      ]),
    ],
    dsp_report_track: MEASURED_PERIODS.flatMap((periode) => [
      ...Array.from({ length: 20 }, (_, index) => dspTable(periode, { metric: 'track', page: index + 1 })),
      ...[100, 500, 2000].map((page) => dspTable(periode, { metric: 'track', page })),
      ...dsp.stores.flatMap((store) => [1, 2, 3].map((page) => dspTable(periode, { metric: 'track', store, page }))),
    ]),
    // Each period asks for a different slice of the busy tracks, so the load covers all of them.
    dsp_report_detail: MEASURED_PERIODS.flatMap((periode, p) =>
      dsp.busyIsrcs
        .filter((_, index) => index % MEASURED_PERIODS.length === p)
        .map((isrc) => dspTable(periode, { metric: 'track_detail', isrc })),
    ),
    asset_analytics: ANALYTICS_WINDOWS.flatMap((filter_periode) =>
      ['info', 'analytic', 'summary', 'top'].flatMap((page) => [
        urlOf(`${ASSET_ANALYTICS_PATH}/${page}`, { filter_periode }),
        ...labels.map((asset_label) => urlOf(`${ASSET_ANALYTICS_PATH}/${page}`, { filter_periode, asset_label })),
      ]),
    ),
    asset_detail: ANALYTICS_WINDOWS.flatMap((filter_periode, w) =>
      dsp.busyAssetIds
        .filter((_, index) => index % ANALYTICS_WINDOWS.length === w)
        .flatMap((asset_id) => [
          urlOf(`${ASSET_ANALYTICS_PATH}/detail`, { filter_periode, asset_id }),
          urlOf(`${ASSET_ANALYTICS_PATH}/analytic`, { filter_periode, asset_id }),
        ]),
    ),
    channel_analytics: ANALYTICS_WINDOWS.flatMap((filter_periode) =>
      ['info', 'summary', 'top', 'analytic', 'data'].flatMap((page) => [
        urlOf(`/api/v2/channels/${page}`, { filter_periode }),
        ...dsp.channelIds
          .slice(0, 10)
          .map((channel_id) => urlOf(`/api/v2/channels/${page}`, { filter_periode, channel_id })),
      ]),
    ),
    dsp_analytics: ANALYTICS_WINDOWS.flatMap((filter_periode) => [
      ...['info', 'trends', 'top_tracks', 'stream_country', 'listener_country', 'audience', 'songs'].map((page) =>
        urlOf(`/api/v2/dsp/${page}`, { filter_periode }),
      ),
      ...dsp.stores.map((platform_id) => urlOf('/api/v2/dsp/trends', { filter_periode, platform_id })),
    ]),
    dsp_song: ANALYTICS_WINDOWS.flatMap((filter_periode, w) =>
      songIsrcs
        .filter((_, index) => index % ANALYTICS_WINDOWS.length === w)
        .flatMap((isrc) =>
          ['info', 'listener_country', 'stream_country', 'audience', 'platforms', 'trends'].map((page) =>
            urlOf(`/api/v2/dsp/song/${isrc}/${page}`, { filter_periode }),
          ),
        ),
    ),
    dsp_insights: [INSIGHTS_PATH],
    // Home's first screen: one call, its figures kept until the next publish; and the report summary card.
    dashboard: [DASHBOARD_PATH, '/api/v2/dashboard/summary_report'],
  };
}

/** The selected groups' URLs: the YouTube report's metrics, and the DSP ones when the data set has them. */
function groupMixes(data: ReportData): Record<string, string[]> {
  const all = { ...metricMixes(data), ...(data.dsp ? dspMixes(data, data.dsp) : {}) };
  return Object.fromEntries(Object.entries(all).filter(([group]) => GROUPS.includes(group)));
}

/** The results file's suffix: none for the default groups, `-dsp` for all of them, else the groups' names. */
function groupsSuffix(): string {
  if (GROUPS.join() === YOUTUBE_GROUPS.join()) return '';
  if (GROUPS.join() === [...YOUTUBE_GROUPS, ...DSP_GROUPS].join()) return '-dsp';
  return `-${GROUPS.join('+')}`;
}

/**
 * A costly answer's first computation for the big company, timed: the portal has just started, so
 * unless it computed the answer at publish, this request computes it. Then the next, kept one.
 */
async function timeFirstAnswer(portal: RunningPortal, headers: Record<string, string>, name: string, url: string) {
  const since = performance.now();
  const response = await fetch(`${portal.url}${url}`, { headers });
  const text = await response.text();
  const ms = Math.round(performance.now() - since);
  const since2 = performance.now();
  await (await fetch(`${portal.url}${url}`, { headers })).text();
  const againMs = Math.round(performance.now() - since2);
  console.log(`${name}: first answer ${response.status} in ${ms} ms, the next in ${againMs} ms (${text.length} bytes)`);
  return { status: response.status, firstMs: ms, againMs };
}

/** The URLs of each metric, over the measured periods, as users page and narrow them. */
function metricMixes(data: ReportData): Record<string, string[]> {
  const each = (build: (periode: string) => Record<string, string | number>[]) =>
    MEASURED_PERIODS.flatMap((periode) =>
      build(periode).map((query) => tableUrl({ periode, adjustment: 0, ...query })),
    );
  const [, ...smallProjects] = data.projects;
  return {
    default: each(() => [{ metric: 'default' }]),
    project: each(() => [1, 2].map((page) => ({ metric: 'project', page }))),
    other_project: each(() => [{ metric: 'other_project' }]),
    asset: each(() => [
      ...Array.from({ length: 50 }, (_, index) => ({ metric: 'asset', page: index + 1 })),
      ...[500, 2000, 5000].map((page) => ({ metric: 'asset', page })),
      ...Array.from({ length: 10 }, (_, index) => ({ metric: 'asset', asset_label: data.bigProject, page: index + 1 })),
      ...[1000, 2500].map((page) => ({ metric: 'asset', asset_label: data.bigProject, page })),
      ...smallProjects.slice(0, 10).map((asset_label) => ({ metric: 'asset', asset_label })),
      ...[1, 2, 3].map((page) => ({ metric: 'asset', asset_label: '', page })),
    ]),
    // Each period asks for a different slice of the assets, so the load covers all of them.
    detail: MEASURED_PERIODS.flatMap((periode, p) =>
      data.detailAssetIds
        .filter((_, index) => index % MEASURED_PERIODS.length === p)
        .map((asset_id) => tableUrl({ metric: 'detail', periode, adjustment: 0, asset_id })),
    ),
  };
}

/**
 * The big project's whole asset table as .xlsx, streamed to a file, with the portal's RSS sampled
 * every 50 ms from just before the request until the last byte; then its rows are counted.
 */
function exportProject(portal: RunningPortal, headers: Record<string, string>, project: string, folder: string) {
  const file = path.join(folder, 'assets.xlsx');
  return measureExport(portal.pid, file, async () => {
    const url = tableUrl({ metric: 'asset', periode: LATEST, adjustment: 0, asset_label: project, export: 'xlsx' });
    const response = await fetch(`${portal.url}${url}`, { headers });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), fs.createWriteStream(file));
  });
}

/** One request of each kind before the load: a wrong answer shows here with its body, not only as a count. */
async function checkAnswers(portal: RunningPortal, headers: Record<string, string>, mixes: Record<string, string[]>) {
  for (const [metric, urls] of Object.entries(mixes)) {
    const url = urls[0] ?? '';
    const since = performance.now();
    const response = await fetch(`${portal.url}${url}`, { headers });
    const text = await response.text();
    const took = Math.round(performance.now() - since);
    let detail = text.slice(0, 200);
    if (response.status === 200 && response.headers.get('content-type')?.includes('json')) {
      const { data } = JSON.parse(text) as { data: { total?: number; results?: unknown[] } | null };
      detail =
        data && ('total' in data || 'results' in data)
          ? `total ${data.total ?? '?'}, ${data.results?.length ?? '?'} results on the page`
          : `data: ${Object.keys(data ?? {}).join(', ') || 'empty'}`;
    }
    console.log(`  ${metric.padEnd(13)} ${response.status} in ${took} ms: ${detail}`);
  }
}

/**
 * Waits until the portal answers its health check promptly: a metric slower than its load still has
 * requests queued when the load ends, and they would count against the next metric.
 */
async function untilIdle(portal: RunningPortal) {
  for (;;) {
    const since = performance.now();
    await fetch(`${portal.url}/api/health`);
    if (performance.now() - since < 50) return;
  }
}

/** Each URL of a group asked once, one after another, before its load: what the first asker waits. */
interface FirstAnswers {
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 2xx (the load counts them too, as non-2xx). */
  notOk: number;
}

/**
 * Asks every URL of a group once, in turn. The portal keeps computed answers until their data
 * changes, so these are the computations, and the load that follows measures what later askers get.
 */
async function askEachOnce(portal: RunningPortal, headers: Record<string, string>, urls: readonly string[]) {
  const times: number[] = [];
  let notOk = 0;
  for (const url of urls) {
    const since = performance.now();
    const response = await fetch(`${portal.url}${url}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - since);
    if (!response.ok) notOk += 1;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return {
    seconds: Math.round(times.reduce((sum, ms) => sum + ms, 0)) / 1000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    notOk,
  } satisfies FirstAnswers;
}

type MetricFigures = ServerFigures & { urls: number; ratio: number; firstAnswers: FirstAnswers };

/**
 * YouTube's report tables with 10,000,000 raw rows ingested (one company of 250,000 assets and
 * 1,000 smaller ones), on the portal as production runs it: each metric at 50 connections against a
 * bare node:http server answering the same URLs in the same run, and the 100,000-row xlsx export's
 * RSS growth.
 */
export default async function benchReports(): Promise<boolean> {
  // The data set is built in this process: as the `irama` command, bound the heap for the long ingest.
  tuneHeapForIngest();
  const database = await benchDatabase();
  const folder = tempFolder('irama-bench-reports-run-');
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir);
  const databaseUrl = database.env.DATABASE_URL ?? `sqlite://${path.join(dataDir, 'irama.sqlite')}`;
  const bare = await startBareServer();
  let portal: RunningPortal | undefined;
  try {
    console.log(
      `engine ${database.engine}; building the data set: ${ROWS.toLocaleString('en')} rows over ${PERIODS.length} months`,
    );
    const since = performance.now();
    const { db } = openDatabase(databaseUrl);
    let data: ReportData;
    try {
      data = await buildReportData(db, SHAPE, (line) => console.log(line));
      if (database.engine === 'postgres') await refreshStatistics(db);
    } finally {
      await db.destroy();
    }
    const buildSeconds = secondsSince(since);
    const { files: filesS, catalogue: catalogueS, ingest: ingestS, publish: publishS, dsp: dspS } = data.seconds;
    const dspSeconds = dspS ? `, DSP files ${dspS.files} s and ingest ${dspS.ingest} s` : '';
    console.log(
      `data set built in ${buildSeconds} s: files ${filesS} s (cached ones reused), companies and assets ${catalogueS} s, ingest ${ingestS} s${dspSeconds}, publish ${publishS} s`,
    );
    if (database.engine === 'postgres')
      console.log('VACUUM ANALYZE after the build, as autovacuum does after bulk writes');

    portal = await startPortal({ ...database.env, DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const token = await signIn(portal.url);
    const headers = { 'x-authorization': `Bearer ${token}` };
    const mixes = groupMixes(data);
    // Before anything else asks for them, so this is the first computation.
    const insights = GROUPS.includes('dsp_insights')
      ? await timeFirstAnswer(portal, headers, 'Smart Analytics', INSIGHTS_PATH)
      : undefined;
    // Home's figures are kept until the next publish; this is what the first visitor after one waits.
    const dashboard = GROUPS.includes('dashboard')
      ? await timeFirstAnswer(portal, headers, 'Home dashboard', DASHBOARD_PATH)
      : undefined;
    console.log(`groups: ${GROUPS.join(', ')}`);
    console.log('first answers:');
    await checkAnswers(portal, headers, mixes);

    const loadBefore = os.loadavg()[0] ?? 0;
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadBefore.toFixed(1)}`);
    const allUrls = Object.values(mixes).flat();
    const load = loadRunsOf(CONNECTIONS);
    const baseline = await load(bareTarget(bare), allUrls);
    console.log(`bare node:http (${allUrls.length} URLs)`.padEnd(30) + formatFigures(baseline));
    const metrics: Record<string, MetricFigures> = {};
    for (const [metric, urls] of Object.entries(mixes)) {
      await untilIdle(portal);
      const first = await askEachOnce(portal, headers, urls);
      console.log(
        `${metric} first answers`.padEnd(30) +
          `${first.seconds} s for ${urls.length} URLs   p50 ${first.p50Ms} ms   p99 ${first.p99Ms} ms   max ${first.maxMs} ms   non-2xx ${first.notOk}`,
      );
      const figures = await load(portal, urls, headers);
      metrics[metric] = {
        ...figures,
        urls: urls.length,
        ratio: figures.requestsPerSecond / baseline.requestsPerSecond,
        firstAnswers: first,
      };
      console.log(`${metric} (${urls.length} URLs)`.padEnd(30) + formatFigures(figures));
    }
    console.log('');
    for (const [metric, figures] of Object.entries(metrics)) {
      const p99 = figures.total > 0 && figures.p99Ms <= TARGET_P99_MS ? 'met' : 'MISSED';
      const ratio = figures.ratio >= TARGET_RATIO ? 'met' : 'MISSED';
      console.log(
        `${metric.padEnd(17)} p99 ${figures.p99Ms} ms (target <= ${TARGET_P99_MS}: ${p99}); ratio ${figures.ratio.toFixed(3)} (target >= ${TARGET_RATIO}: ${ratio})`,
      );
    }

    const exported = GROUPS.includes('export')
      ? await exportProject(portal, headers, data.bigProject, folder)
      : undefined;
    if (exported) {
      console.log(
        `\nxlsx export of "${data.bigProject}" (${LATEST}): RSS ${exported.baselineMB} → peak ${exported.peakMB} MB   growth ${exported.growthMB} MB   ${exported.seconds} s   file ${exported.fileMB} MB   ${exported.rows} rows`,
      );
      console.log(`export: growth ${exported.growthMB} MB (target < ${TARGET_RSS_GROWTH_MB} MB)`);
    }

    const loadAfter = os.loadavg()[0] ?? 0;
    const runs = Object.values(metrics);
    const targets: Record<string, Target> = {
      p99Ms: {
        target: `<= ${TARGET_P99_MS} for every metric`,
        value: Math.max(...runs.map((run) => run.p99Ms)),
        // A metric that answered nothing has no p99 to speak of: it misses.
        met: runs.every((run) => run.total > 0 && run.p99Ms <= TARGET_P99_MS),
      },
      ratio: {
        target: `>= ${TARGET_RATIO} for every metric`,
        value: Math.round(Math.min(...runs.map((run) => run.ratio)) * 1000) / 1000,
        met: runs.every((run) => run.ratio >= TARGET_RATIO),
      },
      noErrors: noErrorsTarget(runs),
    };
    if (exported) {
      targets.exportRssGrowthMB = exportGrowthTarget(exported);
      targets.exportRows = {
        target: `> ${SHAPE.bigProjectAssets} (a header and every asset of the project)`,
        value: exported.rows,
        met: ROWS < 10_000_000 || exported.rows > SHAPE.bigProjectAssets,
      };
    }
    if (insights) {
      targets.insightsFirstMs = {
        target: `<= ${TARGET_INSIGHTS_MS}, answered 200`,
        value: insights.firstMs,
        met: insights.status === 200 && insights.firstMs <= TARGET_INSIGHTS_MS,
      };
    }
    const dspRows = WITH_DSP
      ? ` + ${STORE_ROWS.toLocaleString('en')} store and ${ANALYTICS_ROWS.toLocaleString('en')} analytics rows`
      : '';
    console.log(`\nsummary (${database.engine}, ${ROWS.toLocaleString('en')} YouTube rows${dspRows}):`);
    for (const [name, target] of Object.entries(targets)) {
      console.log(
        `  ${name.padEnd(18)} ${String(target.value).padStart(8)}   target ${target.target}: ${target.met ? 'met' : 'MISSED'}`,
      );
    }
    console.log(`load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`);
    warnIfBusy(loadBefore, loadAfter);
    return writeVerdict(
      `${resultName('reports', database.engine)}${ROWS === 10_000_000 ? '' : `-${ROWS}`}${groupsSuffix()}`,
      {
        engine: database.engine,
        rows: ROWS,
        shape: SHAPE,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        build: { seconds: buildSeconds, ...data.seconds, coOwnedAssets: data.coOwnedAssets },
        baseline,
        metrics,
        groups: GROUPS,
        export: exported ?? null,
        insights: insights ?? null,
        dashboardFirstAnswer: dashboard ?? null,
      },
      targets,
      { before: loadBefore, after: loadAfter },
    );
  } finally {
    await portal?.close();
    await bare.close();
    if (KEEP_DATABASE) {
      console.log(`database kept: ${databaseUrl}`);
    } else {
      await database.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}
