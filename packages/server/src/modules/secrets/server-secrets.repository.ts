import { type Db, nowIso } from '../../db/database.ts';

/**
 * The secret kept under `name`, made by `create` the first time it is asked for. When two
 * instances ask at once, the first insert wins and both read it back, so every instance signs
 * with the same key. Server secrets belong to no company (test/support/global-tables.ts).
 */
export async function findOrCreateServerSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: create(), created_at: nowIso() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
