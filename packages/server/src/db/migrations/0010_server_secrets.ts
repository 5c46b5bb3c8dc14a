import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Secrets every instance of the server shares, made once and kept here so that instances behind a
// load balancer agree without configuration: the key that signs release file URLs is the first.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
