import { defineConfig } from 'vitest/config';

const serverTests = ['packages/server/{src,test}/**/*.test.ts'];
// Migrates once per run and engine; each test app starts from a copy.
const globalSetup = ['packages/server/test/support/database-template.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          env: { IRAMA_TEST_ENGINE: 'sqlite' },
          globalSetup,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          include: serverTests,
          // `*.sqlite.test.ts` files are about SQLite itself (its file, its locks).
          exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
          env: { IRAMA_TEST_ENGINE: 'postgres' },
          globalSetup,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './packages/web',
    ],
  },
});
