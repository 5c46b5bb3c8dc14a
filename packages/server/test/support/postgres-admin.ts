import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Databases the tests make and drop on TEST_DATABASE_URL's server (the benchmarks use them too).

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database the suite made. A pool that has just been closed may still be saying goodbye on
 * the server, so the drop waits for its sessions to end rather than cutting them off (a cut-off
 * session surfaces as an error in whichever process still held it).
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, "database … is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      if (attempt === 100) return adminQuery(url, `drop database if exists ${name} with (force)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name that starts with the base database's name, so what a crash leaves is recognisable. */
export function databaseName(base: string, kind: string): string {
  const own = decodeURIComponent(new URL(base).pathname.slice(1)) || 'postgres';
  return `${own.slice(0, 40)}_${kind}_${randomBytes(6).toString('hex')}`;
}

/** The name of a run's demo world seeded by one worker: the run's template's, so runs side by side keep theirs. */
export const worldDatabaseName = (template: string, worker: string) => `${worldPrefixOf(template)}_w${worker}`;
const worldPrefixOf = (template: string) => template.replace('_template_', '_world_');

/** Drops the demo worlds the workers of the run with this template seeded. */
export async function dropWorldsOf(base: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const prefix = worldPrefixOf(template);
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await dropDatabase(base, datname);
  } finally {
    await client.end();
  }
}
