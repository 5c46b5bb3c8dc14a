import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// The DSP balance: withdrawals with the bank data they go to, amounts staff hold back, the
// idempotency keys that make a retried confirmation answer its first response, and the money audit
// log. The log is append-only in the database itself: a trigger refuses every update and delete.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const by = (name: string) => (table: Parameters<typeof c.companyId>[0]) =>
    table.addColumn(name, 'integer', (col) => col.references('users.id').onDelete('set null'));

  await c
    .id(db.schema.createTable('withdrawals'))
    .$call(c.companyId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .$call(by('requested_by'))
    .addColumn('status', 'text', (col) => col.notNull())
    .$call((table) => c.bigints(table, ['amount_idr', 'bank_charge_idr', 'total_idr']))
    .$call((table) => c.texts(table, ['bank_name', 'account_number', 'bank_branch', 'account_holder']))
    .addColumn('payment_code', 'text', (col) => col.unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('process_by', c.timestamp, (col) => col.notNull())
    .addColumn('paid_at', c.timestamp)
    .$call(by('paid_by'))
    .addColumn('rejected_at', c.timestamp)
    .$call(by('rejected_by'))
    .addColumn('reject_reason', 'text')
    .execute();
  await c.index('withdrawals_company', 'withdrawals', ['company_id', 'status', 'id']);
  await c.index('withdrawals_status', 'withdrawals', ['status', 'id']);

  await c
    .id(db.schema.createTable('balance_holds'))
    .$call(c.companyId)
    .addColumn('amount_idr', c.bigint, (col) => col.notNull())
    .$call((table) => c.texts(table, ['reason', 'note']))
    .addColumn('isrc', 'text')
    .addColumn('track_title', 'text')
    .addColumn('store', 'text')
    .addColumn('period', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .$call(by('created_by'))
    .addColumn('released_at', c.timestamp)
    .$call(by('released_by'))
    .addColumn('release_note', 'text')
    .execute();
  await c.index('balance_holds_company', 'balance_holds', ['company_id', 'released_at']);

  await c
    .id(db.schema.createTable('idempotency_keys'))
    .$call(c.companyId)
    .addColumn('key', 'text', (col) => col.notNull())
    .$call(by('user_id'))
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_key', ['company_id', 'key'])
    .execute();

  // No foreign key to users: a user's deletion would have to update the row, which the log refuses.
  await c
    .id(db.schema.createTable('money_audit'))
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .$call(c.companyId)
    .addColumn('account', 'text', (col) => col.notNull())
    .$call((table) =>
      c.bigints(table, [
        'amount_idr',
        'balance_before_idr',
        'balance_after_idr',
        'available_before_idr',
        'available_after_idr',
      ]),
    )
    .$call((table) => c.texts(table, ['subject', 'detail']))
    .execute();
  await c.index('money_audit_company', 'money_audit', ['company_id', 'account', 'id']);

  if (c.isPostgres) {
    await sql`create function money_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'money_audit is append-only'; end $$`.execute(db);
    await sql`create trigger money_audit_no_change before update or delete on money_audit
      for each row execute function money_audit_append_only()`.execute(db);
    await sql`create trigger money_audit_no_truncate before truncate on money_audit
      for each statement execute function money_audit_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`money_audit_no_${event}`)} before ${sql.raw(event)} on money_audit
        begin select raise(abort, 'money_audit is append-only'); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['money_audit', 'idempotency_keys', 'balance_holds', 'withdrawals']) {
    await db.schema.dropTable(table).execute();
  }
  if (columnsFor(db).isPostgres) await sql`drop function money_audit_append_only()`.execute(db);
}
