import { type Kysely, sql } from 'kysely';
import { columnsFor } from '../columns.ts';

// Music Bank: the songs staff list for every partner (with a demo recording stored under DATA_DIR)
// and each company's requests to license one. A request keeps the fee and terms it was asked and
// accepted at, so a later edit of the song never changes what a partner agreed to.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);
  const by = (name: string) => (table: Parameters<typeof c.companyId>[0]) =>
    table.addColumn(name, 'integer', (col) => col.references('users.id').onDelete('set null'));

  await c
    .id(db.schema.createTable('musicbank_items'))
    // Writers are a JSON array of names, as credited.
    .$call((table) => c.texts(table, ['title', 'writers', 'genre', 'mood', 'language', 'lyrics', 'terms']))
    .addColumn('fee_idr', c.bigint, (col) => col.notNull())
    .addColumn('is_exclusive', c.flag, c.falseDefault)
    .addColumn('is_listed', c.flag, c.falseDefault)
    // Title and writers folded to lower case without accents: what the catalogue's search reads.
    .addColumn('search_text', 'text', (col) => col.notNull())
    // The demo: 128 random bits, hex, name the file in storage and in its signed URL.
    .addColumn('demo_file_id', 'text', (col) => col.unique())
    .addColumn('demo_path', 'text')
    .addColumn('demo_mime', 'text')
    .addColumn('demo_name', 'text')
    .addColumn('demo_size', c.bigint)
    .addColumn('demo_seconds', 'integer')
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('musicbank_items_listed', 'musicbank_items', ['is_listed', 'genre', 'id']);

  await c
    .id(db.schema.createTable('musicbank_requests'))
    .$call(c.companyId)
    .addColumn('item_id', 'integer', (col) => col.notNull().references('musicbank_items.id'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .$call((table) => c.texts(table, ['intended_release', 'message']))
    .addColumn('fee_idr', c.bigint, (col) => col.notNull())
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('declined_because', 'text')
    .addColumn('decline_reason', 'text')
    .$call(by('requested_by'))
    .$call(by('decided_by'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('decided_at', c.timestamp)
    .addColumn('pay_by', c.timestamp)
    .addColumn('paid_at', c.timestamp)
    .addColumn('payment_method', 'text')
    // The paylater module's row that paid it; no foreign key, as that module names the request by id.
    .addColumn('paylater_id', 'integer')
    .addColumn('closed_at', c.timestamp)
    .execute();
  await c.index('musicbank_requests_company', 'musicbank_requests', ['company_id', 'status', 'id']);
  await c.index('musicbank_requests_item', 'musicbank_requests', ['item_id', 'status']);
  // The expiry sweep reads requests in need of action by the day they must be paid by.
  await c.index('musicbank_requests_due', 'musicbank_requests', ['status', 'pay_by']);
  // One open request per company and song: of two racing requests the index lets exactly one in.
  await db.schema
    .createIndex('musicbank_requests_open')
    .on('musicbank_requests')
    .columns(['company_id', 'item_id'])
    .unique()
    .where(sql<boolean>`status in ('on_request', 'need_action')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('musicbank_requests').execute();
  await db.schema.dropTable('musicbank_items').execute();
}
