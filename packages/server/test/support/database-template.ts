import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { adminQuery, databaseName, databaseUrl, dropDatabase, dropWorldsOf } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: the file holding a migrated database image, which each test app opens a copy of in memory. */
    sqliteTemplate?: string;
    /** PostgreSQL: a migrated database on TEST_DATABASE_URL's server, which each test app's database copies. */
    postgresTemplate?: string;
    /** The folder the run's demo worlds write their files to (`demo-world.ts`), removed when the run ends. */
    demoWorldRoot: string;
  }
}

/**
 * Vitest global setup of the server projects: the migrations run once per run and engine, not once
 * per test file. SQLite gets a migrated image in a file; PostgreSQL a migrated template database,
 * which `CREATE DATABASE … TEMPLATE` copies for each test app far faster than migrating.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A worker cannot be relied on to clean up after itself (it may be stopped), so the run does.
  const worldRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-demo-worlds-'));
  project.provide('demoWorldRoot', worldRoot);
  const removeWorldFiles = () => fs.rmSync(worldRoot, { recursive: true, force: true });
  if (project.config.env.IRAMA_TEST_ENGINE === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return async () => removeWorldFiles();
    const name = databaseName(base, 'template');
    await adminQuery(base, `create database ${name}`);
    const template = openDatabase(databaseUrl(base, name));
    await migrateToLatest(template.db);
    // No connection may stay open on a database that others copy.
    await template.db.destroy();
    project.provide('postgresTemplate', name);
    return async () => {
      // The demo worlds the workers seeded from the template go first: a template cannot be dropped while copied.
      await dropWorldsOf(base, name);
      await dropDatabase(base, name);
      removeWorldFiles();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-sqlite-template-'));
  const file = path.join(dir, 'migrated.sqlite');
  const template = openDatabase('sqlite://:memory:');
  await migrateToLatest(template.db);
  await sql`vacuum into ${file}`.execute(template.db);
  await template.db.destroy();
  project.provide('sqliteTemplate', file);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    removeWorldFiles();
  };
}
