import { type Episode, EXPERTISE_LIMITS, textIn } from '@irama/contracts';
import { Badge, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/duration.ts';

interface EpisodeListProps {
  episodes: readonly Episode[];
  currentId: number | null;
  onSelect: (id: number) => void;
}

/** How much of an episode counts toward watched (90 % of its length), as a share from 0 to 1. */
function shareOf(episode: Episode): number {
  if (episode.progress.watched) return 1;
  const needed = episode.duration_seconds * EXPERTISE_LIMITS.watchedShare;
  return needed > 0 ? Math.min(1, episode.progress.played_seconds / needed) : 0;
}

/** The course's episodes in order: length, watched or how far, and the one playing. */
export function EpisodeList({ episodes, currentId, onSelect }: EpisodeListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('expertise.episodes.label')}>
      {episodes.map((episode) => {
        const title = textIn(i18n.language, episode.title, episode.title_en);
        const isCurrent = episode.id === currentId;
        return (
          <li key={episode.id}>
            <UnstyledButton
              onClick={() => onSelect(episode.id)}
              aria-current={isCurrent ? 'true' : undefined}
              w="100%"
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: isCurrent ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {episode.progress.watched ? (
                  <IconCircleCheckFilled
                    size={18}
                    color="var(--mantine-color-teal-6)"
                    aria-hidden
                    style={{ flexShrink: 0 }}
                  />
                ) : (
                  <IconPlayerPlayFilled size={18} aria-hidden style={{ flexShrink: 0, opacity: isCurrent ? 1 : 0.4 }} />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={isCurrent ? 600 : 500} style={{ overflowWrap: 'anywhere' }}>
                    {t('expertise.episodes.title', { position: episode.position, title })}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {formatClock(episode.duration_seconds)}
                    </Text>
                    {episode.progress.watched ? (
                      <Badge size="xs" variant="light" color="teal" tt="none">
                        {t('expertise.episodes.watched')}
                      </Badge>
                    ) : (
                      episode.progress.played_seconds > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('expertise.episodes.played', { percent: Math.round(shareOf(episode) * 100) })}
                        </Text>
                      )
                    )}
                  </Group>
                  {!episode.progress.watched && episode.progress.played_seconds > 0 && (
                    <Progress value={shareOf(episode) * 100} size={3} aria-hidden />
                  )}
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
