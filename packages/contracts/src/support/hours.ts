/** Support answers Monday to Friday, 10:00 to 17:00 WIB (SPEC §1). */
export const SUPPORT_HOURS = {
  /** Days of the week support is open, 0 = Sunday. */
  days: [1, 2, 3, 4, 5],
  opens: '10:00',
  closes: '17:00',
  timeZone: 'Asia/Jakarta',
} as const;

// WIB is UTC+7 all year: Indonesia keeps no daylight saving time.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when support is open at `at`: a weekday in WIB, from opening time up to (not including) closing time. */
export function isSupportOpen(at: Date): boolean {
  const wib = new Date(at.getTime() + WIB_OFFSET_MS);
  const minute = wib.getUTCHours() * 60 + wib.getUTCMinutes();
  const days: readonly number[] = SUPPORT_HOURS.days;
  return (
    days.includes(wib.getUTCDay()) &&
    minute >= minutesOf(SUPPORT_HOURS.opens) &&
    minute < minutesOf(SUPPORT_HOURS.closes)
  );
}
