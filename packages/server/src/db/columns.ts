import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/** Column helpers that give each engine its natural type for the same logical column. */
export function columnsFor(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    isPostgres,
    /** Auto-incrementing integer primary key. */
    id<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
      return isPostgres
        ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
    },
    timestamp: isPostgres ? ('timestamptz' as const) : ('text' as const),
    flag: isPostgres ? ('boolean' as const) : ('integer' as const),
    falseDefault: (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(isPostgres ? sql`false` : 0),
    /** Money and counts that may pass 2^31. */
    bigint: 'bigint' as const,
    /** Bytes, read back as a Buffer. */
    bytes: isPostgres ? ('bytea' as const) : ('blob' as const),
  };
}
