import {
  type FxRate,
  type FxRateRequestSchema,
  RATE_SCALE,
  type StoreColumnMapping,
  type StoreTerms,
  storeKey,
} from '@irama/contracts';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { listStoreTerms, loadRates, saveRate, saveStoreMapping, saveStoreTerms } from '../../ingest/engine/index.ts';
import { getDistributorCompanyId } from '../../ingest/engine/runs.repository.ts';
import { formatRate, parseScaled } from '../../ingest/money.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  deleteStoreMapping,
  listRates,
  listStoreMappings,
  publishedPeriods,
  recordRateChange,
  type SavedStoreMapping,
  storesOfRuns,
} from './ingest-settings.repository.ts';

/** Every saved store column mapping, by store. */
export function findStoreMappings(db: Db): Promise<SavedStoreMapping[]> {
  return listStoreMappings(db, ALL_COMPANIES);
}

/** Saves the column mapping of the store the path names; a body for another store is a mistake, not a rename. */
export async function putStoreMapping(db: Db, store: string, mapping: StoreColumnMapping): Promise<void> {
  if (mapping.store !== store) {
    throw new AppError('validation_failed', { fieldErrors: { store: 'ingest.mappings.errors.storeMismatch' } });
  }
  await saveStoreMapping(db, companyScope(await getDistributorCompanyId(db)), mapping);
}

/** Deletes a store's mapping, or throws not found when it had none. */
export async function removeStoreMapping(db: Db, store: string): Promise<void> {
  if (!(await deleteStoreMapping(db, ALL_COMPANIES, store))) throw notFound();
}

/** Every saved rate, newest period first, each saying whether its period is published. */
export async function findRates(db: Db): Promise<FxRate[]> {
  const rows = await listRates(db, ALL_COMPANIES);
  const published = await publishedPeriods(db, ALL_COMPANIES, [...new Set(rows.map((row) => row.period))]);
  return rows.map((row) => ({
    period: row.period,
    currency: row.currency,
    rate: formatRate(BigInt(row.rate_scaled)),
    is_published: published.has(row.period),
  }));
}

/** Who changes a rate: a staff user on the staff page, or an operator with `irama rates set`. */
export type RateActor = { via: 'ops'; userId: number } | { via: 'cli' };

/**
 * Saves a period's rate of a currency, audits the change (who, from where, before and after) in
 * the same transaction, and says whether it is new and what it was. A published period's rates are final: its
 * balances were credited at them; a currency it has no rate for cannot have been used yet.
 */
export async function putRate(
  db: Db,
  period: string,
  body: z.infer<typeof FxRateRequestSchema>,
  actor: RateActor,
): Promise<{ rate: FxRate; isNew: boolean; previous: string | null }> {
  const { currency } = body;
  const scaled = parseScaled(body.rate, RATE_SCALE);
  return inTransaction(db, async (trx) => {
    const current = (await loadRates(trx, ALL_COMPANIES, period)).get(currency);
    const isPublished = (await publishedPeriods(trx, ALL_COMPANIES, [period])).has(period);
    if (isPublished && current !== undefined && current !== scaled) {
      throw new AppError('ingest.period_published', {
        detail: `${period} is published; its ${currency} rate is final`,
      });
    }
    const distributor = companyScope(await getDistributorCompanyId(trx));
    await saveRate(trx, distributor, period, currency, scaled);
    if (current !== scaled) {
      await recordRateChange(trx, distributor, {
        actor_user_id: actor.via === 'ops' ? actor.userId : null,
        via: actor.via,
        period,
        currency,
        rate_before_scaled: current === undefined ? null : Number(current),
        rate_after_scaled: Number(scaled),
      });
    }
    return {
      rate: { period, currency, rate: formatRate(scaled), is_published: isPublished },
      isNew: current === undefined,
      previous: current === undefined ? null : formatRate(current),
    };
  });
}

/**
 * Every store the distributor has analytics or reports from, or terms for, by key: a feed's
 * `deezer` and a DSR's `Deezer` are one store. A store without saved terms pays for streams.
 */
export async function findStoreTerms(db: Db): Promise<StoreTerms[]> {
  const [runs, saved] = await Promise.all([storesOfRuns(db, ALL_COMPANIES), listStoreTerms(db, ALL_COMPANIES)]);
  const analytics = new Set(runs.analytics.map(storeKey));
  const reports = new Set(runs.reports.map(storeKey));
  const terms = new Map(saved.map((row) => [row.store, row]));
  const keys = [...new Set([...analytics, ...reports, ...terms.keys()])].filter(Boolean).sort();
  return keys.map((store) => {
    const row = terms.get(store);
    return {
      store,
      is_monetised: row ? Boolean(row.is_monetised) : true,
      has_analytics: analytics.has(store),
      has_reports: reports.has(store),
      updated_at: row?.updated_at ?? null,
    };
  });
}

/** Saves whether a store pays for streams, and answers its terms as listed. */
export async function putStoreTerms(db: Db, store: string, isMonetised: boolean): Promise<StoreTerms> {
  await saveStoreTerms(db, companyScope(await getDistributorCompanyId(db)), store, isMonetised);
  const saved = (await findStoreTerms(db)).find((row) => row.store === store);
  if (!saved) throw notFound();
  return saved;
}
