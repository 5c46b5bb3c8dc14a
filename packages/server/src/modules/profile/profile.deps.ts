import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { createMediaStorage, type MediaStorage } from '../media/index.ts';

/** What the profile, admin and white-label services need from outside. */
export type ProfileDeps = {
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  storage: MediaStorage;
  /** Origin of every link we mail (PUBLIC_URL), never a request's Host header. */
  publicUrl: string;
};

/** The profile and admin services' dependencies from the app context. */
export function createProfileDeps(context: AppContext): ProfileDeps {
  return {
    db: context.database.db,
    hasher: context.hasher,
    mailer: context.mailer,
    storage: createMediaStorage(context),
    publicUrl: context.config.publicUrl,
  };
}

/** Refuses anyone but the company's account owner (SPEC §6: the owner manages company data and admins). */
export function assertOwner(caller: Caller): void {
  if (caller.user.role !== 'owner') throw new AppError('permission_denied');
}
