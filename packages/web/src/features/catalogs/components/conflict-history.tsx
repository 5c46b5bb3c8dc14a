import type { ConflictEvent } from '@irama/contracts';
import { Anchor, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';

/** A conflict's steps, newest on top: what happened, who did it and when, with the note and evidence. */
export function ConflictHistory({ history }: { history: readonly ConflictEvent[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('catalogs.conflicts.history.empty')}
      </Text>
    );
  }
  const events = [...history].reverse();
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label={t('catalogs.conflicts.history.title')}>
      {events.map((event) => (
        <Timeline.Item
          key={`${event.created_at}-${event.kind}`}
          title={t(`catalogs.conflicts.history.kind.${event.kind}`)}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.created_at, i18n.language)} · {event.by ?? t('catalogs.conflicts.history.system')}
          </Text>
          {event.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.note}
            </Text>
          )}
          {event.evidence_url && (
            <Anchor href={event.evidence_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('catalogs.conflicts.history.evidence')}
            </Anchor>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
