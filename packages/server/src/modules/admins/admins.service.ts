import {
  type AdminAccount,
  type AdminSwitches,
  type CreateAdminRequest,
  fullSwitches,
  type Language,
  type UpdateAdminRequest,
} from '@irama/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { endUserSessions, isEmailInUse, replacePassword, storePasswordToken } from '../auth/index.ts';
import { assertOwner, emailTaken, type ProfileDeps } from '../profile/index.ts';
import {
  deleteAdmin,
  findCompanyAccount,
  findCompanyAccounts,
  insertAdmin,
  updateAccount,
} from './admins.repository.ts';
import { INVITATION_TTL_MS, invitationLink, invitationMail } from './invitation-mail.ts';

function toAdminAccount(row: UserRow): AdminAccount {
  const isOwner = row.role === 'owner';
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    name: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    role: isOwner ? 'owner' : 'admin',
    switches: fullSwitches(JSON.parse(row.switches) as AdminSwitches, isOwner),
    is_disabled: Boolean(row.is_disabled),
    is_invitation_pending: row.password_hash === null && row.google_sub === null,
    created_at: row.created_at,
  };
}

async function loadAccount(deps: Pick<ProfileDeps, 'db'>, caller: Caller, id: number): Promise<UserRow> {
  const row = await findCompanyAccount(deps.db, companyScope(caller.company.id), id);
  if (!row) throw notFound();
  return row;
}

/** The company's owner and admins with their switches (owner only). */
export async function listAdmins(deps: Pick<ProfileDeps, 'db'>, caller: Caller) {
  assertOwner(caller);
  const rows = await findCompanyAccounts(deps.db, companyScope(caller.company.id));
  return { results: rows.map(toAdminAccount), total: rows.length };
}

/** One account of the company (owner only); another company's id is not found. */
export async function getAdmin(deps: Pick<ProfileDeps, 'db'>, caller: Caller, id: number): Promise<AdminAccount> {
  assertOwner(caller);
  return toAdminAccount(await loadAccount(deps, caller, id));
}

/**
 * Creates an admin without a password and mails them a 7-day set-password link in the owner's
 * language (owner only). The mail goes after the commit, so a rolled-back admin gets none.
 */
export async function createAdmin(deps: ProfileDeps, caller: Caller, input: CreateAdminRequest): Promise<AdminAccount> {
  assertOwner(caller);
  if (await isEmailInUse(deps.db, input.email)) throw emailTaken();
  const companyId = caller.company.id;
  const token = newToken();
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const userId = await insertAdmin(trx, companyScope(companyId), { ...input, language: caller.user.language });
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS).toISOString();
      await storePasswordToken(trx, companyId, userId, token, expiresAt);
      return userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await deps.mailer.send(
    invitationMail({
      to: input.email,
      language: caller.user.language as Language,
      inviterName: `${caller.user.firstname} ${caller.user.lastname}`.trim(),
      companyName: caller.company.company,
      link: invitationLink(deps.publicUrl, token),
    }),
  );
  return getAdmin(deps, caller, id);
}

/**
 * Changes an account's names, email, switches or disabled flag (owner only). Nobody changes an
 * owner's switches or disables an owner, the caller included; disabling ends every session.
 */
export async function updateAdmin(
  deps: Pick<ProfileDeps, 'db'>,
  caller: Caller,
  id: number,
  input: UpdateAdminRequest,
): Promise<AdminAccount> {
  assertOwner(caller);
  const target = await loadAccount(deps, caller, id);
  if (target.role === 'owner') {
    // A form may send the owner's row back unchanged: only a real change is refused.
    const isSwitchChange = input.switches !== undefined && Object.values(input.switches).some((on) => on === false);
    if (isSwitchChange || input.is_disabled === true) throw new AppError('profile.cannot_change_own_switches');
  }
  const { switches, ...rest } = input;
  const mergedSwitches =
    switches && target.role === 'admin'
      ? { ...(JSON.parse(target.switches) as AdminSwitches), ...switches }
      : undefined;
  if (input.email !== undefined && (await isEmailInUse(deps.db, input.email, id))) throw emailTaken();
  try {
    await updateAccount(deps.db, companyScope(caller.company.id), id, { ...rest, switches: mergedSwitches });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (input.is_disabled === true) await endUserSessions(deps.db, caller.company.id, id);
  return getAdmin(deps, caller, id);
}

/** Sets an admin's password (owner only) and ends every session of that admin. */
export async function setAdminPassword(
  deps: Pick<ProfileDeps, 'db' | 'hasher'>,
  caller: Caller,
  id: number,
  password: string,
): Promise<void> {
  assertOwner(caller);
  const target = await loadAccount(deps, caller, id);
  // The owner's own password changes only through PUT /changepassword, with the current one.
  if (target.role !== 'admin') throw new AppError('permission_denied');
  await replacePassword(deps.db, caller.company.id, id, await deps.hasher.hash(password));
}

/** Deletes an admin (owner only); the owner's account cannot be deleted. */
export async function removeAdmin(deps: Pick<ProfileDeps, 'db'>, caller: Caller, id: number): Promise<void> {
  assertOwner(caller);
  const target = await loadAccount(deps, caller, id);
  if (target.role !== 'admin') throw new AppError('profile.cannot_delete_owner');
  await deleteAdmin(deps.db, companyScope(caller.company.id), id);
}
