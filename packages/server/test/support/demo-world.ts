import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { argon2Hasher } from '../../src/lib/passwords.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { adminQuery, databaseUrl, dropDatabase, worldDatabaseName } from './postgres-admin.ts';
import {
  createTestApp,
  type DatabaseImage,
  madeInBeforeAll,
  openTestDatabase,
  type TestApp,
  testEngine,
} from './test-app.ts';

/** Months of reports in the world: every story the demo tells happens in them, in a fraction of the demo's year. */
export const WORLD_REPORT_MONTHS = 5;

/** The seeded demo world: the database to copy, the folder its reports and media were written to, and when. */
export type DemoWorld = { image: DatabaseImage; dataDir: string; seededAt: Date };

let seeding: Promise<DemoWorld> | undefined;

/**
 * The demo world, seeded once per test worker (a worker's files share its modules: `isolate: false`) and
 * copied for each file that reads it: seeding takes a minute on PostgreSQL, a copy a second.
 */
export function demoWorld(): Promise<DemoWorld> {
  seeding ??= seedWorld();
  return seeding;
}

async function seedWorld(): Promise<DemoWorld> {
  // In the run's folder of worlds, which the run's global teardown removes.
  const dataDir = fs.mkdtempSync(path.join(inject('demoWorldRoot'), 'world-'));
  const seededAt = new Date();
  const options = { dataDir, reportMonths: WORLD_REPORT_MONTHS };
  if (testEngine === 'sqlite') {
    const { database } = await openTestDatabase({ migrated: true });
    await seedDemo(database.db, argon2Hasher, options);
    const file = path.join(dataDir, 'world.sqlite');
    await sql`vacuum into ${file}`.execute(database.db);
    await database.db.destroy();
    const image = fs.readFileSync(file);
    fs.rmSync(file);
    return { image: { sqlite: image }, dataDir, seededAt };
  }
  // A template database of its own, named after the run's: the run's global teardown drops it (`dropWorldsOf`).
  const url = process.env.TEST_DATABASE_URL ?? '';
  const template = inject('postgresTemplate') ?? '';
  const name = worldDatabaseName(template, process.env.VITEST_POOL_ID ?? '0');
  // A worker that was replaced leaves its world behind under the same name.
  await dropDatabase(url, name);
  await adminQuery(url, `create database ${name} template ${template}`);
  const database = openDatabase(databaseUrl(url, name));
  try {
    await seedDemo(database.db, argon2Hasher, options);
  } finally {
    // Nothing may stay connected to a database others copy.
    await database.db.destroy();
  }
  return { image: { postgres: name }, dataDir, seededAt };
}

/**
 * One app on a copy of the demo world for every test of a file (as `useTestApp`), serving the world's
 * files. `world` is filled in before the first test.
 */
export function useDemoWorld(env: Record<string, string> = {}): { t: TestApp; world: DemoWorld } {
  let current: TestApp | undefined;
  const world = {} as DemoWorld;
  beforeAll(async () => {
    Object.assign(world, await demoWorld());
    current = await createTestApp({ ...env, DATA_DIR: world.dataDir }, {}, { copyOf: world.image });
  }, 600_000);
  afterAll(async () => {
    await current?.close();
  });
  return { t: madeInBeforeAll(() => current), world };
}
