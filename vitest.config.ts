import { defineConfig } from 'vitest/config';

const serverTests = ['packages/server/{src,test}/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          env: { IRAMA_TEST_ENGINE: 'sqlite' },
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
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './packages/web',
    ],
  },
});
