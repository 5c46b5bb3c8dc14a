import { startBareServer } from './bare-server.ts';
import { type BenchDatabase, benchDatabase } from './database.ts';
import { type RunningPortal, startPortal } from './portal.ts';

/** What a bench of the portal runs on: a fresh bench database and the portal on it. */
export type PortalServers = { database: BenchDatabase; portal: RunningPortal };

/**
 * Runs `bench` on a fresh bench database with the portal on it (its environment and `env`), then
 * stops the portal and drops the database, whatever the bench answered.
 */
export async function withPortal<T>(
  env: Record<string, string>,
  bench: (servers: PortalServers) => Promise<T>,
): Promise<T> {
  const database = await benchDatabase();
  const portal = await startPortal({ ...database.env, ...env });
  try {
    return await bench({ database, portal });
  } finally {
    await portal.close();
    await database.drop();
  }
}

/** Runs `bench` like `withPortal`, with a bare node:http server beside the portal to weigh it against. */
export function withPortalAndBare<T>(
  bench: (servers: PortalServers & { bare: Awaited<ReturnType<typeof startBareServer>> }) => Promise<T>,
): Promise<T> {
  return withPortal({}, async (servers) => {
    const bare = await startBareServer();
    try {
      return await bench({ ...servers, bare });
    } finally {
      await bare.close();
    }
  });
}
