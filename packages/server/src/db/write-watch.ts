import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type OperationNode,
  TableNode,
  type TransactionSettings,
} from 'kysely';

/**
 * How many writes a database handle has seen, in all and per table written; what was read before a
 * count moved may be out of date. A write whose tables are not known counts for every table.
 */
export type WriteCount = { count: number; byTable: Map<string, number> };

export function newWriteCount(): WriteCount {
  return { count: 0, byTable: new Map() };
}

/** Where writes of tables not known are counted: every table's version includes it. */
const ANY_TABLE = '*';

/** A version of what `tables` hold: it moves on every write of one of them (or of a table not known). */
export function versionOfTables(writes: WriteCount, tables: readonly string[]): string {
  return [ANY_TABLE, ...tables].map((table) => writes.byTable.get(table) ?? 0).join('.');
}

function countTables(writes: WriteCount, tables: Iterable<string>): void {
  for (const table of tables) writes.byTable.set(table, (writes.byTable.get(table) ?? 0) + 1);
}

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node === undefined) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  return node.kind === 'AliasNode' ? tableName((node as { node: OperationNode } & OperationNode).node) : undefined;
};

/** The tables a plain insert, update or delete writes; ANY_TABLE for anything else (raw SQL, a CTE). */
function tablesWritten(query: CompiledQuery): string[] {
  const node = query.query as OperationNode & { with?: unknown; into?: OperationNode; table?: OperationNode };
  if ('with' in node && node.with) return [ANY_TABLE];
  const targets =
    node.kind === 'InsertQueryNode'
      ? [node.into]
      : node.kind === 'UpdateQueryNode'
        ? [node.table]
        : node.kind === 'DeleteQueryNode'
          ? (node as unknown as { from: { froms: OperationNode[] } }).from.froms
          : [];
  const names = targets.map(tableName);
  return names.length > 0 && names.every((name) => name !== undefined) ? (names as string[]) : [ANY_TABLE];
}

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
// A transaction begun by hand (`immediateTransaction`) begins and ends with these.
const BEGIN_RAW = /^\s*(begin|start transaction)\b/i;
const COMMIT_RAW = /^\s*(commit|end)\s*$/i;
const ROLLBACK_RAW = /^\s*rollback\s*$/i;

/** A statement that cannot change a row; anything unsure (a raw `with …`, a COPY) counts as a write. */
function isReadOnly(query: CompiledQuery): boolean {
  return READ_ONLY_KINDS.has(query.query.kind) || (query.query.kind === 'RawNode' && READ_ONLY_RAW.test(query.sql));
}

/**
 * The connection Kysely is handed: it counts a statement that may have written once it has run.
 * The driver's own calls get the inner connection, as the driver made it.
 */
class WatchedConnection implements DatabaseConnection {
  /** The tables written in the transaction under way on this connection: its commit counts them again. */
  private readonly uncommitted = new Set<string>();
  private isInTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: WriteCount,
  ) {}

  async executeQuery<R>(query: CompiledQuery) {
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.count(query);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      this.count(query);
    }
  }

  private count(query: CompiledQuery): void {
    const isRaw = query.query.kind === 'RawNode';
    if (isRaw && BEGIN_RAW.test(query.sql)) this.began();
    else if (isRaw && COMMIT_RAW.test(query.sql)) this.committed();
    else if (isRaw && ROLLBACK_RAW.test(query.sql)) this.rolledBack();
    else if (!isReadOnly(query)) {
      const tables = tablesWritten(query);
      this.writes.count += 1;
      countTables(this.writes, tables);
      if (this.isInTransaction) for (const table of tables) this.uncommitted.add(table);
    }
  }

  began(): void {
    this.isInTransaction = true;
    this.uncommitted.clear();
  }

  /** Rows a transaction wrote become visible to other readers only now: what they were read from moves again. */
  committed(): void {
    this.writes.count += 1;
    countTables(this.writes, this.uncommitted);
    this.rolledBack();
  }

  rolledBack(): void {
    this.isInTransaction = false;
    this.uncommitted.clear();
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
    beginTransaction: async (connection, settings: TransactionSettings) => {
      await driver.beginTransaction(innerOf(connection), settings);
      if (connection instanceof WatchedConnection) connection.began();
    },
    commitTransaction: async (connection) => {
      try {
        await driver.commitTransaction(innerOf(connection));
      } finally {
        if (connection instanceof WatchedConnection) connection.committed();
        else {
          writes.count += 1;
          countTables(writes, [ANY_TABLE]);
        }
      }
    },
    rollbackTransaction: async (connection) => {
      try {
        await driver.rollbackTransaction(innerOf(connection));
      } finally {
        if (connection instanceof WatchedConnection) connection.rolledBack();
      }
    },
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
