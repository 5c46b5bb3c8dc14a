import type { BrandColors } from '@irama/contracts';
import { type Db, nowIso } from '../../db/database.ts';

/** The hosts a company's white-label branding is served on, sorted. */
export async function findHosts(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('whitelabel_hosts')
    .select('host')
    .where('company_id', '=', companyId)
    .orderBy('host')
    .execute();
  return rows.map((row) => row.host);
}

/**
 * Which of `hosts` another company already serves. A host belongs to one company across the
 * whole system, so this check deliberately looks past the caller's company (it reveals only
 * that the host is taken).
 */
export async function findHostsOfOtherCompanies(db: Db, companyId: number, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .selectFrom('whitelabel_hosts')
    .select('host')
    .where('host', 'in', hosts)
    .where('company_id', '!=', companyId)
    .execute();
  return rows.map((row) => row.host);
}

/** Creates or replaces a company's white-label configuration. */
export async function upsertWhitelabelConfig(
  db: Db,
  companyId: number,
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
  await db
    .insertInto('whitelabel_configs')
    .values({ ...row, company_id: companyId })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
}

/** Makes `hosts` exactly the company's host list. */
export async function replaceHosts(db: Db, companyId: number, hosts: string[]): Promise<void> {
  let removal = db.deleteFrom('whitelabel_hosts').where('company_id', '=', companyId);
  if (hosts.length > 0) removal = removal.where('host', 'not in', hosts);
  await removal.execute();
  const kept = new Set(await findHosts(db, companyId));
  const added = hosts.filter((host) => !kept.has(host));
  if (added.length > 0) {
    await db
      .insertInto('whitelabel_hosts')
      .values(added.map((host) => ({ host, company_id: companyId })))
      .execute();
  }
}
