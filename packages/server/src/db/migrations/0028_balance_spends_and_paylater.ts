import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// What the DSP balance pays for (a Music Bank licence, a paylater repayment taken from a credit), and
// paylater: licence fees the distributor paid for a company, repaid from its later credits, with one
// line per opening and per repayment. A paylater names its Music Bank request by id and reference
// without a foreign key: the request belongs to the musicbank module, the debt to this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const byUser = (name: string) => (table: Parameters<typeof c.companyId>[0]) =>
    table.addColumn(name, 'integer', (col) => col.references('users.id').onDelete('set null'));
  const ledgerEntry = (table: Parameters<typeof c.companyId>[0]) =>
    table.addColumn('ledger_entry_id', 'integer', (col) => col.references('ledger_entries.id').onDelete('set null'));

  await c
    .id(db.schema.createTable('balance_spends'))
    .$call(c.companyId)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_idr', c.bigint, (col) => col.notNull())
    .$call((table) => c.texts(table, ['subject', 'detail']))
    .$call(ledgerEntry)
    .addColumn('source', 'text')
    .addColumn('period', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .$call(byUser('created_by'))
    .execute();
  await c.index('balance_spends_company', 'balance_spends', ['company_id', 'kind']);
  await c.index('balance_spends_ledger_entry', 'balance_spends', ['ledger_entry_id']);

  // One paylater per request: a retried or racing payment can never lend twice for the same licence.
  await c
    .id(db.schema.createTable('paylaters'))
    .$call(c.companyId)
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'integer', (col) => col.notNull().unique())
    .$call((table) => c.texts(table, ['request_reference', 'item_title']))
    .$call((table) => c.bigints(table, ['fee_idr', 'service_charge_idr', 'total_idr', 'repaid_idr']))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .$call(byUser('created_by'))
    .addColumn('repaid_at', c.timestamp)
    .execute();
  await c.index('paylaters_company', 'paylaters', ['company_id', 'status', 'id']);

  await c
    .id(db.schema.createTable('paylater_transactions'))
    .$call(c.companyId)
    .addColumn('paylater_id', 'integer', (col) => col.notNull().references('paylaters.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .$call((table) => c.bigints(table, ['amount_idr', 'outstanding_after_idr']))
    .$call(ledgerEntry)
    .addColumn('credit_source', 'text')
    .addColumn('credit_period', 'text')
    .addColumn('credit_amount_idr', c.bigint)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('paylater_transactions_company', 'paylater_transactions', ['company_id', 'id']);
  await c.index('paylater_transactions_paylater', 'paylater_transactions', ['paylater_id', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['paylater_transactions', 'paylaters', 'balance_spends']) {
    await db.schema.dropTable(table).execute();
  }
}
