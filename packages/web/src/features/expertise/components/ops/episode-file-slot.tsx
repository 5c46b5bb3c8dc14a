import { EPISODE_FILE_RULES, EPISODE_UPLOAD_PURPOSES, type EpisodeFileKind, type OpsEpisode } from '@irama/contracts';
import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumableUploadProgress } from '../../../../components/resumable-upload-progress.tsx';
import { UploadProgressRow } from '../../../../components/upload-progress-row.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { useFileUpload } from '../../../../lib/use-file-upload.ts';
import { deleteEpisodeFile, storeEpisode, uploadEpisodeFile } from '../../api/episode-files.ts';
import { useResumableEpisodeFile } from '../../lib/use-resumable-episode-file.ts';

// Browsers often give a .vtt file no MIME type at all, so the picker also offers it by extension.
const ACCEPT: Record<EpisodeFileKind, string> = {
  video: '.mp4,.webm,video/mp4,video/webm',
  poster: '.jpg,.jpeg,.png,image/jpeg,image/png',
  subtitles_id: '.vtt,text/vtt',
  subtitles_en: '.vtt,text/vtt',
};

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

interface EpisodeFileSlotProps {
  episode: OpsEpisode;
  kind: EpisodeFileKind;
}

/**
 * One file of an episode (video, poster, subtitles in one language): what is there, and an upload with
 * progress that can be cancelled (the video's resumable, with pause and resume); a poster or subtitles
 * can also be taken off.
 */
export function EpisodeFileSlot({ episode, kind }: EpisodeFileSlotProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isRemoving, setIsRemoving] = useState(false);
  const onUploaded = (saved: OpsEpisode) => storeEpisode(queryClient, saved);
  const streamed = useFileUpload({
    send: (picked, options) => uploadEpisodeFile(episode.id, kind, picked, options),
    maxBytes: EPISODE_FILE_RULES[kind].maxBytes,
    tooLargeKey: `expertise.file.${kind}.too_large`,
    onUploaded,
  });
  const resumable = useResumableEpisodeFile(episode.id, kind, onUploaded);
  const isResumable = EPISODE_UPLOAD_PURPOSES[kind] !== undefined;
  const upload = isResumable ? resumable : streamed;
  const { phase, isUploading } = upload;
  const file = episode.files[kind];
  const label = t(`expertise.ops.files.${kind}`);

  async function handleRemove() {
    setIsRemoving(true);
    try {
      storeEpisode(queryClient, await deleteEpisodeFile(episode.id, kind));
    } catch (error) {
      notifyError(t, t('expertise.ops.files.removeFailed'), error);
    } finally {
      setIsRemoving(false);
    }
  }

  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!isUploading && (
          <Group gap={4} wrap="nowrap">
            <FileButton onChange={upload.handlePick} accept={ACCEPT[kind]} resetRef={upload.resetPicker}>
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconUpload size={12} aria-hidden />}
                  aria-label={t('expertise.ops.files.uploadName', { file: label, episode: episode.position })}
                >
                  {t(file ? 'expertise.ops.files.replace' : 'expertise.ops.files.upload')}
                </Button>
              )}
            </FileButton>
            {file && kind !== 'video' && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={isRemoving}
                onClick={handleRemove}
                aria-label={t('expertise.ops.files.removeName', { file: label, episode: episode.position })}
              >
                <IconTrash size={12} aria-hidden />
              </Button>
            )}
          </Group>
        )}
      </Group>
      {phase.name === 'uploading' && isResumable ? (
        resumable.transfer.status === 'done' ? (
          <Text size="xs" c="dimmed" role="status">
            {t('expertise.ops.files.attaching', { name: phase.fileName })}
          </Text>
        ) : (
          <ResumableUploadProgress upload={resumable.transfer} size="compact" />
        )
      ) : phase.name === 'uploading' ? (
        <UploadProgressRow
          uploadingText={t('expertise.ops.files.uploading', { name: phase.fileName })}
          progressLabel={t('expertise.ops.files.progress', { file: label, episode: episode.position })}
          cancelLabel={t('expertise.ops.files.cancel')}
          progress={phase.progress}
          onCancel={upload.cancel}
        />
      ) : file ? (
        <Anchor
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          style={{ overflowWrap: 'anywhere' }}
        >
          {file.name}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {t('expertise.ops.files.none', { max: megabytes(EPISODE_FILE_RULES[kind].maxBytes) })}
        </Text>
      )}
      {phase.name === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {t(phase.messageKey)}
        </Text>
      )}
    </Stack>
  );
}
