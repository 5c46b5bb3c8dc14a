import {
  type AdminSwitches,
  type GroupName,
  PERMISSION_KEYS,
  type PermissionKey,
  type ServiceName,
  type UserRole,
} from '@irama/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { argon2Hasher } from '../../src/lib/passwords.ts';

export const TEST_PASSWORD = 'Correct-horse-42';
let passwordHash: Promise<string> | undefined;

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export type CompanyOptions = {
  name?: string;
  group?: GroupName;
  services?: ServiceName[];
  features?: readonly PermissionKey[];
  parentId?: number | null;
  isSubAggregator?: boolean;
  isDistributor?: boolean;
};

export type UserOptions = {
  email?: string;
  role?: UserRole;
  switches?: AdminSwitches;
  isDisabled?: boolean;
  language?: 'id' | 'en';
  password?: string | null;
};

/** Small builders for tests: companies, users and signed-in sessions. */
export function createFactories(app: FastifyInstance, db: Db) {
  const now = new Date().toISOString();

  async function buildCompany(options: CompanyOptions = {}) {
    const row = await db
      .insertInto('companies')
      .values({
        name: options.name ?? `Company ${next()}`,
        group_name: options.group ?? 'music',
        services: JSON.stringify(options.services ?? ['music', 'youtube', 'dsp']),
        features: JSON.stringify(options.features ?? PERMISSION_KEYS),
        parent_id: options.parentId ?? null,
        is_sub_aggregator: options.isSubAggregator ?? false,
        is_distributor: options.isDistributor ?? false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function buildUser(companyId: number, options: UserOptions = {}) {
    passwordHash ??= argon2Hasher.hash(TEST_PASSWORD);
    const email = (options.email ?? `user${next()}@example.test`).toLowerCase();
    const hash =
      options.password === null
        ? null
        : options.password
          ? await argon2Hasher.hash(options.password)
          : await passwordHash;
    const row = await db
      .insertInto('users')
      .values({
        company_id: companyId,
        role: options.role ?? 'owner',
        firstname: 'Test',
        lastname: 'User',
        email,
        password_hash: hash,
        language: options.language ?? 'id',
        switches: JSON.stringify(options.switches ?? {}),
        is_disabled: options.isDisabled ?? false,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email, companyId };
  }

  /** Signs in through the API and returns the bearer token. */
  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/auth/client', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
    return (response.json() as { data: { token: string } }).data.token;
  }

  /** A company with one user of `role`, signed in. */
  async function buildSignedInUser(company: CompanyOptions = {}, user: UserOptions = {}) {
    const companyId = await buildCompany(company);
    const built = await buildUser(companyId, user);
    const token = await signIn(built.email, user.password ?? TEST_PASSWORD);
    return { ...built, token, headers: { 'x-authorization': `Bearer ${token}` } };
  }

  return { buildCompany, buildUser, signIn, buildSignedInUser };
}

export type Factories = ReturnType<typeof createFactories>;
