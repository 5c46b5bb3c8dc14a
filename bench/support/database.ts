import { freshPostgresSchema } from '../../packages/server/test/support/processes.ts';

/** Where a benchmark's portal keeps its data: the engine's name, the env that selects it, and how to clean up. */
export type BenchDatabase = { env: Record<string, string>; engine: string; drop(): Promise<void> };

/**
 * With DATABASE_URL=postgres://…, a fresh schema in that database for this run (dropped after),
 * so the benchmark never touches existing data; otherwise the portal's own SQLite file.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return { env: {}, engine: 'sqlite', drop: async () => {} };
  const schema = await freshPostgresSchema(url, 'bench');
  return { env: { DATABASE_URL: schema.url }, engine: 'postgres', drop: schema.drop };
}
