import { type AdminSwitches, effectivePermissions, type Language, type UserRole } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import { toCompanySummary } from '../companies/company.mapper.ts';
import type { Caller } from './caller.ts';
import { findLiveSession } from './session.repository.ts';

/** The caller behind a bearer token, or null when the token is unknown, expired or revoked. */
export async function resolveCaller(db: Db, token: string): Promise<Caller | null> {
  const row = await findLiveSession(db, hashToken(token));
  if (!row) return null;
  const company = toCompanySummary({
    id: row.company_id,
    name: row.company_name,
    group_name: row.group_name,
    services: row.services,
    features: row.features,
    logo_url: row.logo_url,
    is_sub_aggregator: row.is_sub_aggregator,
    parent_id: row.parent_id,
  });
  const role = row.role as UserRole;
  return {
    sessionId: row.session_id,
    user: {
      id: row.user_id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      language: row.language as Language,
      role,
      profile_image_url: row.profile_image_url,
    },
    company,
    permissions: effectivePermissions(company.features, role, JSON.parse(row.switches) as AdminSwitches),
    isDistributorStaff: role === 'staff' && Boolean(row.is_distributor),
  };
}
