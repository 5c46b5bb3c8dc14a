import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type AppContext, closeContext, createContext } from '../../src/context.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createFactories, type Factories } from './factories.ts';
import { type MailReceiver, startMailReceiver } from './mail-receiver.ts';
import { adminQuery, databaseName, databaseUrl, dropDatabase } from './postgres-admin.ts';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine this test project runs on (vitest projects `server-sqlite` and `server-pg`). */
export const testEngine: TestEngine = process.env.IRAMA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A describe block that exists only in the project of one engine. Not a skip: each engine's
 * project runs every test that applies to it, and CI fails on skipped tests.
 */
export function describeOnEngine(engine: TestEngine, name: string, body: () => void): void {
  if (engine === testEngine) describe(name, body);
}

/**
 * A describe block of tests against a real Redis at REDIS_URL, in the PostgreSQL project. Only a
 * Redis server needs installing for them, so without REDIS_URL they do not exist; `npm test` names
 * them (by the `Redis: ` before the name) as the Redis suite and says when it did not run.
 */
export function describeWithRedis(name: string, body: (url: string) => void): void {
  const url = process.env.REDIS_URL;
  if (url && testEngine === 'postgres') describe(`Redis: ${name}`, () => body(url));
}

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  config: Config;
  db: DatabaseHandle['db'];
  factories: Factories;
  close(): Promise<void>;
};

/** A database to start from instead of the migrated template: an SQLite image, or a PostgreSQL template database. */
export type DatabaseImage = { sqlite?: Buffer; postgres?: string };

/**
 * Opens a fresh database of the project's engine: in-memory SQLite, or on PostgreSQL a schema of
 * its own in TEST_DATABASE_URL, dropped afterwards. `migrated` starts it from the run's migrated
 * template (`database-template.ts`): a copy of the SQLite image, or on PostgreSQL a database of its
 * own copied from the template database, dropped afterwards.
 */
export async function openTestDatabase(
  options: { migrated?: boolean; copyOf?: DatabaseImage } = {},
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (testEngine === 'sqlite') {
    const template = options.migrated ? inject('sqliteTemplate') : undefined;
    const image = options.copyOf?.sqlite ?? (template ? fs.readFileSync(template) : undefined);
    const database = openDatabase('sqlite://:memory:', image ? { image } : {});
    if (options.migrated && !image) await migrateToLatest(database.db);
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = options.copyOf?.postgres ?? (options.migrated ? inject('postgresTemplate') : undefined);
  if (template) {
    const name = databaseName(url, 'test');
    await adminQuery(url, `create database ${name} template ${template}`);
    return {
      database: openDatabase(databaseUrl(url, name)),
      drop: () => dropDatabase(url, name),
    };
  }
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = openDatabase(url, { searchPath: schema });
  if (options.migrated) await migrateToLatest(database.db);
  return { database, drop: () => adminQuery(url, `drop schema ${schema} cascade`) };
}

export type TestAppOptions = BuildOptions & {
  /** Adds test-only routes or hooks to the built app before it is ready. */
  register?: (app: FastifyInstance) => Promise<void>;
  /** Starts from a copy of this database (already migrated) instead of an empty one. */
  copyOf?: DatabaseImage;
};

/**
 * A migrated, empty app on the project's engine, with Redis when REDIS_URL is set. With
 * `DATABASE_URL` in `env` it opens that database (the caller drops it) and, like a deployment,
 * takes its Redis prefix from it or from `REDIS_PREFIX`; otherwise the prefix is its own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-test-'));
  const loaded = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://portal.irama.test',
    ...env,
  });
  const isNamed = env.DATABASE_URL !== undefined || env.REDIS_PREFIX !== undefined;
  const config: Config = {
    ...loaded,
    redisUrl: process.env.REDIS_URL,
    redisPrefix: isNamed ? loaded.redisPrefix : `irama-test:${randomBytes(6).toString('hex')}:`,
  };
  const { database, drop } = env.DATABASE_URL
    ? { database: openDatabase(env.DATABASE_URL), drop: async () => {} }
    : await openTestDatabase({ migrated: true, copyOf: options.copyOf });
  // A database named by the test is its own: migrated here, as a deployment's would be.
  if (env.DATABASE_URL) await migrateToLatest(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  const context = createContext(config, { database, redis, ...overrides });
  const { register, copyOf: _copied, ...buildOptions } = options;
  const app = await buildApp(context, buildOptions);
  if (register) await register(app);
  await app.ready();
  return {
    app,
    context,
    config,
    db: database.db,
    factories: createFactories(app, database.db),
    close: async () => {
      await app.close();
      await closeContext(context);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for every test of a file: made before the first test, closed after the last. The handle
 * reaches the app only once it is made, so use it inside tests and hooks, not at a file's top level.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(async () => {
    await current?.close();
  });
  return madeInBeforeAll(() => current);
}

/** Like `useTestApp`, with a mail receiver started first that the app sends its mail to. */
export function useTestAppWithMail(env: Record<string, string> = {}): { t: TestApp; mail: MailReceiver } {
  let current: { t: TestApp; mail: MailReceiver } | undefined;
  beforeAll(async () => {
    const mail = await startMailReceiver();
    current = { mail, t: await createTestApp({ SMTP_URL: mail.url, ...env }) };
  });
  afterAll(async () => {
    await current?.t.close();
    await current?.mail.close();
  });
  return { t: madeInBeforeAll(() => current?.t), mail: madeInBeforeAll(() => current?.mail) };
}

/** A handle on an object a beforeAll hook makes, usable once the hook has run. */
export function madeInBeforeAll<T extends object>(get: () => T | undefined): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const current = get();
      if (!current) throw new Error('the test app is made in beforeAll: use it inside a test or a hook');
      return current[key as keyof T];
    },
  });
}

/** A partner owner and a distributor staff member of the file's app, each signed in before the first test. */
export function useOwnerAndStaff(t: TestApp) {
  // The same objects throughout, so a file may destructure them before beforeAll fills them in.
  const owner = { headers: {} as Record<string, string> };
  const staff = { headers: {} as Record<string, string> };
  beforeAll(async () => {
    owner.headers = (await t.factories.buildSignedInUser()).headers;
    staff.headers = (
      await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' })
    ).headers;
  });
  return { owner, staff };
}
