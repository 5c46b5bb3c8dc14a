import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { currentTime } from '../lib/clock.ts';
import { acceptCopyFromStdin } from './copy-from-stdin.ts';
import type { Database } from './schema.ts';
import { newWriteCount, watchWrites, watchWritesOf } from './write-watch.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; engine: Engine };

/** Whether a handle (or a transaction on it) talks to PostgreSQL, for the few statements the engines spell differently. */
export function isPostgres(db: Kysely<unknown> | Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// int8 (counts, sums of money) as numbers: every amount we keep fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`int8 value out of safe range: ${value}`);
  return parsed;
});
// timestamptz as ISO text, the same shape SQLite stores.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

export type OpenOptions = {
  /** PostgreSQL: the schemas a connection sees. */
  searchPath?: string;
  /** SQLite `:memory:`: a database image (`VACUUM INTO` a file, read) to start from instead of an empty one. */
  image?: Buffer;
};

/**
 * Opens the database a URL names: `sqlite://<file>` (or `:memory:`) or `postgres://…`. The handle
 * counts its writes, so reads kept for a moment (`recentReads`) know when they are out of date.
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const writes = newWriteCount();
  const handle = openEngine(url, options, (dialect) => watchWrites(dialect, writes));
  watchWritesOf(handle.db, writes);
  return handle;
}

function openEngine(url: string, options: OpenOptions, watched: (dialect: Dialect) => Dialect): DatabaseHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    pool.on('connect', acceptCopyFromStdin);
    return { db: new Kysely<Database>({ dialect: watched(new PostgresDialect({ pool })) }), engine: 'postgres' };
  }
  const file = url.replace(/^sqlite:\/\//, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = options.image && file === ':memory:' ? new SQLite(options.image) : new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: watched(new SqliteDialect({ database: withBooleanParams(sqlite) })) }),
    engine: 'sqlite',
  };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Adapts better-sqlite3 to how Kysely drives it:
 * - SQLite has no boolean type and better-sqlite3 refuses JS booleans, so they are bound as
 *   1/0 — the same values a PostgreSQL boolean column reads back as through `Boolean()`.
 * - Kysely prepares every query it runs; preparing costs more than running a small indexed
 *   query, so prepared statements are kept per SQL text (bounded, least recently used out).
 */
function withBooleanParams(sqlite: SQLite.Database): SQLite.Database {
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  // Most statements bind no boolean, and an ingest's inserts bind thousands of values each: those pass as they are.
  const toNumber = (value: unknown) => (isBoolean(value) ? Number(value) : value);
  const toSqlite = (params: unknown[]) =>
    params.map((param) => (Array.isArray(param) && param.some(isBoolean) ? param.map(toNumber) : param));
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  const prepareAdapted = (source: string) => {
    const statement = prepare(source);
    const { all, run, get, iterate } = statement;
    return Object.assign(statement, {
      all: (...params: unknown[]) => all.apply(statement, toSqlite(params)),
      run: (...params: unknown[]) => run.apply(statement, toSqlite(params)),
      get: (...params: unknown[]) => get.apply(statement, toSqlite(params)),
      iterate: (...params: unknown[]) => iterate.apply(statement, toSqlite(params)),
    });
  };
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    // A statement still being iterated (a streamed query) cannot run again until it is done.
    if (cached && !cached.busy) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepareAdapted(source);
    if (cached) return statement;
    cache.set(source, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

// Connections in a transaction begun by hand, which Kysely does not count as transactions.
const handBegun = new WeakSet<Db>();

/** Whether `db` is a transaction: Kysely's own, or one `immediateTransaction` began. */
export function isInTransaction(db: Db): boolean {
  return db.isTransaction || handBegun.has(db);
}

// What each transaction begun here runs once it has committed (`onCommit`).
const commitEffects = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `effect` once the transaction `db` has committed, never if it rolls back, and answers true;
 * answers false (and runs nothing) when `db` is a transaction begun elsewhere, whose end it cannot see.
 */
export function onCommit(db: Db, effect: () => void): boolean {
  const effects = commitEffects.get(db);
  effects?.push(effect);
  return effects !== undefined;
}

async function runCommitting<T>(begin: (work: (trx: Db) => Promise<T>) => Promise<T>, work: (trx: Db) => Promise<T>) {
  const effects: (() => void)[] = [];
  let begun: Db | undefined;
  try {
    const result = await begin((trx) => {
      begun = trx;
      commitEffects.set(trx, effects);
      return work(trx);
    });
    for (const effect of effects) effect();
    return result;
  } finally {
    if (begun) commitEffects.delete(begun);
  }
}

/** Runs `work` in a transaction, or in the caller's when `db` is one already. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isInTransaction(db)) return work(db);
  return runCommitting((begun) => db.transaction().execute(begun), work);
}

/**
 * SQLite: runs `work` in a `BEGIN IMMEDIATE` transaction, which takes the database's one write
 * lock at once. Kysely cannot begin one (kysely-org/kysely#1152): it is begun by hand on the
 * dialect's single connection, so nothing else runs on it meanwhile.
 */
export async function immediateTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const begin = (begun: (trx: Db) => Promise<T>) =>
    db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      handBegun.add(connection);
      try {
        const result = await begun(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => {});
        throw error;
      } finally {
        handBegun.delete(connection);
      }
    });
  return runCommitting(begin, work);
}

/** Now as stored (an ISO string); the moment being replayed inside `replayAt` (lib/clock.ts). */
export function nowIso(): string {
  return currentTime().toISOString();
}
