import { TAX_PROOF_DAY, type TaxProofStatus } from '@irama/contracts';

/** The tax proof of a payment made in `paymentPeriod` is due by the 30th of the next month, or its last day. */
export function taxDeadline(paymentPeriod: string): string {
  const [year = 0, month = 0] = paymentPeriod.split('-').map(Number);
  // Day 0 of the month after next is the last day of the next month.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(TAX_PROOF_DAY, lastDay)));
  return next.toISOString().slice(0, 10);
}

export function taxStatus(deadline: string, hasProof: boolean, today: string): TaxProofStatus {
  if (hasProof) return 'uploaded';
  return today > deadline ? 'overdue' : 'due';
}
