import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Shipped migrations call these helpers, and a shipped migration must do the same thing forever:
// this file is append-only. Add a helper; never change what an existing one builds.

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
    /** The tenant column: the owning company, whose deletion deletes the row. */
    companyId<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
      return table.addColumn('company_id', 'integer', (col) =>
        col.notNull().references('companies.id').onDelete('cascade'),
      );
    },
    /** Required text columns, in the order given. */
    texts<T extends string, C extends string, N extends string>(table: CreateTableBuilder<T, C>, names: readonly N[]) {
      return names.reduce<CreateTableBuilder<T, C | N>>(
        (built, name) => built.addColumn(name, 'text', (col) => col.notNull()),
        table,
      );
    },
    /** Required bigint columns (money and counts), in the order given. */
    bigints<T extends string, C extends string, N extends string>(
      table: CreateTableBuilder<T, C>,
      names: readonly N[],
    ) {
      return names.reduce<CreateTableBuilder<T, C | N>>(
        (built, name) => built.addColumn(name, 'bigint', (col) => col.notNull()),
        table,
      );
    },
    /** The columns of one report fact after its run and line, as usage_facts held them from 0004 until 0008. */
    factColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
      return table
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('item_key', 'text', (col) => col.notNull())
        .addColumn('isrc', 'text')
        .addColumn('upc', 'text')
        .addColumn('units', 'bigint', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('gross_micros', 'bigint', (col) => col.notNull())
        .addColumn('nett_micros', 'bigint', (col) => col.notNull())
        .addColumn('shared_micros', 'bigint', (col) => col.notNull())
        .addColumn('gross_idr', 'bigint', (col) => col.notNull())
        .addColumn('nett_idr', 'bigint', (col) => col.notNull())
        .addColumn('adjustment_type', 'text');
    },
    /** A plain index on `columns` of `table`. */
    async index(name: string, table: string, columns: readonly string[]): Promise<void> {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    },
  };
}
