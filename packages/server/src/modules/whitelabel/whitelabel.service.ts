import {
  type BrandColors,
  checkContrast,
  DEFAULT_APP_NAME,
  GROUP_COLORS,
  type UpdateWhitelabelRequest,
  type WhitelabelConfig,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ALL_COMPANIES, type CompanyScope, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError } from '../../lib/errors.ts';
import { whitelabelConfigOf } from '../branding/index.ts';
import { findHosts, findHostsOfOtherCompanies, replaceHosts, upsertWhitelabelConfig } from './whitelabel.repository.ts';

/** The caller's company, whose white-label branding only the owner of a sub-aggregator configures (SPEC §1, §6). */
function whitelabelCompany(caller: Caller): CompanyScope {
  if (caller.user.role !== 'owner' || !caller.company.is_sub_aggregator) throw new AppError('permission_denied');
  return companyScope(caller.company.id);
}

function contrastOf(colors: BrandColors) {
  return {
    white_on_main: checkContrast('#ffffff', colors.main),
    dark_on_menu: checkContrast(colors.dark, colors.menu),
  };
}

/** The caller's white-label configuration, or the defaults it would start from, with a contrast report. */
export async function getWhitelabel(db: Db, caller: Caller): Promise<WhitelabelConfig> {
  const scope = whitelabelCompany(caller);
  const [row, hosts] = await Promise.all([whitelabelConfigOf(db, scope.companyId), findHosts(db, scope)]);
  if (!row) {
    const colors = GROUP_COLORS[caller.company.group_name];
    return {
      app_name: DEFAULT_APP_NAME,
      company_name: caller.company.company,
      login_background_url: null,
      app_logo_url: null,
      company_logo_url: caller.company.logo_url,
      colors,
      hosts,
      is_configured: false,
      contrast: contrastOf(colors),
      updated_at: null,
    };
  }
  const colors = JSON.parse(row.colors) as BrandColors;
  return {
    app_name: row.app_name,
    company_name: row.company_name,
    login_background_url: row.login_background_url,
    app_logo_url: row.app_logo_url,
    company_logo_url: row.company_logo_url,
    colors,
    hosts,
    is_configured: true,
    contrast: contrastOf(colors),
    updated_at: row.updated_at,
  };
}

function hostTaken(requested: string[], taken: string[]): AppError {
  const fieldErrors: Record<string, string> = {};
  requested.forEach((host, index) => {
    if (taken.includes(host)) fieldErrors[`hosts.${index}`] = 'whitelabel.host_taken';
  });
  return new AppError('conflict', { fieldErrors });
}

/**
 * Saves the caller's white-label configuration and host list in one transaction; a host that
 * another company serves is a conflict. Branding reads these tables, so it applies at once.
 */
export async function updateWhitelabel(
  db: Db,
  caller: Caller,
  input: UpdateWhitelabelRequest,
): Promise<WhitelabelConfig> {
  const scope = whitelabelCompany(caller);
  const taken = await findHostsOfOtherCompanies(db, ALL_COMPANIES, scope.companyId, input.hosts);
  if (taken.length > 0) throw hostTaken(input.hosts, taken);
  const { hosts, ...config } = input;
  try {
    await db.transaction().execute(async (trx) => {
      await upsertWhitelabelConfig(trx, scope, config);
      await replaceHosts(trx, scope, hosts);
    });
  } catch (error) {
    // Another company took a host between the check and the insert.
    if (isUniqueViolation(error))
      throw hostTaken(hosts, await findHostsOfOtherCompanies(db, ALL_COMPANIES, scope.companyId, hosts));
    throw error;
  }
  return getWhitelabel(db, caller);
}
