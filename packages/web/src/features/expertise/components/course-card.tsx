import { type CourseSummary, textIn } from '@irama/contracts';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minutesOf } from '../lib/duration.ts';
import { coursePath } from '../lib/paths.ts';
import { CourseBadges } from './course-badges.tsx';
import { CoursePoster } from './course-poster.tsx';
import { CourseProgressBar } from './course-progress.tsx';
import { WatchlistButton } from './watchlist-button.tsx';

/** What opening the course does for this learner: start it, carry on, or watch it again. */
function actionKeyOf({ watched, total }: CourseSummary['progress']): string {
  if (total > 0 && watched === total) return 'expertise.course.rewatch';
  return watched > 0 ? 'expertise.course.continue' : 'expertise.course.open';
}

interface CourseCardProps {
  course: CourseSummary;
  /** Above the title: why the course is shown here (a suggestion's reason). */
  note?: ReactNode;
}

/** One course in a list: poster, topic, title, length, the caller's progress and the watchlist toggle. */
export function CourseCard({ course, note }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const title = textIn(i18n.language, course.title, course.title_en);
  const to = coursePath(course.id);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title} flex={1}>
      <Card.Section>
        <CoursePoster url={course.poster_url} />
      </Card.Section>
      <Stack gap="xs" mt="sm" h="100%">
        <CourseBadges course={course} />
        {note}
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={to} inherit c="inherit">
            {title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {textIn(i18n.language, course.description, course.description_en)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('expertise.course.length', {
            episodes: course.episode_count,
            minutes: minutesOf(course.duration_seconds),
          })}
        </Text>
        <CourseProgressBar progress={course.progress} title={title} size="xs" />
        <Group gap="xs" mt="auto" pt={4} justify="space-between">
          <WatchlistButton course={course} title={title} />
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={to}
            aria-label={t('expertise.course.openName', { title })}
          >
            {t(actionKeyOf(course.progress))}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
