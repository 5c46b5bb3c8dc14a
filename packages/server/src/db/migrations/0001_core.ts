import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await c
    .id(db.schema.createTable('companies'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('group_name', 'text', (col) => col.notNull())
    .addColumn('services', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('vat_number', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_branch', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('country', 'text')
    .addColumn('province', 'text')
    .addColumn('city', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('parent_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('is_sub_aggregator', c.flag, c.falseDefault)
    .addColumn('is_distributor', c.flag, c.falseDefault)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('companies_parent_id', 'companies', ['parent_id']);

  await c
    .id(db.schema.createTable('users'))
    .$call(c.companyId)
    .$call((table) => c.texts(table, ['role', 'firstname', 'lastname']))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (col) => col.unique())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('id'))
    .addColumn('profile_image_url', 'text')
    .addColumn('switches', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('is_disabled', c.flag, c.falseDefault)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c.index('users_company_id', 'users', ['company_id']);

  await c
    .id(db.schema.createTable('sessions'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', c.timestamp)
    .addColumn('user_agent', 'text')
    .execute();
  await c.index('sessions_user_id', 'sessions', ['user_id']);

  await c
    .id(db.schema.createTable('password_reset_tokens'))
    .$call(c.companyId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .execute();

  // Sign-ups waiting for their email to be verified: no company exists yet.
  await c
    .id(db.schema.createTable('registrations'))
    .$call((table) => c.texts(table, ['email', 'company_name', 'firstname', 'lastname', 'password_hash', 'language']))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('verified_at', c.timestamp)
    .execute();

  await db.schema
    .createTable('whitelabel_configs')
    .addColumn('company_id', 'integer', (col) =>
      col.primaryKey().notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('login_background_url', 'text')
    .addColumn('app_logo_url', 'text')
    .addColumn('company_logo_url', 'text')
    .addColumn('colors', 'text', (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('whitelabel_hosts')
    .addColumn('host', 'text', (col) => col.primaryKey())
    .$call(c.companyId)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'whitelabel_hosts',
    'whitelabel_configs',
    'registrations',
    'password_reset_tokens',
    'sessions',
    'users',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
