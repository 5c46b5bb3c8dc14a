import { EPISODE_FILE_KINDS, type OpsCourseDetail, type OpsEpisode, textIn } from '@irama/contracts';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { EditDeleteButtons } from '../../../../components/edit-delete-buttons.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteCourseMutation } from '../../api/delete-course.ts';
import { useDeleteEpisodeMutation } from '../../api/delete-episode.ts';
import { formatClock } from '../../lib/duration.ts';
import { CourseFormModal } from './course-form-modal.tsx';
import { EpisodeFileSlot } from './episode-file-slot.tsx';
import { EpisodeFormModal } from './episode-form-modal.tsx';

interface CourseEditorProps {
  course: OpsCourseDetail;
  /** The course was deleted: the editor closes. */
  onDeleted: () => void;
}

type Deleting = { kind: 'course' } | { kind: 'episode'; episode: OpsEpisode } | null;

/** Staff: one course's settings and its episodes, each with its video, poster and subtitles. */
export function CourseEditor({ course, onDeleted }: CourseEditorProps) {
  const { t, i18n } = useTranslation();
  const [isEditingCourse, setIsEditingCourse] = useState(false);
  const [episodeForm, setEpisodeForm] = useState<{ episode: OpsEpisode | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const removeCourse = useDeleteCourseMutation();
  const removeEpisode = useDeleteEpisodeMutation();
  const title = textIn(i18n.language, course.title, course.title_en);
  const nextPosition = Math.max(0, ...course.episodes.map((episode) => episode.position)) + 1;

  function handleDelete() {
    const onError = (error: unknown) => notifyError(t, t('expertise.ops.deleteFailed'), error);
    if (deleting?.kind === 'course') {
      removeCourse.mutate(course.id, {
        onSuccess: () => {
          notifySuccess(t('expertise.ops.courses.deleted'));
          setDeleting(null);
          onDeleted();
        },
        onError,
      });
    } else if (deleting?.kind === 'episode') {
      removeEpisode.mutate(deleting.episode.id, {
        onSuccess: () => {
          notifySuccess(t('expertise.ops.episodes.deleted'));
          setDeleting(null);
        },
        onError,
      });
    }
  }

  return (
    <Stack gap="md">
      <Group gap={6}>
        <Badge variant="light" color={course.is_published ? 'teal' : 'gray'} tt="none">
          {t(course.is_published ? 'expertise.ops.courses.isPublished' : 'expertise.ops.courses.isDraft')}
        </Badge>
        {course.is_mandatory && (
          <Badge variant="light" color="red" tt="none">
            {t('expertise.course.mandatory')}
          </Badge>
        )}
        {course.featured_position !== null && (
          <Badge variant="light" tt="none">
            {t('expertise.ops.courses.featuredAt', { position: course.featured_position })}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setIsEditingCourse(true)}>
          {t('expertise.ops.courses.edit')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting({ kind: 'course' })}>
          {t('expertise.ops.courses.delete')}
        </Button>
      </Group>
      <Group justify="space-between" align="center">
        <Title order={3} size="h5">
          {t('expertise.ops.episodes.heading', { count: course.episodes.length })}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEpisodeForm({ episode: null })}
        >
          {t('expertise.ops.episodes.add')}
        </Button>
      </Group>
      {course.episodes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('expertise.ops.episodes.empty')}
        </Text>
      )}
      {course.episodes.map((episode) => {
        const episodeTitle = textIn(i18n.language, episode.title, episode.title_en);
        return (
          <Paper key={episode.id} withBorder radius="md" p="sm" component="section" aria-label={episodeTitle}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('expertise.episodes.title', { position: episode.position, title: episodeTitle })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatClock(episode.duration_seconds)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <EditDeleteButtons
                    size="compact-xs"
                    editLabel={t('expertise.ops.edit')}
                    deleteLabel={t('expertise.ops.delete')}
                    onEdit={() => setEpisodeForm({ episode })}
                    onDelete={() => setDeleting({ kind: 'episode', episode })}
                  />
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {EPISODE_FILE_KINDS.map((kind) => (
                  <EpisodeFileSlot key={kind} episode={episode} kind={kind} />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <CourseFormModal opened={isEditingCourse} course={course} onClose={() => setIsEditingCourse(false)} />
      <EpisodeFormModal
        opened={episodeForm !== null}
        courseId={course.id}
        episode={episodeForm?.episode ?? null}
        nextPosition={nextPosition}
        onClose={() => setEpisodeForm(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t(
          deleting?.kind === 'episode' ? 'expertise.ops.episodes.deleteTitle' : 'expertise.ops.courses.deleteTitle',
        )}
        message={
          deleting?.kind === 'episode'
            ? t('expertise.ops.episodes.deleteMessage', {
                title: textIn(i18n.language, deleting.episode.title, deleting.episode.title_en),
              })
            : t('expertise.ops.courses.deleteMessage', { title })
        }
        confirmLabel={t('expertise.ops.delete')}
        isDanger
        isPending={removeCourse.isPending || removeEpisode.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
