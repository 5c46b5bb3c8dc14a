import type { BrandColors } from '@irama/contracts';
import { type Db, nowIso } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../db/scoped-queries.ts';

/** The hosts the scope's white-label branding is served on, sorted. */
export async function findHosts(db: Db, scope: Scope): Promise<string[]> {
  const rows = await selectScoped(db, 'whitelabel_hosts', scope).select('host').orderBy('host').execute();
  return rows.map((row) => row.host);
}

/**
 * Which of `hosts` a company of the scope other than `companyId` already serves. A host belongs to
 * one company across the whole system, so callers deliberately look with every company's scope
 * (the answer reveals only that the host is taken).
 */
export async function findHostsOfOtherCompanies(
  db: Db,
  scope: Scope,
  companyId: number,
  hosts: string[],
): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await selectScoped(db, 'whitelabel_hosts', scope)
    .select('host')
    .where('host', 'in', hosts)
    .where('company_id', '!=', companyId)
    .execute();
  return rows.map((row) => row.host);
}

/** Creates or replaces the scope's company's white-label configuration. */
export async function upsertWhitelabelConfig(
  db: Db,
  scope: CompanyScope,
  values: {
    app_name: string;
    company_name: string;
    login_background_url: string | null;
    app_logo_url: string | null;
    company_logo_url: string | null;
    colors: BrandColors;
  },
): Promise<void> {
  const row = { ...values, colors: JSON.stringify(values.colors), updated_at: nowIso() };
  await insertScoped(db, 'whitelabel_configs', scope, row)
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
}

/** Makes `hosts` exactly the scope's company's host list. */
export async function replaceHosts(db: Db, scope: CompanyScope, hosts: string[]): Promise<void> {
  let removal = deleteScoped(db, 'whitelabel_hosts', scope);
  if (hosts.length > 0) removal = removal.where('host', 'not in', hosts);
  await removal.execute();
  const kept = new Set(await findHosts(db, scope));
  const added = hosts.filter((host) => !kept.has(host));
  if (added.length > 0) {
    await db
      .insertInto('whitelabel_hosts')
      .values(added.map((host) => ({ host, company_id: scope.companyId })))
      .execute();
  }
}
