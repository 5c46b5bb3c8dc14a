import { type StoreColumnMapping, StoreColumnMappingSchema } from '@irama/contracts';
import type { Insertable } from 'kysely';
import { type Db, nowIso } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { deleteScoped, insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import type { FxRateAuditTable } from './ingest-settings.tables.ts';

/** A saved store mapping with the time it last changed. */
export interface SavedStoreMapping {
  mapping: StoreColumnMapping;
  updated_at: string;
}

/** Every saved store mapping, by store name. */
export async function listStoreMappings(db: Db, scope: Scope): Promise<SavedStoreMapping[]> {
  const rows = await selectScoped(db, 'store_mappings', scope)
    .select(['mapping', 'updated_at'])
    .orderBy('store')
    .execute();
  return rows.map((row) => ({
    mapping: StoreColumnMappingSchema.parse(JSON.parse(row.mapping)),
    updated_at: row.updated_at,
  }));
}

/** Deletes a store's mapping; false when the store had none. */
export async function deleteStoreMapping(db: Db, scope: Scope, store: string): Promise<boolean> {
  const result = await deleteScoped(db, 'store_mappings', scope).where('store', '=', store).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every saved rate, newest period first. */
export function listRates(db: Db, scope: Scope) {
  return selectScoped(db, 'fx_rates', scope)
    .select(['period', 'currency', 'rate_scaled'])
    .orderBy('period', 'desc')
    .orderBy('currency')
    .execute();
}

/** The periods (of the given ones) that have a published run of any source. */
export async function publishedPeriods(db: Db, scope: Scope, periods: readonly string[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const rows = await selectScoped(db, 'ingest_runs', scope)
    .select('period')
    .distinct()
    .where('period', 'in', periods)
    .where('status', '=', 'published')
    .execute();
  return new Set(rows.map((row) => row.period));
}

/** Audits one change of a rate of the scope's company (the distributor's), now. */
export async function recordRateChange(
  db: Db,
  scope: CompanyScope,
  change: Omit<Insertable<FxRateAuditTable>, 'id' | 'company_id' | 'at'>,
): Promise<void> {
  await insertScoped(db, 'fx_rate_audit', scope, { ...change, at: nowIso() }).execute();
}

/** The store names the distributor's runs carry: of daily analytics feeds, and of revenue reports. */
export async function storesOfRuns(db: Db, scope: Scope): Promise<{ analytics: string[]; reports: string[] }> {
  const [analytics, reports] = await Promise.all([
    selectScoped(db, 'analytics_runs', scope).select('store').distinct().where('feed', '=', 'dsp').execute(),
    selectScoped(db, 'ingest_runs', scope).select('store').distinct().where('source', 'in', ['store', 'dsr']).execute(),
  ]);
  return { analytics: analytics.map((row) => row.store), reports: reports.map((row) => row.store) };
}
