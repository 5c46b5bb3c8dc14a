import { EPISODE_FILE_RULES, type EpisodeFileKind, type OpsEpisode } from '@irama/contracts';
import { Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../../lib/api-error.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useWarnBeforeUnload } from '../../../../lib/use-warn-before-unload.ts';
import { deleteEpisodeFile, storeEpisode, uploadEpisodeFile } from '../../api/episode-files.ts';

// Browsers often give a .vtt file no MIME type at all, so the picker also offers it by extension.
const ACCEPT: Record<EpisodeFileKind, string> = {
  video: '.mp4,.webm,video/mp4,video/webm',
  poster: '.jpg,.jpeg,.png,image/jpeg,image/png',
  subtitles_id: '.vtt,text/vtt',
  subtitles_en: '.vtt,text/vtt',
};

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; progress: number; fileName: string }
  | { name: 'failed'; messageKey: string };

const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

/** The message key of a failed upload: the server's own one for the file when it sent one. */
function failureKey(error: unknown): string {
  return (error instanceof ApiError && error.fieldErrors.file) || errorMessageKey(error);
}

interface EpisodeFileSlotProps {
  episode: OpsEpisode;
  kind: EpisodeFileKind;
}

/**
 * One file of an episode (video, poster, subtitles in one language): what is there, and an upload with
 * progress that can be cancelled; a poster or subtitles can also be taken off.
 */
export function EpisodeFileSlot({ episode, kind }: EpisodeFileSlotProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [isRemoving, setIsRemoving] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Cleared after each pick, so the same file can be picked again after a failure.
  const resetPicker = useRef<() => void>(null);
  const file = episode.files[kind];
  const label = t(`expertise.ops.files.${kind}`);
  const isUploading = phase.name === 'uploading';
  useWarnBeforeUnload(isUploading);
  useEffect(() => () => controller.current?.abort(), []);

  async function handlePick(picked: File | null) {
    if (!picked) return;
    resetPicker.current?.();
    const rule = EPISODE_FILE_RULES[kind];
    if (picked.size > rule.maxBytes) {
      setPhase({ name: 'failed', messageKey: `expertise.file.${kind}.too_large` });
      return;
    }
    const cancel = new AbortController();
    controller.current = cancel;
    setPhase({ name: 'uploading', progress: 0, fileName: picked.name });
    try {
      const saved = await uploadEpisodeFile(episode.id, kind, picked, {
        signal: cancel.signal,
        onProgress: (progress) => setPhase({ name: 'uploading', progress, fileName: picked.name }),
      });
      storeEpisode(queryClient, saved);
      setPhase({ name: 'idle' });
    } catch (error) {
      setPhase(cancel.signal.aborted ? { name: 'idle' } : { name: 'failed', messageKey: failureKey(error) });
    }
  }

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
            <FileButton onChange={handlePick} accept={ACCEPT[kind]} resetRef={resetPicker}>
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
      {phase.name === 'uploading' ? (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate="end">
              {t('expertise.ops.files.uploading', { name: phase.fileName })}
            </Text>
            <Text size="xs" c="dimmed">
              {phase.progress}%
            </Text>
          </Group>
          <Progress
            value={phase.progress}
            size="sm"
            animated
            aria-label={t('expertise.ops.files.progress', { file: label, episode: episode.position })}
          />
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} aria-hidden />}
              onClick={() => controller.current?.abort()}
            >
              {t('expertise.ops.files.cancel')}
            </Button>
          </Group>
        </Stack>
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
