// The whole suite, as `npm test` runs it: contracts, SPA and server tests (server tests on
// SQLite, and on PostgreSQL when TEST_DATABASE_URL is set), then the browser tests in Chromium.
// Under CI=true a suite that cannot run is a failure, never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const isCi = process.env.CI === 'true';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (status !== 0) failed = true;
  return status === 0;
}

function missing(suite, reason) {
  const message = `${suite} suite cannot run: ${reason}`;
  if (isCi) {
    console.error(`✗ ${message} (CI=true: a skipped suite is a failure)`);
    failed = true;
  } else {
    console.warn(`! ${message}; skipped locally`);
  }
}

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const counts = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  results.passed += counts.passed;
  results.failed += counts.failed;
  results.skipped += counts.skipped;
}

fs.mkdirSync('test-results', { recursive: true });
for (const file of ['test-results/vitest.json', 'test-results/playwright.json']) fs.rmSync(file, { force: true });

const projects = ['contracts', 'server-sqlite', 'web'];
if (process.env.TEST_DATABASE_URL) projects.push('server-pg');
else missing('PostgreSQL', 'TEST_DATABASE_URL is not set');
if (!process.env.REDIS_URL) console.warn('! REDIS_URL is not set: rate limits and counters are tested in memory only');

run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
count('test-results/vitest.json', (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));

/** A port nothing listens on, so the browser suite's server never collides with another one. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

if (fs.existsSync(chromiumPath)) {
  process.env.E2E_PORT ??= String(await freePort());
  if (run('npm', ['run', 'build'])) run('npx', ['playwright', 'test']);
  count('test-results/playwright.json', (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
  }));
} else {
  missing('Browser (Playwright)', `no Chromium at ${chromiumPath}`);
}

if (isCi && results.skipped > 0) {
  console.error(`✗ ${results.skipped} test(s) skipped under CI=true`);
  failed = true;
}
console.log(`\ntests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(failed || results.failed > 0 ? 1 : 0);
