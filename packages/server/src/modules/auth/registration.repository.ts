import type { GroupName, PermissionKey, ServiceName } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

// A registration exists before its company does: its token is the only scope there is.

/** Stores a sign-up waiting for its email to be verified; the token is kept only as its hash. */
export async function insertRegistration(
  db: Db,
  values: {
    email: string;
    companyName: string;
    firstname: string;
    lastname: string;
    passwordHash: string;
    language: string;
    tokenHash: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('registrations')
    .values({
      email: values.email,
      company_name: values.companyName,
      firstname: values.firstname,
      lastname: values.lastname,
      password_hash: values.passwordHash,
      language: values.language,
      token_hash: values.tokenHash,
      created_at: nowIso(),
      expires_at: values.expiresAt,
    })
    .execute();
}

/**
 * Marks an unverified, unexpired registration as verified and returns it, or undefined. One
 * UPDATE does both, so a link opened twice at once creates one account.
 */
export function claimRegistration(db: Db, tokenHash: string) {
  const now = nowIso();
  return db
    .updateTable('registrations')
    .set({ verified_at: now })
    .where('token_hash', '=', tokenHash)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['email', 'company_name', 'firstname', 'lastname', 'password_hash', 'language'])
    .executeTakeFirst();
}

/** Creates the company of a verified sign-up and returns its id. */
export async function insertSignupCompany(
  db: Db,
  company: {
    name: string;
    groupName: GroupName;
    services: readonly ServiceName[];
    features: readonly PermissionKey[];
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('companies')
    .values({
      name: company.name,
      group_name: company.groupName,
      services: JSON.stringify(company.services),
      features: JSON.stringify(company.features),
      is_sub_aggregator: false,
      is_distributor: false,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
