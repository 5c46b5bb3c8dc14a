import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, updateScoped } from '../../db/scoped-queries.ts';

export type LiveSessionRow = {
  session_id: number;
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  language: string;
  role: string;
  profile_image_url: string | null;
  switches: string;
  company_id: number;
  company_name: string;
  group_name: string;
  services: string;
  features: string;
  logo_url: string | null;
  is_sub_aggregator: boolean | number;
  is_distributor: boolean | number;
  parent_id: number | null;
};

// Sessions are found by token before the company is known: the token is the only scope there is.

/** A token issued to a user now, as sessions and reset tokens store it: by its hash alone. */
export interface IssuedToken {
  userId: number;
  tokenHash: string;
  expiresAt: string;
}

/** The columns of an issued token's row, company aside. */
export function issuedTokenColumns(token: IssuedToken) {
  return { user_id: token.userId, token_hash: token.tokenHash, created_at: nowIso(), expires_at: token.expiresAt };
}

/** Stores a new session for a user; the token is kept only as its hash. */
export async function insertSession(
  db: Db,
  scope: CompanyScope,
  values: IssuedToken & { userAgent: string | null },
): Promise<number> {
  const row = await insertScoped(db, 'sessions', scope, { ...issuedTokenColumns(values), user_agent: values.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a live session is read from (`selectLiveSession`). */
export const LIVE_SESSION_TABLES = ['sessions', 'users', 'companies'] as const;

const selectLiveSession = preparedQuery<LiveSessionRow, 'tokenHash' | 'now'>((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .where('sessions.token_hash', '=', slot('tokenHash'))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', slot('now'))
    .where('users.is_disabled', '=', false)
    .select([
      'sessions.id as session_id',
      'users.id as user_id',
      'users.firstname',
      'users.lastname',
      'users.email',
      'users.language',
      'users.role',
      'users.profile_image_url',
      'users.switches',
      'companies.id as company_id',
      'companies.name as company_name',
      'companies.group_name',
      'companies.services',
      'companies.features',
      'companies.logo_url',
      'companies.is_sub_aggregator',
      'companies.is_distributor',
      'companies.parent_id',
    ]),
);

/** The live session of a token hash with its user and company rows, in one query. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSessionRow | undefined> {
  const [row] = await selectLiveSession(db, { tokenHash, now: nowIso() });
  return row;
}

export async function revokeSession(db: Db, scope: Scope, sessionId: number): Promise<void> {
  await updateScoped(db, 'sessions', scope)
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, scope: Scope, userId: number, keepSessionId?: number): Promise<void> {
  let query = updateScoped(db, 'sessions', scope)
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
