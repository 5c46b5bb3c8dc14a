import { type CourseDetail, textIn } from '@irama/contracts';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerTrackNextFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListEmpty } from '../../components/list-page/list-empty.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCourseQuery } from './api/get-course.ts';
import { CourseBadges } from './components/course-badges.tsx';
import { CourseProgressBar } from './components/course-progress.tsx';
import { EpisodeList } from './components/episode-list.tsx';
import { EpisodePlayer } from './components/episode-player.tsx';
import { Loaded } from './components/loaded.tsx';
import { WatchlistButton } from './components/watchlist-button.tsx';
import { minutesOf } from './lib/duration.ts';

const idOf = (value: string | null | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/** Where a learner arriving without `?episode=` starts: the first episode not yet watched, else the first. */
function startingEpisodeId(course: CourseDetail): number | null {
  return (course.episodes.find((episode) => !episode.progress.watched) ?? course.episodes[0])?.id ?? null;
}

/** The course once loaded: the player and the episode playing, beside the progress and the episode list. */
function CourseView({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const title = textIn(i18n.language, course.title, course.title_en);
  // Picked once: the episode playing stays on screen when it becomes watched; only a click moves on.
  const [startId] = useState(() => startingEpisodeId(course));
  const requested = idOf(params.get('episode')) ?? startId;
  const episode = course.episodes.find((item) => item.id === requested) ?? course.episodes[0] ?? null;
  const episodeTitle = episode ? textIn(i18n.language, episode.title, episode.title_en) : '';
  const next = episode ? course.episodes[course.episodes.indexOf(episode) + 1] : undefined;
  const [endedId, setEndedId] = useState<number | null>(null);
  const select = (id: number) => setParams({ episode: String(id) }, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        subtitle={t('expertise.course.length', {
          episodes: course.episode_count,
          minutes: minutesOf(course.duration_seconds),
        })}
      />
      <CourseBadges course={course} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {episode ? (
              <>
                <EpisodePlayer
                  key={episode.id}
                  courseId={course.id}
                  episode={episode}
                  title={episodeTitle}
                  onEnded={() => setEndedId(episode.id)}
                />
                {next && endedId === episode.id && (
                  <Button
                    variant="light"
                    leftSection={<IconPlayerTrackNextFilled size={16} aria-hidden />}
                    onClick={() => select(next.id)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('expertise.player.next', {
                      position: next.position,
                      title: textIn(i18n.language, next.title, next.title_en),
                    })}
                  </Button>
                )}
                <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {t('expertise.episodes.title', { position: episode.position, title: episodeTitle })}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {textIn(i18n.language, episode.description, episode.description_en)}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{t('expertise.episodes.none')}</Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('expertise.course.progressTitle')}>
            <Stack gap="sm">
              <CourseProgressBar progress={course.progress} title={title} />
              <WatchlistButton course={course} title={title} size="sm" />
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {textIn(i18n.language, course.description, course.description_en)}
              </Text>
              <EpisodeList episodes={course.episodes} currentId={episode?.id ?? null} onSelect={select} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /expertise/course/:id: the course, its episodes and the player; a course the caller may not see is simply not found. */
export default function CoursePage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const course = useCourseQuery(id);
  const isMissing = id === null || (course.error instanceof ApiError && course.error.status === 404);

  return (
    <Stack gap="md" maw={1280}>
      <Anchor component={Link} to="/expertise" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('expertise.course.back')}
        </Group>
      </Anchor>
      {isMissing ? (
        <ListEmpty
          title={t('expertise.course.missing.title')}
          description={t('expertise.course.missing.description')}
        />
      ) : (
        <Loaded query={course}>{(data) => <CourseView key={data.id} course={data} />}</Loaded>
      )}
    </Stack>
  );
}
