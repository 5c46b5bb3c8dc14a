import { type OpsSwitches, SWITCH_AUDIT_SHOWN, SWITCH_KEYS, type SwitchKey, type SwitchStates } from '@irama/contracts';
import { type Db, inTransaction, nowIso } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import {
  findSwitchAudit,
  findSwitchRow,
  findSwitchRows,
  insertSwitchAudit,
  turnSwitch,
} from './switches.repository.ts';

/** Every switch's state; one never set is off. */
export async function getSwitchStates(db: Db): Promise<SwitchStates> {
  const rows = await findSwitchRows(db, ALL_COMPANIES);
  const on = new Set(rows.filter((row) => Boolean(row.is_on)).map((row) => row.key));
  return Object.fromEntries(SWITCH_KEYS.map((key) => [key, on.has(key)])) as SwitchStates;
}

/**
 * Whether a switch is on, read from the database on every call: a change reaches the next request
 * of every instance, and the read is one row by its key.
 */
export async function isSwitchOn(db: Db, key: SwitchKey): Promise<boolean> {
  return Boolean((await findSwitchRow(db, ALL_COMPANIES, key))?.is_on);
}

/** Staff's page: the switches and their newest changes. */
export async function getOpsSwitches(db: Db): Promise<OpsSwitches> {
  const [switches, audit] = await Promise.all([
    getSwitchStates(db),
    findSwitchAudit(db, ALL_COMPANIES, SWITCH_AUDIT_SHOWN),
  ]);
  return {
    switches,
    audit: audit.map((row) => ({
      id: row.id,
      key: row.key,
      was_on: Boolean(row.was_on),
      is_on: Boolean(row.is_on),
      actor: row.actor,
      at: row.at,
    })),
  };
}

/** Who turns a switch: a distributor staff user, whose company owns the switch rows. */
export type SwitchActor = { userId: number; distributorId: number };

/**
 * Turns a switch on or off for the whole portal, auditing a change (not a repeat of the state) in
 * its transaction, and answers staff's page as it is then.
 */
export async function setSwitch(db: Db, actor: SwitchActor, key: SwitchKey, isOn: boolean): Promise<OpsSwitches> {
  const at = nowIso();
  await inTransaction(db, async (trx) => {
    const scope = companyScope(actor.distributorId);
    if (await turnSwitch(trx, scope, key, isOn, at)) {
      await insertSwitchAudit(trx, scope, { key, isOn, actorUserId: actor.userId, at });
    }
  });
  return getOpsSwitches(db);
}
