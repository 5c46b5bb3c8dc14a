import type { Db } from '../../db/database.ts';
import { inScope, type Scope } from '../../db/scope.ts';
import { selectScoped } from '../../db/scoped-queries.ts';

/** The white-label configuration the scope's company owns, if any. */
export function findWhitelabelConfig(db: Db, scope: Scope) {
  return selectScoped(db, 'whitelabel_configs', scope).selectAll().executeTakeFirst();
}

/** The white-label configuration served on a host in the scope, if any (public: read before sign-in). */
export function findWhitelabelConfigByHost(db: Db, scope: Scope, host: string) {
  return db
    .selectFrom('whitelabel_hosts')
    .innerJoin('whitelabel_configs', 'whitelabel_configs.company_id', 'whitelabel_hosts.company_id')
    .selectAll('whitelabel_configs')
    .where(inScope(scope, 'whitelabel_hosts.company_id'))
    .where('whitelabel_hosts.host', '=', host)
    .executeTakeFirst();
}
