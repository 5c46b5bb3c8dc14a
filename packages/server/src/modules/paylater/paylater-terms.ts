import { PAYLATER_TERMS, type PaylaterRefusal } from '@irama/contracts';

// Paylater's arithmetic, in whole rupiah: every share is rounded down, with integers only, so no
// float ever carries money and the limit and charges are the same on every engine and machine.

/** `percent` % of a whole rupiah amount, rounded down (never below zero). */
export function percentOf(amount: number, percent: number): number {
  if (amount <= 0) return 0;
  return Number((BigInt(amount) * BigInt(percent)) / 100n);
}

/** `a / b` rounded up, for whole positive numbers. */
const ceilDiv = (a: number, b: number) => Number((BigInt(a) + BigInt(b) - 1n) / BigInt(b));

/** The start of the window the limit is read from: the same moment `lookbackMonths` earlier. */
export function lookbackStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - PAYLATER_TERMS.lookbackMonths);
  return start;
}

/** What a company may borrow and still owes, from its credits of the window and its paylaters repaying. */
export interface PaylaterStanding {
  credits: number;
  limit: number;
  used: number;
  available: number;
  /** The window's credits a month, rounded down. */
  monthly: number;
}

export function standingOf(credits: number, used: number): PaylaterStanding {
  const limit = percentOf(credits, PAYLATER_TERMS.limitSharePercent);
  const monthly = credits <= 0 ? 0 : Number(BigInt(credits) / BigInt(PAYLATER_TERMS.lookbackMonths));
  return { credits, limit, used, available: Math.max(0, limit - used), monthly };
}

/** What paylater would cost for a fee, and whether the company can take it now. */
export function termsFor(fee: number, standing: PaylaterStanding, isPayable: boolean) {
  const serviceCharge = percentOf(fee, PAYLATER_TERMS.serviceChargePercent);
  const total = fee + serviceCharge;
  const repaidMonthly = percentOf(standing.monthly, PAYLATER_TERMS.repaymentSharePercent);
  const refusal: PaylaterRefusal | null = !isPayable
    ? 'not_payable'
    : standing.credits <= 0
      ? 'no_credits'
      : total > standing.available
        ? 'over_limit'
        : null;
  return {
    serviceCharge,
    total,
    expectedMonths: repaidMonthly > 0 ? ceilDiv(total, repaidMonthly) : null,
    refusal,
  };
}

/** Of a published credit, what repays paylater: its repayment share, never more than what is owed or available. */
export function repaymentOf(credit: number, outstanding: number, available: number): number {
  return Math.min(percentOf(credit, PAYLATER_TERMS.repaymentSharePercent), outstanding, Math.max(0, available));
}
