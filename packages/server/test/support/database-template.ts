import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: the file holding a migrated database image, which each test app opens a copy of in memory. */
    sqliteTemplate?: string;
    /** PostgreSQL: a migrated database on TEST_DATABASE_URL's server, which each test app's database copies. */
    postgresTemplate?: string;
  }
}

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database the suite made. A pool that has just been closed may still be saying goodbye on
 * the server, so the drop waits for its sessions to end rather than cutting them off (a cut-off
 * session surfaces as an error in whichever process still held it).
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, "database … is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      if (attempt === 100) return adminQuery(url, `drop database if exists ${name} with (force)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name that starts with the base database's name, so what a crash leaves is recognisable. */
export function databaseName(base: string, kind: string): string {
  const own = decodeURIComponent(new URL(base).pathname.slice(1)) || 'postgres';
  return `${own.slice(0, 40)}_${kind}_${randomBytes(6).toString('hex')}`;
}

/**
 * Vitest global setup of the server projects: the migrations run once per run and engine, not once
 * per test file. SQLite gets a migrated image in a file; PostgreSQL a migrated template database,
 * which `CREATE DATABASE … TEMPLATE` copies for each test app far faster than migrating.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.IRAMA_TEST_ENGINE === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return async () => {};
    const name = databaseName(base, 'template');
    await adminQuery(base, `create database ${name}`);
    const template = openDatabase(databaseUrl(base, name));
    await migrateToLatest(template.db);
    // No connection may stay open on a database that others copy.
    await template.db.destroy();
    project.provide('postgresTemplate', name);
    return () => dropDatabase(base, name);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-sqlite-template-'));
  const file = path.join(dir, 'migrated.sqlite');
  const template = openDatabase('sqlite://:memory:');
  await migrateToLatest(template.db);
  await sql`vacuum into ${file}`.execute(template.db);
  await template.db.destroy();
  project.provide('sqliteTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
