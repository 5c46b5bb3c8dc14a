import { RATE_SCALE } from '@irama/contracts';
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
  nettMicros: number;
  sharedMicros: number;
  nettIdr: number;
}

/**
 * Splits gross by the contract with largest remainder, so nett + shared is exactly gross in both currencies.
 * Amounts are safe integers; only a row with co-owners goes through bigint, where the products need it.
 */
export function splitRow(grossMicros: number, grossIdr: number, coOwners: readonly CoOwnerShare[]): Split {
  if (coOwners.length === 0) return { nettMicros: grossMicros, sharedMicros: 0, nettIdr: grossIdr };
  const sharedBps = coOwners.reduce((sum, c) => sum + c.bps, 0);
  const weights = [
    { id: '', weight: Math.max(0, WHOLE_BPS - sharedBps) },
    ...coOwners.map((c) => ({ id: `co:${c.coOwner}`, weight: c.bps })),
  ];
  const nettMicros = Number(allocateByShares(BigInt(grossMicros), weights).get('') ?? 0n);
  const nettIdr = Number(allocateByShares(BigInt(grossIdr), weights).get('') ?? 0n);
  return { nettMicros, sharedMicros: grossMicros - nettMicros, nettIdr };
}

const RATE_UNIT = 10 ** RATE_SCALE;
/** The exact rupiah of a running total is `whole + fraction / FRACTION`: micros × rate carry 6 + 6 decimals. */
const FRACTION = 10 ** (6 + RATE_SCALE);
const HALF = FRACTION / 2;

/** One currency's running total: its exact rupiah, and the rounded rupiah handed out to rows so far. */
interface RunningTotal {
  rate: bigint;
  /** The rate split at its decimal point (rate = rateWhole × 10^6 + rateFraction), so each product fits a Number. */
  rateWhole: number;
  rateFraction: number;
  whole: number;
  /** In [0, FRACTION), also for negative totals. */
  fraction: number;
  /** The exact total × FRACTION once a row's product no longer fits a Number; from then on it is used alone. */
  exact: bigint | null;
  rounded: number;
}

/** `dividend = quotient × divisor + remainder` with 0 ≤ remainder < divisor; exact for safe integers. */
function floorDivide(dividend: number, divisor: number): [number, number] {
  const quotient = Math.floor(dividend / divisor);
  const remainder = dividend - quotient * divisor;
  // The quotient is rounded to a double, and just below an integer it can round up to it: never down.
  return remainder < 0 ? [quotient - 1, remainder + divisor] : [quotient, remainder];
}

/**
 * Converts a run's rows to rupiah by running totals per currency: each row gets the change in the
 * rounded (half-even) running total, so the rows always add up to the rounded file total exactly.
 * The exact total is kept as whole rupiah plus a fraction in Numbers, which costs a million-row run
 * no bigint at all; a row whose product would pass 2^53 moves its currency to bigint arithmetic.
 */
export class IdrConverter {
  private readonly totals = new Map<string, RunningTotal>();

  constructor(private readonly rates: ReadonlyMap<string, bigint>) {}

  /** The rupiah of one row of `micros` (a safe integer), or null when the period has no rate for its currency. */
  convert(currency: string, micros: number): number | null {
    let total = this.totals.get(currency);
    if (!total) {
      const rate = currency === 'IDR' ? BigInt(RATE_UNIT) : this.rates.get(currency);
      if (rate === undefined) return null;
      const rateWhole = Number(rate / BigInt(RATE_UNIT));
      const rateFraction = Number(rate % BigInt(RATE_UNIT));
      total = { rate, rateWhole, rateFraction, whole: 0, fraction: 0, exact: null, rounded: 0 };
      this.totals.set(currency, total);
    }
    const before = total.rounded;
    if (total.exact === null && !this.addExactly(total, micros)) {
      total.exact = BigInt(total.whole) * BigInt(FRACTION) + BigInt(total.fraction);
    }
    if (total.exact !== null) {
      total.exact += BigInt(micros) * total.rate;
      total.rounded = Number(rescale(total.exact, 6 + RATE_SCALE, 0));
      if (!Number.isSafeInteger(total.rounded)) throw new RangeError(`the ${currency} total passes 2^53 rupiah`);
    } else {
      const { whole, fraction } = total;
      const roundsUp = fraction > HALF || (fraction === HALF && whole % 2 !== 0);
      total.rounded = roundsUp ? whole + 1 : whole;
    }
    return total.rounded - before;
  }

  /** Adds micros × rate to the total in Numbers; false, with the total untouched, when a step would pass 2^53. */
  private addExactly(total: RunningTotal, micros: number): boolean {
    const wholePart = micros * total.rateWhole;
    const fractionPart = micros * total.rateFraction;
    if (!Number.isSafeInteger(wholePart) || !Number.isSafeInteger(fractionPart)) return false;
    // micros × rate / 10^12 = wholePart / 10^6 + fractionPart / 10^12, each split into rupiah and a fraction.
    const [wholeRupiah, wholeRest] = floorDivide(wholePart, RATE_UNIT);
    const [fractionRupiah, fractionRest] = floorDivide(fractionPart, FRACTION);
    const [carry, fraction] = floorDivide(total.fraction + wholeRest * RATE_UNIT + fractionRest, FRACTION);
    const whole = total.whole + wholeRupiah + fractionRupiah + carry;
    if (!Number.isSafeInteger(whole + 1)) return false;
    total.whole = whole;
    total.fraction = fraction;
    return true;
  }
}
