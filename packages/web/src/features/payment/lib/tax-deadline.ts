import { type Payment, todayInWib } from '@irama/contracts';

const DAY_MS = 86_400_000;

/** Whole WIB days from today to a deadline day (`YYYY-MM-DD`): 0 on the day itself, negative once past. */
export function daysUntil(deadline: string, now: Date): number {
  const today = Date.parse(`${todayInWib(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - today) / DAY_MS);
}

export type TaxBadge = { color: string; key: string; days?: number };

/** What a payment's tax-proof badge says: uploaded, due in N days (today, soon) or overdue. */
export function taxBadgeOf(payment: Pick<Payment, 'tax_status' | 'tax_deadline'>, now: Date): TaxBadge {
  if (payment.tax_status === 'uploaded') return { color: 'green', key: 'payment.tax.uploaded' };
  if (payment.tax_status === 'overdue') return { color: 'red', key: 'payment.tax.overdue' };
  const days = Math.max(0, daysUntil(payment.tax_deadline, now));
  if (days === 0) return { color: 'orange', key: 'payment.tax.dueToday' };
  return { color: days <= 7 ? 'orange' : 'blue', key: 'payment.tax.dueIn', days };
}
