import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/** How many writes a database handle has seen; what was read before the count moved may be out of date. */
export type WriteCount = { count: number };

// Keyed by the handle as an object: the schema type plays no part.
const countsByDb = new WeakMap<object, WriteCount>();

/** The write count of a handle `openDatabase` made; undefined for any other (a transaction, say). */
export function writesOf<Schema>(db: Kysely<Schema>): WriteCount | undefined {
  return countsByDb.get(db);
}

export function watchWritesOf<Schema>(db: Kysely<Schema>, writes: WriteCount): void {
  countsByDb.set(db, writes);
}

const READ_ONLY_KINDS = new Set(['SelectQueryNode']);
const READ_ONLY_RAW = /^\s*(select|begin|start transaction|savepoint|release|rollback)\b/i;

/** A statement that cannot change a row; anything unsure (a raw `with …`, a COPY) counts as a write. */
function isReadOnly(query: CompiledQuery): boolean {
  return READ_ONLY_KINDS.has(query.query.kind) || (query.query.kind === 'RawNode' && READ_ONLY_RAW.test(query.sql));
}

/**
 * The connection Kysely is handed: it counts a statement that may have written once it has run.
 * The driver's own calls get the inner connection, as the driver made it.
 */
class WatchedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: WriteCount,
  ) {}

  async executeQuery<R>(query: CompiledQuery) {
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      if (!isReadOnly(query)) this.writes.count += 1;
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      if (!isReadOnly(query)) this.writes.count += 1;
    }
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof WatchedConnection ? connection.inner : connection;

/**
 * Counts every write statement and every commit a dialect's driver runs. A commit counts on its
 * own: rows a transaction wrote become visible to other readers only then.
 */
export function watchWrites(dialect: Dialect, writes: WriteCount): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => watchDriver(dialect.createDriver(), writes),
  };
}

function watchDriver(driver: Driver, writes: WriteCount): Driver {
  // A pool hands out the same few connections again and again: each keeps its one watcher.
  const watchers = new WeakMap<DatabaseConnection, WatchedConnection>();
  const watcherOf = (connection: DatabaseConnection) => {
    let watcher = watchers.get(connection);
    if (!watcher) {
      watcher = new WatchedConnection(connection, writes);
      watchers.set(connection, watcher);
    }
    return watcher;
  };
  const watched: Driver = {
    init: () => driver.init(),
    acquireConnection: async () => watcherOf(await driver.acquireConnection()),
    beginTransaction: (connection, settings: TransactionSettings) =>
      driver.beginTransaction(innerOf(connection), settings),
    commitTransaction: async (connection) => {
      try {
        await driver.commitTransaction(innerOf(connection));
      } finally {
        writes.count += 1;
      }
    },
    rollbackTransaction: (connection) => driver.rollbackTransaction(innerOf(connection)),
    releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
    destroy: () => driver.destroy(),
  };
  // Kysely asks whether a driver has savepoints by looking for the methods, so only those it has are passed on.
  if (driver.savepoint) {
    const savepoint = driver.savepoint.bind(driver);
    watched.savepoint = (connection, name, compile) => savepoint(innerOf(connection), name, compile);
  }
  if (driver.rollbackToSavepoint) {
    const rollbackTo = driver.rollbackToSavepoint.bind(driver);
    watched.rollbackToSavepoint = (connection, name, compile) => rollbackTo(innerOf(connection), name, compile);
  }
  if (driver.releaseSavepoint) {
    const release = driver.releaseSavepoint.bind(driver);
    watched.releaseSavepoint = (connection, name, compile) => release(innerOf(connection), name, compile);
  }
  return watched;
}
