import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// The per-user event stream: each user's last event id, and the events kept for a reconnecting
// client to catch up on (notices now, chat messages later), numbered per user. And the audit of
// exchange rate changes, from the staff page or the command line (distributor rows).
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await db.schema
    .createTable('stream_heads')
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_id', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('stream_events')
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'integer', (col) => col.notNull())
    .$call((table) => c.texts(table, ['kind', 'data']))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('stream_events_pk', ['user_id', 'id'])
    .execute();

  await c
    .id(db.schema.createTable('fx_rate_audit'))
    .$call(c.companyId)
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .$call((table) => c.texts(table, ['via', 'period', 'currency']))
    .addColumn('rate_before_scaled', c.bigint)
    .addColumn('rate_after_scaled', c.bigint, (col) => col.notNull())
    .execute();
  await c.index('fx_rate_audit_period', 'fx_rate_audit', ['period', 'currency', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fx_rate_audit').execute();
  await db.schema.dropTable('stream_events').execute();
  await db.schema.dropTable('stream_heads').execute();
}
