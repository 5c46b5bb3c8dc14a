import type { Db } from '../../db/database.ts';
import { allocateByShares, rescale } from '../money.ts';
import type { Attribution } from './attribution.ts';
import type { SourceRow } from './sources.ts';
import type { RevenueSharesTable } from './tables.ts';

type ShareKind = RevenueSharesTable['key_kind'];
/** Basis points in a whole. */
export const WHOLE_BPS = 10_000;

/** A co-owner's cut of one item. */
export interface CoOwnerShare {
  coOwner: string;
  bps: number;
}

/** The contract key of an attributed row: YouTube contracts are per asset, store contracts per ISRC or UPC. */
export function shareKey(row: SourceRow, match: Attribution): [ShareKind, string] | null {
  if (match.kind === 'isrc' || match.kind === 'upc') return [match.kind, match.value];
  return row.keys.assetId ? ['asset', row.keys.assetId] : null;
}

/** Loads each company's contracts (co-owner shares) once, the first time a row is attributed to it. */
export class ShareBook {
  private readonly loaded = new Set<number>();
  /** The companies that have any contract: most rows belong to one without, and skip the lookup. */
  private readonly contracted = new Set<number>();
  private readonly cache = new Map<string, CoOwnerShare[]>();

  constructor(private readonly db: Db) {}

  /** Loads the contracts of the companies not seen yet; a company without contracts costs one query per run. */
  async prepare(companyIds: Iterable<number>): Promise<void> {
    const fresh = [...new Set(companyIds)].filter((id) => !this.loaded.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) this.loaded.add(id);
    const rows = await this.db
      .selectFrom('revenue_shares')
      .select(['company_id', 'key_kind', 'key_value', 'co_owner', 'share_bps'])
      .where('company_id', 'in', fresh)
      .orderBy('co_owner')
      .execute();
    for (const row of rows) {
      this.contracted.add(row.company_id);
      const id = cacheId(row.company_id, [row.key_kind, row.key_value]);
      const list = this.cache.get(id) ?? [];
      list.push({ coOwner: row.co_owner, bps: row.share_bps });
      this.cache.set(id, list);
    }
  }

  /** The co-owners of an item under a company's contract; none means the company keeps it all. */
  coOwners(companyId: number, key: [ShareKind, string] | null): readonly CoOwnerShare[] {
    if (!key || !this.contracted.has(companyId)) return NO_CO_OWNERS;
    return this.cache.get(cacheId(companyId, key)) ?? NO_CO_OWNERS;
  }
}

const NO_CO_OWNERS: readonly CoOwnerShare[] = [];
const cacheId = (companyId: number, [kind, value]: [ShareKind, string]) => `${companyId}\u0001${kind}\u0001${value}`;

/** A row's money split into the company's nett and the co-owners' part, in micros and rupiah. */
export interface Split {
  nettMicros: bigint;
  sharedMicros: bigint;
  nettIdr: bigint;
}

/** Splits gross by the contract with largest remainder, so nett + shared is exactly gross in both currencies. */
export function splitRow(grossMicros: bigint, grossIdr: bigint, coOwners: readonly CoOwnerShare[]): Split {
  if (coOwners.length === 0) return { nettMicros: grossMicros, sharedMicros: 0n, nettIdr: grossIdr };
  const sharedBps = coOwners.reduce((sum, c) => sum + c.bps, 0);
  const weights = [
    { id: '', weight: Math.max(0, WHOLE_BPS - sharedBps) },
    ...coOwners.map((c) => ({ id: `co:${c.coOwner}`, weight: c.bps })),
  ];
  const nettMicros = allocateByShares(grossMicros, weights).get('') ?? 0n;
  const nettIdr = allocateByShares(grossIdr, weights).get('') ?? 0n;
  return { nettMicros, sharedMicros: grossMicros - nettMicros, nettIdr };
}

/** Rupiah per currency unit × 10^6, so micros × rate / 10^12 is rupiah. */
export const RATE_SCALE = 6;

/**
 * Converts a run's rows to rupiah by running totals per currency: each row gets the change in the
 * rounded (half-even) running total, so the rows always add up to the rounded file total exactly.
 */
export class IdrConverter {
  private readonly totals = new Map<string, { rate: bigint; micros: bigint; idr: bigint }>();

  constructor(private readonly rates: ReadonlyMap<string, bigint>) {}

  /** The rupiah of one row, or null when the period has no rate for its currency. */
  convert(currency: string, micros: bigint): bigint | null {
    let total = this.totals.get(currency);
    if (!total) {
      const rate = currency === 'IDR' ? 10n ** BigInt(RATE_SCALE) : this.rates.get(currency);
      if (rate === undefined) return null;
      total = { rate, micros: 0n, idr: 0n };
      this.totals.set(currency, total);
    }
    const before = total.idr;
    total.micros += micros;
    total.idr = rescale(total.micros * total.rate, 6 + RATE_SCALE, 0);
    return total.idr - before;
  }
}
