import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withPortal } from './support/bench-servers.ts';
import { tempFolder } from './support/cleanup.ts';
import { type RunningPortal, signIn } from './support/portal.ts';
import { resultName, writeVerdict } from './support/results.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const TARGET_INITIAL_JS_KIB = 170;
const TARGET_LIGHTHOUSE = 0.95;
/** Home signed in (issue 21 item 7): the dashboard's cards from one call. */
const TARGET_HOME_LIGHTHOUSE = 0.9;
const TOUR_IDS = ['home', 'release-list', 'release-form'];
const RUNS = 3;

/** Gzip size of every script /login loads before it is idle, as the browser fetched them. */
async function initialJsKib(url: string): Promise<{ kib: number; files: { url: string; gzipBytes: number }[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return { kib: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024, files };
  } finally {
    await browser.close();
  }
}

/** A signed-in session for Lighthouse's browser: the token cookie, and the guided tours marked seen. */
interface Session {
  token: string;
  userId: number;
}

/** Puts the session in the browser Lighthouse drives, through the same profile, before it loads the page. */
async function openSession(url: string, port: number, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    await context.addCookies([{ name: 'token', value: session.token, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.evaluate(
      ({ userId, tours }) => localStorage.setItem(`irama.tours.seen.${userId}`, JSON.stringify(tours)),
      { userId: session.userId, tours: TOUR_IDS },
    );
    await page.close();
  } finally {
    // Leaves the browser running: only this connection closes.
    await browser.close();
  }
}

/** The metrics a performance score is made of, as Lighthouse reports them, to say why a run scored low. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Lighthouse's mobile performance score of a page, one run; signed in when a session is given. */
async function lighthouseScore(url: string, pathname: string, session?: Session): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (session) await openSession(url, chrome.port, session);
    const result = await lighthouse(`${url}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would otherwise clear the origin's storage, and with it the tours already seen.
      ...(session ? { disableStorageReset: true } : {}),
    });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse returned no performance score');
    const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
    if (session && new URL(finalUrl).pathname !== pathname) throw new Error(`Lighthouse ended at ${finalUrl}`);
    const audits = result?.lhr.audits ?? {};
    console.log(
      `  ${pathname} ${score}: ${METRICS.map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`).join(', ')}`,
    );
    return score;
  } finally {
    chrome.kill();
  }
}

const medianOf = (scores: readonly number[]) => [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)] ?? 0;

/**
 * Builds the SPA as it stands into a folder of its own: the shared dist may be stale or in use,
 * and a figure of an old build would mislead.
 */
function buildSpa(): string {
  const outDir = tempFolder('irama-bench-web-');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.resolve(import.meta.dirname, '../packages/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/**
 * Initial JavaScript of /login (gzip), and the median Lighthouse mobile performance of 3 runs of
 * /login and of Home signed in, on a portal on SQLite or the database DATABASE_URL names.
 */
export default async function benchWeb(): Promise<boolean> {
  const webDist = buildSpa();
  const env: Record<string, string> = { WEB_DIST: webDist };
  // On a shared machine each user keeps to their own ports.
  if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
  try {
    return await withPortal(env, ({ database, portal }) => measurePages(database.engine, portal));
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/** The initial JavaScript and the Lighthouse runs on a running portal; writes the verdict. */
async function measurePages(engine: string, portal: RunningPortal): Promise<boolean> {
  const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  const js = await initialJsKib(portal.url);
  const scores: number[] = [];
  for (let run = 0; run < RUNS; run += 1) scores.push(await lighthouseScore(portal.url, '/login'));
  const median = medianOf(scores);
  const token = await signIn(portal.url);
  const me = await fetch(`${portal.url}/api/auth/me`, { headers: { 'x-authorization': `Bearer ${token}` } });
  const userId = ((await me.json()) as { data: { user: { id: number } } }).data.user.id;
  const homeScores: number[] = [];
  for (let run = 0; run < RUNS; run += 1) homeScores.push(await lighthouseScore(portal.url, '/', { token, userId }));
  const homeMedian = medianOf(homeScores);
  console.log(`initial JS for /login: ${js.kib.toFixed(1)} KiB gzip (target ≤ ${TARGET_INITIAL_JS_KIB})`);
  for (const file of js.files)
    console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${new URL(file.url).pathname}`);
  console.log(
    `Lighthouse performance (mobile) of /login runs: ${scores.join(', ')}; median ${median} (target ≥ ${TARGET_LIGHTHOUSE})`,
  );
  console.log(
    `Lighthouse performance (mobile) of / signed in runs: ${homeScores.join(', ')}; median ${homeMedian} (target ≥ ${TARGET_HOME_LIGHTHOUSE})`,
  );
  const targets = {
    initialJsKib: { target: `<= ${TARGET_INITIAL_JS_KIB}`, value: js.kib, met: js.kib <= TARGET_INITIAL_JS_KIB },
    lighthouseMedian: { target: `>= ${TARGET_LIGHTHOUSE}`, value: median, met: median >= TARGET_LIGHTHOUSE },
    homeLighthouseMedian: {
      target: `>= ${TARGET_HOME_LIGHTHOUSE}`,
      value: homeMedian,
      met: homeMedian >= TARGET_HOME_LIGHTHOUSE,
    },
  };
  return writeVerdict(
    resultName('web', engine),
    {
      engine,
      initialJsKib: js.kib,
      files: js.files,
      lighthouseScores: scores,
      lighthouseMedian: median,
      homeLighthouseScores: homeScores,
      homeLighthouseMedian: homeMedian,
    },
    targets,
    { before: loadBefore, after: fs.readFileSync('/proc/loadavg', 'utf8').trim() },
  );
}
