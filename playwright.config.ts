import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8180);
// Several checkouts of the work can run side by side: each names its own data, artifacts and SPA
// build, and may run the server from source instead of the bundle.
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const serverEntry = process.env.E2E_FROM_SOURCE ? 'packages/server/bin/irama.js' : 'packages/server/dist/cli.js';

// The browser suite runs against the real server and the built SPA, on a fresh SQLite database
// seeded with the demo data, in Debian's Chromium (no browser download).
export default defineConfig({
  testDir: './e2e',
  outputDir: `${outputDir}/e2e-artifacts`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Upper bounds, never waits: on a loaded 2-core machine a journey of many screens takes several
  // times its quiet duration, and an answer computed for the first time can take seconds.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: `${outputDir}/playwright.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // `npm test` seeds the data folder while the server tests run (E2E_SEEDED=1); otherwise the
    // server's first start seeds a fresh one.
    command: `${process.env.E2E_SEEDED === '1' ? '' : `rm -rf ${dataDir} && `}node ${serverEntry} serve`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // The first start seeds the demo, daily analytics included: well under a minute on a quiet machine.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  },
});
