import { todayInWib } from '@irama/contracts';

/**
 * The months a payment can have been made in, newest first: from the oldest report period (nothing is
 * paid before its report) to this month in WIB.
 */
export function paymentMonths(reportPeriods: readonly string[], now: Date): string[] {
  const current = todayInWib(now).slice(0, 7);
  const oldest = [...reportPeriods].sort()[0] ?? current;
  const months: string[] = [];
  let [year, month] = current.split('-').map(Number) as [number, number];
  for (let periode = current; periode >= oldest; ) {
    months.push(periode);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
    periode = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}
