/**
 * Tables that are not scoped to one company. Every other table must carry a NOT NULL
 * `company_id` with a foreign key to `companies(id)` (test/schema.test.ts). Adding a table here
 * is a reviewed decision: say in one line why its rows belong to no company.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  companies: 'the tenant root itself',
  registrations: 'sign-ups waiting for email verification, before their company exists',
  kysely_migration: "Kysely's record of applied migrations",
  kysely_migration_lock: "Kysely's migration lock",
};

/**
 * Tables whose rows carry a NOT NULL `company_id` without a foreign key, because one is checked for
 * them another way. Adding a table here is a reviewed decision: say in one line how the key still holds.
 */
export const UNKEYED_TENANT_TABLES: Readonly<Record<string, string>> = {
  usage_facts:
    'bulk-loaded by the ingest only, in the transaction that writes a rollup row of the same company, and rollups keep the key (migration 0007)',
};
