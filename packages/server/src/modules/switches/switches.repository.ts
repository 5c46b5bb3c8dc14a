import type { SwitchKey } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import './switches.tables.ts';

/** The switches that have a stored state, on or off. */
export function findSwitchRows(db: Db) {
  return db.selectFrom('feature_switches').select(['key', 'is_on']).execute();
}

/** One switch's stored state, or undefined when it was never set. */
export function findSwitchRow(db: Db, key: SwitchKey) {
  return db.selectFrom('feature_switches').select('is_on').where('key', '=', key).executeTakeFirst();
}

/**
 * Turns a switch to `isOn` when it is the other way (a switch never set is off), and says whether it
 * changed: the update's condition decides, so of two racing changes to the same state one changes it.
 */
export async function turnSwitch(
  db: Db,
  distributorId: number,
  key: SwitchKey,
  isOn: boolean,
  at: string,
): Promise<boolean> {
  await db
    .insertInto('feature_switches')
    .values({ company_id: distributorId, key, is_on: false, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const result = await db
    .updateTable('feature_switches')
    .set({ is_on: isOn, updated_at: at })
    .where('key', '=', key)
    .where('is_on', '=', !isOn)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Audits one change of a switch. */
export async function insertSwitchAudit(
  db: Db,
  distributorId: number,
  change: { key: SwitchKey; isOn: boolean; actorUserId: number; at: string },
): Promise<void> {
  await db
    .insertInto('feature_switch_audit')
    .values({
      company_id: distributorId,
      key: change.key,
      was_on: !change.isOn,
      is_on: change.isOn,
      actor_user_id: change.actorUserId,
      at: change.at,
    })
    .execute();
}

/** The newest `limit` changes of every switch, newest first, with the staff email. */
export function findSwitchAudit(db: Db, limit: number) {
  return db
    .selectFrom('feature_switch_audit as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.key', 'a.was_on', 'a.is_on', 'a.at', 'u.email as actor'])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
