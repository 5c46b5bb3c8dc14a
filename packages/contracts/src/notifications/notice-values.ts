import type { Language } from '../auth/auth.ts';
import { formatDayMonthYear, formatPeriod, platformName } from '../shared/display.ts';
import type { NoticeMessage } from './notifications.ts';

/**
 * How each stored value of a notice reads: a notice keeps codes (`2026-09`, `store:joox`, `2026-11-30`)
 * so it can be read in any language, and is shown with the month's name, the store's display name and
 * the day as people write it.
 */
const READ_AS: Record<string, (value: string, language: Language) => string> = {
  period: formatPeriod,
  deadline: formatDayMonthYear,
  source: platformName,
  store: (value) => (value ? platformName(value) : value),
};

/**
 * A notice's values as its text shows them in `language`, and `about`: the song (quoted) and the store a
 * notice may name, either of which may be missing. The server and the SPA both render through this.
 */
export function noticeValues(message: NoticeMessage, language: Language): Record<string, string> {
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [name, READ_AS[name]?.(value, language) ?? value]),
  );
  const about = [values.track ? `“${values.track}”` : '', values.store ?? ''].filter(Boolean).join(' · ');
  return { ...values, about };
}
