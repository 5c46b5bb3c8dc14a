import { EmailSchema, requiredText, type UserRole } from '@irama/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { findDistributorCompany } from '../../db/distributor.ts';
import type { UserRow } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { createDistributorCompany, findCompanyById } from '../companies/index.ts';
import { issueResetLink } from './password-reset.service.ts';
import { findUserByEmail, insertUser } from './user.repository.ts';

/** The distributor company's name when `--company` does not give one. */
export const DEFAULT_DISTRIBUTOR_NAME = 'Irama';

const STAFF_ROLE: UserRole = 'staff';

/** A new staff account: its email, and the name of the person and of a distributor not yet created. */
export const StaffAccountInputSchema = z.object({
  email: EmailSchema,
  name: requiredText(120).optional(),
  company: requiredText(120).optional(),
});
export type StaffAccountInput = z.infer<typeof StaffAccountInputSchema>;

export type StaffAccountDeps = { db: Db; publicUrl: string };

/** The staff account and its company, whether each was made now, and the set-password link. */
export type StaffAccount = {
  company: { id: number; name: string; isCreated: boolean };
  user: { id: number; email: string; isCreated: boolean };
  link: string;
  expiresAt: string;
};

/**
 * Creates the distributor company when there is none and a staff user in it without a password,
 * and issues a single-use link to set one. An email that is already an enabled staff user's gets
 * a fresh link instead (an expired or lost first link is not a dead end); any other user's email
 * is `profile.email_taken`.
 */
export async function createStaffAccount(deps: StaffAccountDeps, input: StaffAccountInput): Promise<StaffAccount> {
  return deps.db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, ALL_COMPANIES, input.email);
    if (existing) return reissueStaffLink(trx, deps.publicUrl, existing);
    const found = await findDistributorCompany(trx);
    const company = found ?? (await createDistributorCompany(trx, input.company ?? DEFAULT_DISTRIBUTOR_NAME));
    const userId = await insertUser(trx, companyScope(company.id), {
      ...splitName(input.name ?? input.email.slice(0, input.email.indexOf('@'))),
      role: STAFF_ROLE,
      email: input.email,
      password_hash: null,
      language: 'id',
      switches: '{}',
      is_disabled: false,
    });
    const issued = await issueResetLink(trx, deps.publicUrl, { id: userId, company_id: company.id });
    return {
      company: { id: company.id, name: company.name, isCreated: !found },
      user: { id: userId, email: input.email, isCreated: true },
      ...issued,
    };
  });
}

async function reissueStaffLink(db: Db, publicUrl: string, user: UserRow): Promise<StaffAccount> {
  const company = await findCompanyById(db, user.company_id);
  if (user.role !== STAFF_ROLE || !company?.is_distributor) {
    throw new AppError('profile.email_taken', {
      detail: `${user.email} already belongs to a user who is not distributor staff`,
    });
  }
  if (user.is_disabled) {
    throw new AppError('conflict', { detail: `${user.email} is a disabled staff account; no link was made` });
  }
  const issued = await issueResetLink(db, publicUrl, user);
  return {
    company: { id: company.id, name: company.name, isCreated: false },
    user: { id: user.id, email: user.email, isCreated: false },
    ...issued,
  };
}

/** "First Last Name" as a first name and the rest; a single word has an empty last name. */
function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}
