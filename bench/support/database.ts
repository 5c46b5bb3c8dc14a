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
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return { env: {}, engine: 'sqlite', drop: async () => {} };
  const schema = await freshPostgresSchema(url, 'bench');
  console.log(`PostgreSQL schema ${schema.schema} (dropped when the benchmark ends)`);
  return { env: { DATABASE_URL: schema.url }, engine: 'postgres', drop: onExit(schema.drop) };
}
