import type { SongstatsActivity } from '@irama/contracts';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFlag, IconRocket, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { activitySentence, type SourceNamer } from '../lib/activity-sentence.ts';
import { formatPointDate } from '../lib/format.ts';

const ICONS = {
  release_live: IconRocket,
  milestone: IconTrophy,
  jump: IconTrendingUp,
  new_top_country: IconFlag,
} as const;

/** Activities as sentences, newest first, each with its day. */
export function ActivityList({
  activities,
  sourceName,
}: {
  activities: readonly SongstatsActivity[];
  sourceName: SourceNamer;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => {
        const Icon = ICONS[activity.kind];
        return (
          <Group key={activity.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
              <Icon size={16} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {activitySentence(t, activity, i18n.language, sourceName)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatPointDate(activity.date, i18n.language)}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
