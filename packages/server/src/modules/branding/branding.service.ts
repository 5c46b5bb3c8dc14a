import {
  type BrandColors,
  type Branding,
  type CompanySummary,
  DEFAULT_APP_NAME,
  DEFAULT_BRANDING,
  GROUP_COLORS,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { WhitelabelConfigRow } from '../../db/schema.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { findWhitelabelConfig, findWhitelabelConfigByHost } from './branding.repository.ts';

function fromWhitelabel(config: WhitelabelConfigRow, groupName: Branding['group_name']): Branding {
  return {
    group_name: groupName,
    is_white_label: true,
    app_name: config.app_name,
    company_name: config.company_name,
    login_background_url: config.login_background_url,
    app_logo_url: config.app_logo_url,
    company_logo_url: config.company_logo_url,
    colors: JSON.parse(config.colors) as BrandColors,
  };
}

/**
 * The branding a signed-in company sees: its own white-label configuration when it is a
 * sub-aggregator, its sub-aggregator's when it is a client, otherwise its group's theme.
 */
export async function getCompanyBranding(db: Db, company: CompanySummary): Promise<Branding> {
  const brandOwnerId = company.is_sub_aggregator ? company.id : company.parent_id;
  const config = brandOwnerId === null ? undefined : await findWhitelabelConfig(db, companyScope(brandOwnerId));
  if (config) return fromWhitelabel(config, company.group_name);
  return {
    ...DEFAULT_BRANDING,
    group_name: company.group_name,
    app_name: DEFAULT_APP_NAME,
    company_name: company.company,
    company_logo_url: company.logo_url,
    colors: GROUP_COLORS[company.group_name],
  };
}

/** The branding of the login page on a host: its white-label configuration, or the default. */
export async function getHostBranding(db: Db, host: string): Promise<Branding> {
  const config = await findWhitelabelConfigByHost(db, ALL_COMPANIES, normalizeHost(host));
  return config ? fromWhitelabel(config, null) : DEFAULT_BRANDING;
}

/** Host without port, lower-cased: `Agg.Localhost:8080` → `agg.localhost`. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/** The white-label configuration a company owns, if any. */
export function whitelabelConfigOf(db: Db, companyId: number) {
  return findWhitelabelConfig(db, companyScope(companyId));
}
