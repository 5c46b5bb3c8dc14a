import type { Kysely } from 'kysely';
import { columnsFor } from '../columns.ts';

// Staff's portal-wide feature switches and their audit (distributor rows, as the rate audit), and
// the achievements companies claimed. What earns an achievement is read from the other domains'
// rows; only the claim is stored, with the moment it had been earned.
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(db);

  await db.schema
    .createTable('feature_switches')
    .$call(c.companyId)
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('is_on', c.flag, c.falseDefault)
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('feature_switch_audit'))
    .$call(c.companyId)
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('was_on', c.flag, (col) => col.notNull())
    .addColumn('is_on', c.flag, (col) => col.notNull())
    .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .execute();

  // One claim per company and achievement: of two racing claims the key lets exactly one in.
  await db.schema
    .createTable('achievement_claims')
    .$call(c.companyId)
    .addColumn('achievement_id', 'integer', (col) => col.notNull())
    .addColumn('claimed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('earned_at', c.timestamp, (col) => col.notNull())
    .addColumn('claimed_at', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('achievement_claims_pk', ['company_id', 'achievement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('achievement_claims').execute();
  await db.schema.dropTable('feature_switch_audit').execute();
  await db.schema.dropTable('feature_switches').execute();
}
