import type { AnalyticsRange } from '@irama/contracts';
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** "1–28 Nov 2026" in the reader's language; the days are UTC calendar days, as the server counts them. */
export function formatDayRange(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return from === to ? format.format(timeOf(from)) : format.formatRange(timeOf(from), timeOf(to));
}

/** One day, "28 Nov 2026", in the reader's language. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    timeOf(day),
  );
}

/**
 * The days an answer covers and the last day the feeds reached ("Data 1–28 Nov 2026, up to 28 Nov 2026"):
 * feeds arrive late, so a reader should see that "last 7 days" ends before today.
 */
export function RangeNote({ range }: { range: AnalyticsRange | undefined }) {
  const { t, i18n } = useTranslation();
  if (!range) return <Skeleton height={16} width={260} />;
  return (
    <Text size="sm" c="dimmed">
      {t('analyticsUi.range.note', {
        range: formatDayRange(range.from, range.to, i18n.language),
        asOf: formatDay(range.as_of, i18n.language),
      })}
    </Text>
  );
}
