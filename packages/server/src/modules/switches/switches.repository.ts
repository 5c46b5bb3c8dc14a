import type { SwitchKey } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import './switches.tables.ts';

// A switch is the whole portal's; its rows belong to the distributor that set it. Reads of the
// portal's switches pass every company's scope.

/** The switches in the scope that have a stored state, on or off. */
export function findSwitchRows(db: Db, scope: Scope) {
  return selectScoped(db, 'feature_switches', scope).select(['key', 'is_on']).execute();
}

/** One switch's stored state, or undefined when it was never set. */
export function findSwitchRow(db: Db, scope: Scope, key: SwitchKey) {
  return selectScoped(db, 'feature_switches', scope).select('is_on').where('key', '=', key).executeTakeFirst();
}

/**
 * Turns a switch to `isOn` when it is the other way (a switch never set is off, and is first stored
 * as the scope's distributor's), and says whether it changed: the update's condition decides, so of
 * two racing changes to the same state one changes it. The update finds the switch by key alone: a
 * switch is the portal's, whichever distributor's staff stored it first.
 */
export async function turnSwitch(
  db: Db,
  scope: CompanyScope,
  key: SwitchKey,
  isOn: boolean,
  at: string,
): Promise<boolean> {
  await insertScoped(db, 'feature_switches', scope, { key, is_on: false, updated_at: at })
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
  scope: CompanyScope,
  change: { key: SwitchKey; isOn: boolean; actorUserId: number; at: string },
): Promise<void> {
  await insertScoped(db, 'feature_switch_audit', scope, {
    key: change.key,
    was_on: !change.isOn,
    is_on: change.isOn,
    actor_user_id: change.actorUserId,
    at: change.at,
  }).execute();
}

/** The newest `limit` changes of every switch in the scope, newest first, with the staff email. */
export function findSwitchAudit(db: Db, scope: Scope, limit: number) {
  return db
    .selectFrom('feature_switch_audit as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.key', 'a.was_on', 'a.is_on', 'a.at', 'u.email as actor'])
    .where(inScope(scope, 'a.company_id'))
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
