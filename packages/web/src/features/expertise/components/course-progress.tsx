import type { CourseProgress } from '@irama/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CourseProgressBarProps {
  progress: CourseProgress;
  /** The course's title, naming the bar for screen readers. */
  title: string;
  size?: 'xs' | 'sm';
}

/** Episodes watched of all, as a bar and in words. */
export function CourseProgressBar({ progress, title, size = 'sm' }: CourseProgressBarProps) {
  const { t } = useTranslation();
  const percent = progress.total === 0 ? 0 : Math.round((progress.watched / progress.total) * 100);
  const isDone = progress.total > 0 && progress.watched === progress.total;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={size} c="dimmed">
          {t('expertise.progress.watched', { watched: progress.watched, total: progress.total })}
        </Text>
        <Text size={size} c={isDone ? 'teal' : 'dimmed'} fw={isDone ? 600 : undefined}>
          {isDone ? t('expertise.progress.done') : `${percent}%`}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="sm"
        color={isDone ? 'teal' : undefined}
        aria-label={t('expertise.progress.label', { title })}
      />
    </Stack>
  );
}
