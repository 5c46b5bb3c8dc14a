import { adminQuery } from '../../packages/server/test/support/postgres-admin.ts';
import { freshPostgresSchema } from '../../packages/server/test/support/processes.ts';
import { onExit } from './cleanup.ts';

/** Where a benchmark's portal keeps its data: the engine's name, the env that selects it, and how to clean up. */
export type BenchDatabase = { env: Record<string, string>; engine: string; drop(): Promise<void> };

/**
 * With DATABASE_URL=postgres://…, a fresh schema in that database for this run, dropped by `drop`
 * or when the benchmark ends however it ends (cleanup.ts), so the benchmark never touches existing
 * data; otherwise the portal's own SQLite file.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base?.startsWith('postgres')) return { env: {}, engine: 'sqlite', drop: async () => {} };
  const schema = await freshPostgresSchema(base, 'bench');
  // Every connection to the schema carries its name, so a drop can end the ones still open: a
  // benchmark stopped midway may hold a transaction (a data set being built) the drop would wait on.
  const url = new URL(schema.url);
  url.searchParams.set('application_name', schema.schema);
  console.log(`PostgreSQL schema ${schema.schema} (dropped when the benchmark ends)`);
  const drop = onExit(async () => {
    await adminQuery(
      base,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${schema.schema}'`,
    );
    await schema.drop();
  });
  return { env: { DATABASE_URL: url.toString() }, engine: 'postgres', drop };
}
