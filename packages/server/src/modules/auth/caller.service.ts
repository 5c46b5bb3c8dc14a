import {
  type AdminSwitches,
  effectivePermissions,
  type Language,
  type Permissions,
  type UserRole,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { recentReads } from '../../db/recent-reads.ts';
import type { Caller } from '../../lib/caller.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type CompanyLists, companySummaryOf, parseCompanyLists } from '../companies/index.ts';
import { findLiveSession, LIVE_SESSION_TABLES, type LiveSessionRow } from './session.repository.ts';

type Grants = CompanyLists & { permissions: Permissions };

// Every request of a user parses the same JSON columns to the same permissions, and few
// distinct combinations exist; past this many the cache starts over rather than grow.
const GRANTS_CACHE_LIMIT = 1000;
const grantsByColumns = new Map<string, Grants>();

/**
 * A company's services and features and a user's permissions, from the text of their JSON
 * columns, parsed once per distinct text. Shared between callers, so frozen: code that tried to
 * change a caller's lists would fail loudly instead of changing them for everyone.
 */
function grantsOf(row: LiveSessionRow): Grants {
  const key = `${row.role}\u0000${row.services}\u0000${row.features}\u0000${row.switches}`;
  const cached = grantsByColumns.get(key);
  if (cached) return cached;
  const lists = parseCompanyLists(row);
  const permissions = effectivePermissions(
    lists.features,
    row.role as UserRole,
    JSON.parse(row.switches) as AdminSwitches,
  );
  const grants = {
    services: Object.freeze(lists.services) as CompanyLists['services'],
    features: Object.freeze(lists.features) as CompanyLists['features'],
    permissions: Object.freeze(permissions),
  };
  if (grantsByColumns.size >= GRANTS_CACHE_LIMIT) grantsByColumns.clear();
  grantsByColumns.set(key, grants);
  return grants;
}

/**
 * Finds the caller behind a bearer token, or null when the token is unknown, expired or revoked.
 * A page asks several things at once with one token: the session is read once for them
 * (`recentReads`), and a sign-out, a revoke or any change to a user or company in this process
 * is seen by the next request. Writes to other tables keep it: a user sending messages is not
 * read again for each.
 */
export function callerResolver(db: Db): (token: string) => Promise<Caller | null> {
  const callerOfToken = recentReads(
    db,
    async (tokenHash: string) => {
      const row = await findLiveSession(db, tokenHash);
      return row ? callerOf(row) : null;
    },
    { readsFrom: LIVE_SESSION_TABLES },
  );
  return (token) => callerOfToken(hashToken(token));
}

/** Shared by the requests that read it together, so frozen like the grants. */
function callerOf(row: LiveSessionRow): Caller {
  const { permissions, ...lists } = grantsOf(row);
  const company = companySummaryOf(
    {
      id: row.company_id,
      name: row.company_name,
      group_name: row.group_name,
      logo_url: row.logo_url,
      is_sub_aggregator: row.is_sub_aggregator,
      parent_id: row.parent_id,
    },
    lists,
  );
  const role = row.role as UserRole;
  return Object.freeze({
    sessionId: row.session_id,
    user: Object.freeze({
      id: row.user_id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      language: row.language as Language,
      role,
      profile_image_url: row.profile_image_url,
    }),
    company: Object.freeze(company),
    permissions,
    isDistributorStaff: role === 'staff' && Boolean(row.is_distributor),
  });
}
