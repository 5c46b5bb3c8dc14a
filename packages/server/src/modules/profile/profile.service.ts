import type { ChangePasswordRequest, Contact, Language, UpdateContactRequest } from '@irama/contracts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../auth/caller.ts';
import { revokeUserSessions } from '../auth/session.repository.ts';
import { findUser } from '../auth/user.repository.ts';
import type { ProfileDeps } from './profile.deps.ts';
import { isEmailTaken, isUniqueViolation, setUserPasswordHash, updateUserContact } from './profile.repository.ts';

const emailTaken = () => new AppError('profile.email_taken', { fieldErrors: { email: 'profile.email_taken' } });

function toContact(row: UserRow): Contact {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    language: row.language as Language,
    profile_image_url: row.profile_image_url,
  };
}

/** The signed-in user, their company and permissions, as the profile page header needs them. */
export function getProfileInfo(caller: Caller) {
  return { user: caller.user, company: caller.company, permissions: caller.permissions };
}

/** The caller's own contact data. */
export async function getContact(deps: Pick<ProfileDeps, 'db'>, caller: Caller): Promise<Contact> {
  const row = await findUser(deps.db, caller.company.id, caller.user.id);
  if (!row) throw notFound();
  return toContact(row);
}

/** Changes the caller's own names, email and language; an email of another user is refused. */
export async function updateContact(
  deps: Pick<ProfileDeps, 'db'>,
  caller: Caller,
  input: UpdateContactRequest,
): Promise<Contact> {
  if (await isEmailTaken(deps.db, input.email, caller.user.id)) throw emailTaken();
  try {
    await updateUserContact(deps.db, caller.company.id, caller.user.id, input);
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
  deps: Pick<ProfileDeps, 'db' | 'hasher'>,
  caller: Caller,
  input: ChangePasswordRequest,
): Promise<void> {
  const row = await findUser(deps.db, caller.company.id, caller.user.id);
  if (!row) throw notFound();
  const isCurrent = row.password_hash !== null && (await deps.hasher.verify(row.password_hash, input.current_password));
  if (!isCurrent) {
    throw new AppError('profile.current_password_wrong', {
      fieldErrors: { current_password: 'profile.current_password_wrong' },
    });
  }
  await setUserPasswordHash(deps.db, caller.company.id, caller.user.id, await deps.hasher.hash(input.new_password));
  await revokeUserSessions(deps.db, caller.company.id, caller.user.id, caller.sessionId);
}

export { emailTaken };
