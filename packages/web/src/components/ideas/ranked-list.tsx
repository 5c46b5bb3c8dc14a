import type { Recommendation } from '@irama/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uploadNote } from '../../lib/claimed-upload.ts';
import { formatBps, formatCount } from '../../lib/format-number.ts';
import { EmptyNote } from './empty-note.tsx';

interface RankedListProps {
  items: readonly Recommendation[];
  /** "views" for videos, "streams" for songs: the i18n key of the count's unit. */
  unitKey: string;
  emptyText: string;
}

/** Songs or videos in order, each with its count and its change against the period before. */
export function RankedList({ items, unitKey, emptyText }: RankedListProps) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <EmptyNote text={emptyText} />;
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Group key={item.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text fw={700} c="dimmed" w={20} ta="right" style={{ flex: 'none' }}>
              {index + 1}
            </Text>
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {item.title ?? item.id}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {item.artist ?? item.id}
              </Text>
              {/* Whose upload it is, in full on its own line: the reason the card is not the partner's video. */}
              {item.upload && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {uploadNote(t, item.upload)}
                </Text>
              )}
            </Stack>
          </Group>
          <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
            <Text size="sm" fw={600}>
              {t(unitKey, { count: item.views, value: formatCount(item.views, i18n.language) })}
            </Text>
            <Text
              size="xs"
              fw={600}
              c={(item.change_bps ?? 0) > 0 ? 'teal.9' : (item.change_bps ?? 0) < 0 ? 'red.9' : 'dimmed'}
            >
              {item.change_bps === null ? t('ideas.new') : formatBps(item.change_bps, i18n.language, true)}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
