import { type StoreColumnMapping, type StoreColumnMappingInput, StoreColumnMappingSchema } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';

/** The period's FX rates (rupiah per unit × 10^6) by currency. */
export async function loadRates(db: Db, scope: Scope, period: string): Promise<Map<string, bigint>> {
  const rows = await selectScoped(db, 'fx_rates', scope)
    .select(['currency', 'rate_scaled'])
    .where('period', '=', period)
    .execute();
  return new Map(rows.map((r) => [r.currency, BigInt(r.rate_scaled)]));
}

/** Sets a period's rate for one currency (rupiah per unit × 10^6). */
export async function saveRate(db: Db, scope: CompanyScope, period: string, currency: string, rateScaled: bigint) {
  await insertScoped(db, 'fx_rates', scope, { period, currency, rate_scaled: Number(rateScaled), created_at: nowIso() })
    .onConflict((oc) => oc.columns(['period', 'currency']).doUpdateSet({ rate_scaled: Number(rateScaled) }))
    .execute();
}

/** A store's saved column mapping, or null when the store has none. */
export async function loadStoreMapping(db: Db, scope: Scope, store: string): Promise<StoreColumnMapping | null> {
  const row = await selectScoped(db, 'store_mappings', scope)
    .select('mapping')
    .where('store', '=', store)
    .executeTakeFirst();
  return row ? StoreColumnMappingSchema.parse(JSON.parse(row.mapping)) : null;
}

/** Saves (or replaces) a store's column mapping. */
export async function saveStoreMapping(db: Db, scope: CompanyScope, mapping: StoreColumnMappingInput) {
  const parsed = StoreColumnMappingSchema.parse(mapping);
  const values = { mapping: JSON.stringify(parsed), updated_at: nowIso() };
  await insertScoped(db, 'store_mappings', scope, { store: parsed.store, ...values })
    .onConflict((oc) => oc.column('store').doUpdateSet(values))
    .execute();
}

/** Sets whether a store (by its key, `storeKey`) pays for streams. */
export async function saveStoreTerms(db: Db, scope: CompanyScope, store: string, isMonetised: boolean) {
  const values = { is_monetised: isMonetised, updated_at: nowIso() };
  await insertScoped(db, 'store_terms', scope, { store, ...values })
    .onConflict((oc) => oc.column('store').doUpdateSet(values))
    .execute();
}

/** Every store's saved terms, by key. */
export function listStoreTerms(db: Db, scope: Scope) {
  return selectScoped(db, 'store_terms', scope)
    .select(['store', 'is_monetised', 'updated_at'])
    .orderBy('store')
    .execute();
}

/** The keys of the stores staff marked as paying nothing for streams. */
export async function unmonetisedStores(db: Db, scope: Scope): Promise<Set<string>> {
  const rows = await selectScoped(db, 'store_terms', scope).select('store').where('is_monetised', '=', false).execute();
  return new Set(rows.map((row) => row.store));
}
