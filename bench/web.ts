import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPortal } from './support/portal.ts';
import { writeResult } from './support/results.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const TARGET_INITIAL_JS_KIB = 170;
const TARGET_LIGHTHOUSE = 0.95;
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

/** Lighthouse's mobile performance score of /login, one run. */
async function lighthouseScore(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${url}/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse returned no performance score');
    return score;
  } finally {
    chrome.kill();
  }
}

/**
 * Builds the SPA as it stands into a folder of its own: the shared dist may be stale or in use,
 * and a figure of an old build would mislead.
 */
function buildSpa(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-bench-web-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.resolve(import.meta.dirname, '../packages/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return outDir;
}

/** Initial JavaScript of /login (gzip) and the median Lighthouse mobile performance of 3 runs. */
export default async function benchWeb(): Promise<boolean> {
  const webDist = buildSpa();
  const env: Record<string, string> = { WEB_DIST: webDist };
  // On a shared machine each user keeps to their own ports.
  if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
  const portal = await startPortal(env);
  try {
    const js = await initialJsKib(portal.url);
    const scores: number[] = [];
    for (let run = 0; run < RUNS; run += 1) scores.push(await lighthouseScore(portal.url));
    const median = [...scores].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    const passed = js.kib <= TARGET_INITIAL_JS_KIB && median >= TARGET_LIGHTHOUSE;
    console.log(`initial JS for /login: ${js.kib.toFixed(1)} KiB gzip (target ≤ ${TARGET_INITIAL_JS_KIB})`);
    for (const file of js.files)
      console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${new URL(file.url).pathname}`);
    console.log(
      `Lighthouse performance (mobile) runs: ${scores.join(', ')}; median ${median} (target ≥ ${TARGET_LIGHTHOUSE})`,
    );
    writeResult('web', {
      initialJsKib: js.kib,
      files: js.files,
      lighthouseScores: scores,
      lighthouseMedian: median,
      passed,
    });
    return passed;
  } finally {
    await portal.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}
