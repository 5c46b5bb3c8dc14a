import type { AdminSwitches } from '@irama/contracts';
import { type Db, nowIso } from '../../db/database.ts';
import { findOwnedRow, updateOwnedRow } from '../../db/owned-rows.ts';
import type { UserRow } from '../../db/schema.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../db/scoped-queries.ts';

const ACCOUNT_ROLES = ['owner', 'admin'];

/** The owner and admins of the scope's company, owner first, then by creation. */
export function findCompanyAccounts(db: Db, scope: Scope): Promise<UserRow[]> {
  return selectScoped(db, 'users', scope)
    .selectAll()
    .where('role', 'in', ACCOUNT_ROLES)
    .orderBy((eb) => eb.case().when('role', '=', 'owner').then(0).else(1).end())
    .orderBy('id')
    .execute();
}

/** One owner or admin account in the scope, or undefined (another company's id included). */
export async function findCompanyAccount(db: Db, scope: Scope, userId: number): Promise<UserRow | undefined> {
  const user = await findOwnedRow(db, 'users', scope, userId);
  return user && ACCOUNT_ROLES.includes(user.role) ? user : undefined;
}

/** Creates an admin without a password (it is set from the invitation link). */
export async function insertAdmin(
  db: Db,
  scope: CompanyScope,
  values: { firstname: string; lastname: string; email: string; language: string; switches: AdminSwitches },
): Promise<number> {
  const now = nowIso();
  const row = await insertScoped(db, 'users', scope, {
    role: 'admin',
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password_hash: null,
    language: values.language,
    switches: JSON.stringify(values.switches),
    is_disabled: false,
    created_at: now,
    updated_at: now,
  })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the given fields of an account; fields left out keep their value. */
export async function updateAccount(
  db: Db,
  scope: Scope,
  userId: number,
  values: { firstname?: string; lastname?: string; email?: string; switches?: AdminSwitches; is_disabled?: boolean },
): Promise<void> {
  const { switches, ...rest } = values;
  await updateOwnedRow(db, 'users', scope, userId, {
    ...rest,
    ...(switches ? { switches: JSON.stringify(switches) } : {}),
    updated_at: nowIso(),
  });
}

/** Deletes an admin account; its sessions and reset tokens go with it (foreign-key cascade). */
export async function deleteAdmin(db: Db, scope: Scope, userId: number): Promise<void> {
  await deleteScoped(db, 'users', scope).where('id', '=', userId).where('role', '=', 'admin').execute();
}
