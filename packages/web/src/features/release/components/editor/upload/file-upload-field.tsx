import { FILE_RULES, type ReleaseFile, type UploadType } from '@irama/contracts';
import { Button, FileButton, Group, Image, Input, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFile,
  IconMusic,
  IconPhoto,
  IconRefresh,
  IconTrash,
  IconUpload,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { fileFacts, formatBytes } from './file-format.ts';
import {
  acceptOf,
  kindLabelOf,
  precheckKey,
  UPLOAD_TIMEOUT_MS,
  uploadErrorKey,
  uploadReleaseFile,
} from './upload-release-file.ts';

export interface FileUploadFieldProps {
  type: UploadType;
  label: string;
  description?: string;
  value: ReleaseFile | null;
  onChange: (file: ReleaseFile | null) => void;
  error?: string;
  'data-tour'?: string;
  withAsterisk?: boolean;
  /** The local file behind a finished upload, for previews the server cannot give (waveform, playback). */
  onFileUploaded?: (file: File) => void;
  disabled?: boolean;
}

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; progress: number; fileName: string }
  // `file` is kept so a failed upload can be sent again; null when the browser refused it.
  | { name: 'failed'; messageKey: string; file: File | null };

const TYPE_ICONS = {
  cover: IconPhoto,
  audio: IconMusic,
  clip: IconMusic,
  video: IconVideo,
  letter: IconFile,
  documentation: IconFile,
} as const;

/**
 * One release file: picked or dropped, checked in the browser, uploaded with progress (cancel,
 * retry) and shown with what the server read from it. The rest of the form is never touched.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { t, i18n } = useTranslation();
  const releaseMessage = useFieldMessage();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  // A documentation image has no thumbnail of its own: it is previewed from the file just uploaded.
  const [preview, setPreview] = useState<{ fileId: string; url: string } | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const id = useId();
  const { onChange, onFileUploaded, type } = props;

  useEffect(() => () => controller.current?.abort(), []);
  // Closing the tab mid-upload would throw the transfer away: the browser asks first.
  const isUploading = phase.name === 'uploading';
  useEffect(() => {
    if (!isUploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUploading]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function upload(file: File) {
    const refusal = precheckKey(type, file);
    if (refusal) {
      setPhase({ name: 'failed', messageKey: refusal, file: null });
      return;
    }
    const cancel = new AbortController();
    controller.current = cancel;
    const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
    setPhase({ name: 'uploading', progress: 0, fileName: file.name });
    try {
      const stored = await uploadReleaseFile(type, file, {
        signal: AbortSignal.any([cancel.signal, timeout]),
        onProgress: (progress) => setPhase({ name: 'uploading', progress, fileName: file.name }),
      });
      const isImage = file.type.startsWith('image/');
      setPreview(isImage ? { fileId: stored.file_id, url: URL.createObjectURL(file) } : null);
      setPhase({ name: 'idle' });
      onFileUploaded?.(file);
      onChange(stored);
    } catch (error) {
      if (cancel.signal.aborted) setPhase({ name: 'idle' });
      else {
        const messageKey = timeout.aborted ? 'release.upload.timedOut' : uploadErrorKey(type, error);
        setPhase({ name: 'failed', messageKey, file });
      }
    } finally {
      if (controller.current === cancel) controller.current = null;
    }
  }

  function handlePick(file: File | null) {
    if (file) void upload(file);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (props.disabled || phase.name === 'uploading') return;
    handlePick(event.dataTransfer.files.item(0));
  }

  function handleRemove() {
    setPreview(null);
    setPhase({ name: 'idle' });
    onChange(null);
  }

  const rule = FILE_RULES[type];
  const hint = t('release.upload.hint', { kinds: kindLabelOf(type), max: formatBytes(rule.maxBytes, i18n.language) });
  const failure = phase.name === 'failed' ? releaseMessage(phase.messageKey) : undefined;
  const Icon = TYPE_ICONS[type];

  const picker = (label: string, variant: 'filled' | 'default') => (
    <FileButton
      onChange={handlePick}
      accept={acceptOf(type)}
      disabled={props.disabled || isUploading}
      inputProps={{ 'aria-label': `${props.label}: ${label}` }}
    >
      {(buttonProps) => (
        <Button {...buttonProps} size="xs" variant={variant} leftSection={<IconUpload size={14} aria-hidden />}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Input.Wrapper
      id={id}
      label={props.label}
      description={props.description}
      withAsterisk={props.withAsterisk}
      error={failure ?? releaseMessage(props.error)}
      data-tour={props['data-tour']}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={4}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        style={{
          borderStyle: props.value ? 'solid' : 'dashed',
          borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        {phase.name === 'uploading' ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end">
                {t('release.upload.uploading', { name: phase.fileName })}
              </Text>
              <Text size="sm" c="dimmed">
                {phase.progress}%
              </Text>
            </Group>
            <Progress
              value={phase.progress}
              size="md"
              animated
              aria-label={t('release.upload.progress', { label: props.label })}
            />
            <Group>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => controller.current?.abort()}
              >
                {t('release.upload.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : props.value ? (
          <Group gap="sm" wrap="nowrap" align="center">
            {props.value.thumbnail_url || preview?.fileId === props.value.file_id ? (
              <Image
                src={props.value.thumbnail_url ?? preview?.url}
                alt={t('release.upload.imagePreview')}
                w={64}
                h={64}
                radius="sm"
                fit="cover"
              />
            ) : (
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {props.value.name ?? t('release.upload.unnamed')}
              </Text>
              <Text size="xs" c="dimmed">
                {fileFacts(props.value, t, i18n.language).join(' · ')}
              </Text>
              <Group gap="xs" mt={4}>
                {picker(t('release.upload.replace'), 'default')}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={props.disabled}
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={handleRemove}
                >
                  {t('release.upload.remove')}
                </Button>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon size={40} radius="md" variant="light" color="gray">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
              <Group gap="xs">{picker(t('release.upload.choose'), 'filled')}</Group>
            </Stack>
          </Group>
        )}
        {phase.name === 'failed' && phase.file && (
          <Group mt="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => (phase.file ? void upload(phase.file) : undefined)}
            >
              {t('release.upload.retry')}
            </Button>
          </Group>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
