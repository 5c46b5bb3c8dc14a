import { TAX_PROOF_DAY, type TaxProofStatus } from '@irama/contracts';

/** Indonesia's western time (WIB), where the portal's days begin and end. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today in WIB, `YYYY-MM-DD`. */
export const wibDay = (now: Date) => new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** The month of a WIB day, `YYYY-MM`. */
export const wibMonth = (now: Date) => wibDay(now).slice(0, 7);

/** The tax proof of a payment made in `paymentPeriod` is due by the 30th of the next month, or its last day. */
export function taxDeadline(paymentPeriod: string): string {
  const [year = 0, month = 0] = paymentPeriod.split('-').map(Number);
  // Day 0 of the month after next is the last day of the next month.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(TAX_PROOF_DAY, lastDay)));
  return next.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function taxStatus(deadline: string, hasProof: boolean, today: string): TaxProofStatus {
  if (hasProof) return 'uploaded';
  return today > deadline ? 'overdue' : 'due';
}
