import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Caller } from '../auth/caller.ts';
import type { MediaStorage } from '../media/media.storage.ts';

/** What the profile, admin and white-label services need from outside. */
export type ProfileDeps = {
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  storage: MediaStorage;
  /** Origin of every link we mail (PUBLIC_URL), never a request's Host header. */
  publicUrl: string;
};

/** Refuses anyone but the company's account owner (SPEC §6: the owner manages company data and admins). */
export function assertOwner(caller: Caller): void {
  if (caller.user.role !== 'owner') throw new AppError('permission_denied');
}
