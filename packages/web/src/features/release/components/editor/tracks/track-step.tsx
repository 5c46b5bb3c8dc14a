import type { ReleaseDetail, TrackDetail } from '@irama/contracts';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMusic, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { useTrackMutations } from './track-api.ts';
import { TrackEditor } from './track-editor.tsx';
import { siblingsOf, toTrackFormValues, trackIssues } from './track-form-values.ts';
import { TrackListItem } from './track-list-item.tsx';

export interface TrackStepProps {
  release: ReleaseDetail;
  onChange: () => void;
  /** A track to open and bring into view (an issue's link), and the field to focus: each new object opens it again. */
  focusTrack?: { id: number; field: string };
}

/** Album order: by track number, tracks without one last, then by creation. */
function inAlbumOrder(tracks: readonly TrackDetail[]): TrackDetail[] {
  const numberOf = (track: TrackDetail) => track.track_number ?? Number.POSITIVE_INFINITY;
  return [...tracks].sort((a, b) => numberOf(a) - numberOf(b) || a.id - b.id);
}

const trackElementId = (id: number) => `track-${id}`;

function nextTrackNumber(tracks: readonly TrackDetail[]): number {
  return Math.max(0, ...tracks.map((track) => track.track_number ?? 0)) + 1;
}

/** How many fields of a stored track still stop it from being submitted. */
function openIssueCount(release: ReleaseDetail, track: TrackDetail): number {
  const context = { releaseDate: release.release_date, siblings: siblingsOf(release.tracks, track.id) };
  return Object.keys(trackIssues(toTrackFormValues(track), context)).length;
}

/** Step 2 of the release form: the album's tracks, each opened for editing, added or deleted. */
export function TrackStep({ release, onChange, focusTrack }: TrackStepProps) {
  const { t } = useTranslation();
  const { create, remove } = useTrackMutations();
  const tracks = inAlbumOrder(release.tracks);
  const [openId, setOpenId] = useState<number | null>(
    () => focusTrack?.id ?? (tracks.length === 1 ? (tracks[0]?.id ?? null) : null),
  );
  useEffect(() => {
    if (!focusTrack) return;
    setOpenId(focusTrack.id);
    document.getElementById(trackElementId(focusTrack.id))?.scrollIntoView({ block: 'start' });
  }, [focusTrack]);
  const [deleting, setDeleting] = useState<TrackDetail | null>(null);
  const [addedId, setAddedId] = useState<number | null>(null);

  function addTrack() {
    create.mutate(
      { release_id: release.id, track_number: nextTrackNumber(release.tracks) },
      {
        onSuccess: (saved) => {
          const known = new Set(release.tracks.map((track) => track.id));
          const added = saved.tracks.find((track) => !known.has(track.id))?.id ?? null;
          setOpenId(added);
          setAddedId(added);
          onChange();
        },
        onError: (error) => notifyError(t, t('release.trackStep.addFailed'), error),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (openId === deleting.id) setOpenId(null);
        setDeleting(null);
        notifySuccess(t('release.trackStep.deleted'));
        onChange();
      },
      onError: (error) => notifyError(t, t('release.trackStep.deleteFailed'), error),
    });
  }

  const titleOf = (track: TrackDetail) => track.title?.trim() || t('release.trackStep.untitled');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Text fw={600}>{t('release.trackStep.title', { count: tracks.length })}</Text>
          <Text size="sm" c="dimmed">
            {t('release.trackStep.description')}
          </Text>
        </Stack>
        {release.is_editable && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} loading={create.isPending} onClick={addTrack}>
            {t('release.trackStep.add')}
          </Button>
        )}
      </Group>

      {tracks.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconMusic size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={500}>{t('release.trackStep.emptyTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('release.trackStep.emptyDescription')}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}

      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {tracks.map((track) => {
          const isOpen = track.id === openId;
          return (
            <TrackListItem
              key={track.id}
              track={track}
              elementId={trackElementId(track.id)}
              title={titleOf(track)}
              issueCount={openIssueCount(release, track)}
              isOpen={isOpen}
              isEditable={release.is_editable}
              onToggle={() => setOpenId(isOpen ? null : track.id)}
              onDelete={() => setDeleting(track)}
            >
              <TrackEditor
                key={track.id}
                release={release}
                track={track}
                isNew={track.id === addedId}
                focusField={focusTrack?.id === track.id ? focusTrack.field : undefined}
                onSaved={onChange}
                onDelete={() => setDeleting(track)}
              />
            </TrackListItem>
          );
        })}
      </Stack>

      {tracks.length > 1 && release.is_editable && (
        <Group justify="center">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={create.isPending}
            onClick={addTrack}
          >
            {t('release.trackStep.add')}
          </Button>
        </Group>
      )}

      <ConfirmModal
        opened={deleting !== null}
        title={t('release.trackStep.deleteTitle')}
        message={t('release.trackStep.deleteMessage', { title: deleting ? titleOf(deleting) : '' })}
        confirmLabel={t('release.trackStep.deleteConfirm')}
        isDanger
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
