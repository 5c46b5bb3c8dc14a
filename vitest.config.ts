import { defineConfig } from 'vitest/config';

// What the server projects share: the migrations run once per run and engine (each test app starts
// from a copy); the modules are imported once per worker, not once per file, which was half of the
// project's time (every file builds its own app, so no state is shared through them); and time limits
// that leave room for a loaded machine.
const server = {
  include: ['packages/server/{src,test}/**/*.test.ts'],
  globalSetup: ['packages/server/test/support/database-template.ts'],
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: { ...server, name: 'server-sqlite', env: { IRAMA_TEST_ENGINE: 'sqlite' } },
      },
      {
        test: {
          ...server,
          name: 'server-pg',
          // `*.sqlite.test.ts` files are about SQLite itself (its file, its locks).
          exclude: ['**/*.sqlite.test.ts', '**/node_modules/**'],
          env: { IRAMA_TEST_ENGINE: 'postgres' },
        },
      },
      './packages/web',
      // A benchmark stopped midway leaves nothing behind; each test runs a real one (tens of seconds).
      { test: { name: 'bench', include: ['bench/test/**/*.test.ts'], testTimeout: 90_000, fileParallelism: false } },
    ],
  },
});
