import type { ChatMessage } from '@irama/contracts';
import { formatDay } from '../../../lib/format-date.ts';

/** The clock time of a moment in Jakarta (WIB), e.g. "14.05". */
export function formatTime(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(value);
}

export type DayGroup = { day: string; messages: ChatMessage[] };

/** The thread cut into its Jakarta days, for the separators between them. */
export function groupByDay(messages: readonly ChatMessage[], language: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = formatDay(message.sent_at, language);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** When a conversation last moved: the time when it is today in Jakarta, else the day. */
export function formatActivity(iso: string, language: string, now = new Date()): string {
  const day = formatDay(iso, language);
  return day === formatDay(now.toISOString(), language) ? formatTime(iso, language) : day;
}
