import type { ChangePasswordRequest, Contact, Language, UpdateContactRequest } from '@irama/contracts';
import { pick } from '@irama/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findCompanyUser, isEmailInUse, replacePassword, updateCompanyUser } from '../auth/index.ts';
import type { ProfileDeps } from './profile.deps.ts';

/** What changing the caller's own account needs: the users table, and the hasher to check the current password. */
type AccountDeps = Pick<ProfileDeps, 'db' | 'hasher'>;

const emailTaken = () => new AppError('profile.email_taken', { fieldErrors: { email: 'profile.email_taken' } });

function toContact(row: UserRow): Contact {
  return {
    ...pick(row, ['firstname', 'lastname', 'email', 'profile_image_url']),
    language: row.language as Language,
  };
}

/** The caller's own user row. */
async function getOwnUser(deps: Pick<ProfileDeps, 'db'>, caller: Caller): Promise<UserRow> {
  const row = await findCompanyUser(deps.db, caller.company.id, caller.user.id);
  if (!row) throw notFound();
  return row;
}

/** The signed-in user, their company and permissions, as the profile page header needs them. */
export function getProfileInfo(caller: Caller) {
  return { user: caller.user, company: caller.company, permissions: caller.permissions };
}

/** The caller's own contact data. */
export async function getContact(deps: Pick<ProfileDeps, 'db'>, caller: Caller): Promise<Contact> {
  const row = await getOwnUser(deps, caller);
  return toContact(row);
}

/** Refuses unless `password` is the user's current one. */
async function assertCurrentPassword(deps: Pick<ProfileDeps, 'hasher'>, row: UserRow, password: string) {
  const isCurrent = row.password_hash !== null && (await deps.hasher.verify(row.password_hash, password));
  if (!isCurrent) {
    throw new AppError('profile.current_password_wrong', {
      fieldErrors: { current_password: 'profile.current_password_wrong' },
    });
  }
}

/**
 * Changes the caller's own names, email and language. The sign-in email moves only with the
 * current password, and never onto another user's email.
 */
export async function updateContact(deps: AccountDeps, caller: Caller, input: UpdateContactRequest): Promise<Contact> {
  const row = await getOwnUser(deps, caller);
  if (input.email !== row.email) {
    if (!input.current_password) {
      throw new AppError('profile.email_change_needs_password', {
        fieldErrors: { current_password: 'profile.email_change_needs_password' },
      });
    }
    await assertCurrentPassword(deps, row, input.current_password);
  }
  if (await isEmailInUse(deps.db, input.email, caller.user.id)) throw emailTaken();
  try {
    const { firstname, lastname, email, language } = input;
    await updateCompanyUser(deps.db, caller.company.id, caller.user.id, { firstname, lastname, email, language });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getContact(deps, caller);
}

/**
 * Changes the caller's password after checking the current one, then ends every other session
 * of the user (a stolen token stops working); the session that made the change stays.
 */
export async function changeOwnPassword(
  deps: AccountDeps,
  caller: Caller,
  input: ChangePasswordRequest,
): Promise<void> {
  const row = await getOwnUser(deps, caller);
  await assertCurrentPassword(deps, row, input.current_password);
  const passwordHash = await deps.hasher.hash(input.new_password);
  await replacePassword(deps.db, caller.company.id, caller.user.id, passwordHash, caller.sessionId);
}

export { emailTaken };
