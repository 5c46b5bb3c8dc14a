import type { Db } from '../../db/database.ts';

/** The white-label configuration a company owns, if any. */
export function findWhitelabelConfig(db: Db, companyId: number) {
  return db.selectFrom('whitelabel_configs').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** The white-label configuration served on a host, if any (public: read before sign-in). */
export function findWhitelabelConfigByHost(db: Db, host: string) {
  return db
    .selectFrom('whitelabel_hosts')
    .innerJoin('whitelabel_configs', 'whitelabel_configs.company_id', 'whitelabel_hosts.company_id')
    .selectAll('whitelabel_configs')
    .where('whitelabel_hosts.host', '=', host)
    .executeTakeFirst();
}
