import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Company-data changes that distributor support approves before they apply (SPEC §6).
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  await c
    .id(db.schema.createTable('company_change_requests'))
    .$call(c.companyId)
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('decided_at', c.timestamp)
    .execute();
  await c.index('company_change_requests_status', 'company_change_requests', ['status', 'created_at']);
  // At most one pending change per field: a newer request replaces the pending value.
  await db.schema
    .createIndex('company_change_requests_one_pending')
    .on('company_change_requests')
    .columns(['company_id', 'field'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_change_requests').execute();
}
