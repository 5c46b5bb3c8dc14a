import type { Conflict } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { daysUntil, relativeDays } from '../lib/conflict-time.ts';

/** An open conflict's time left ("expires in 12 days") over its date; other statuses have no deadline. */
export function ConflictDeadline({ conflict }: { conflict: Pick<Conflict, 'status' | 'deadline_at'> }) {
  const { t, i18n } = useTranslation();
  if (conflict.status !== 'open') return <>—</>;
  const days = daysUntil(conflict.deadline_at);
  return (
    <div>
      <Text size="sm" fw={600} c={days <= 7 ? 'red.9' : undefined}>
        {days > 0
          ? t('catalogue.conflicts.deadline.left', { when: relativeDays(days, i18n.language) })
          : t('catalogue.conflicts.deadline.passed')}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(conflict.deadline_at, i18n.language)}
      </Text>
    </div>
  );
}
