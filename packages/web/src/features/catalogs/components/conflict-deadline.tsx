import type { Conflict } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { daysUntil, relativeDays } from '../lib/conflict-time.ts';

const URGENT_DAYS = 7;

interface ConflictDeadlineProps {
  conflict: Pick<Conflict, 'status' | 'deadline_at'>;
  /** In a list: the days left and the day on one line; the detail shows the words and the exact time. */
  isCompact?: boolean;
}

/** An open conflict's time left ("expires in 12 days") and its date; other statuses have no deadline. */
export function ConflictDeadline({ conflict, isCompact = false }: ConflictDeadlineProps) {
  const { t, i18n } = useTranslation();
  if (conflict.status !== 'open') return <>—</>;
  const days = daysUntil(conflict.deadline_at);
  const color = days <= URGENT_DAYS ? 'red.9' : undefined;
  if (isCompact) {
    return (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Text span size="sm" fw={600} c={color}>
          {days > 0 ? relativeDays(days, i18n.language) : t('catalogs.conflicts.deadline.passed')}
        </Text>{' '}
        <Text span size="xs" c="dimmed">
          · {formatDay(conflict.deadline_at, i18n.language)}
        </Text>
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600} c={color}>
        {days > 0
          ? t('catalogs.conflicts.deadline.left', { when: relativeDays(days, i18n.language) })
          : t('catalogs.conflicts.deadline.passed')}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(conflict.deadline_at, i18n.language)}
      </Text>
    </div>
  );
}
