import type { Announcement } from '@irama/contracts';
import { Badge, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/format-date.ts';
import { localizedText } from '../../lib/localized.ts';
import { QueryState } from '../query-state.tsx';
import classes from './announcement-list.module.css';
import { useAnnouncementQuery } from './api/get-announcement.ts';
import { EmptyNote } from './empty-note.tsx';

function AnnouncementDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useAnnouncementQuery(id);
  const announcement = query.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={announcement ? localizedText(announcement, 'title', i18n.language) : t('ideas.announcements.title')}
      size="lg"
    >
      {announcement ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {formatDay(announcement.published_at, i18n.language)}
            </Text>
            {announcement.is_important && (
              <Badge color="red" variant="light" size="sm">
                {t('ideas.announcements.important')}
              </Badge>
            )}
          </Group>
          {localizedText(announcement, 'content', i18n.language)
            .split(/\n\s*\n/)
            .map((paragraph) => (
              <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
        </Stack>
      ) : (
        <QueryState error={query.error} />
      )}
    </Modal>
  );
}

/** Announcements as a list; one opens in full (read from its own endpoint) in a dialog. */
export function AnnouncementList({ items }: { items: readonly Announcement[] }) {
  const { t, i18n } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  if (items.length === 0) return <EmptyNote text={t('ideas.announcements.empty')} />;
  return (
    <>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <UnstyledButton className={classes.row} onClick={() => setOpenId(item.id)}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text fw={600} size="sm" lineClamp={1}>
                  {localizedText(item, 'title', i18n.language)}
                </Text>
                {item.is_important && (
                  <Badge color="red" variant="light" size="xs" style={{ flex: 'none' }}>
                    {t('ideas.announcements.important')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {localizedText(item, 'summary', i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDay(item.published_at, i18n.language)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <AnnouncementDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
