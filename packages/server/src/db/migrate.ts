import { type MigrationResultSet, Migrator, sql } from 'kysely';
import { type Db, isPostgres } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * The schema Kysely keeps its migration tables in. On PostgreSQL it must be named: without it,
 * Kysely looks for `kysely_migration` in every schema of the database, so another schema's table
 * (another deployment's, a test's) makes it skip creating its own and then fail.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

async function migrator(db: Db): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchema(db),
  });
}

/** The names of the migrations a run applied; throws with the failing migration's error. */
function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Brings the schema to the latest migration. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return applied(await (await migrator(db)).migrateToLatest());
}

/** Moves the schema up or down to the named migration, running each `up` or `down` on the way. */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  return applied(await (await migrator(db)).migrateTo(name));
}
