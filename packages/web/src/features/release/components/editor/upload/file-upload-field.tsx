import { FILE_RULES, RELEASE_UPLOAD_PURPOSES, type ReleaseFile, type UploadType } from '@irama/contracts';
import { Button, Group, Input, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFile, IconMusic, IconPhoto, IconRefresh, IconTrash, IconVideo } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumableUploadProgress } from '../../../../../components/resumable-upload-progress.tsx';
import { UploadProgressRow } from '../../../../../components/upload-progress-row.tsx';
import { formatBytes } from '../../../../../lib/format-number.ts';
import { useFieldMessage } from '../../../../../lib/use-field-message.ts';
import { FilePicker } from './file-picker.tsx';
import { UnfinishedUploadNotice } from './unfinished-upload-notice.tsx';
import { kindLabelOf } from './upload-release-file.ts';
import { UploadedFile } from './uploaded-file.tsx';
import { useReleaseFileUpload } from './use-release-file-upload.ts';

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
  const [isDragging, setIsDragging] = useState(false);
  const id = useId();
  const { type } = props;
  const { phase, resumable, preview, isUploading, upload, remove, cancel } = useReleaseFileUpload(type, props);

  function handlePick(file: File | null) {
    if (file) void upload(file);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (props.disabled || isUploading) return;
    handlePick(event.dataTransfer.files.item(0));
  }

  const rule = FILE_RULES[type];
  const hint = t('release.upload.hint', { kinds: kindLabelOf(type), max: formatBytes(rule.maxBytes, i18n.language) });
  const failure = phase.name === 'failed' ? releaseMessage(phase.messageKey) : undefined;
  const Icon = TYPE_ICONS[type];

  const picker = (label: string, variant: 'filled' | 'default') => (
    <FilePicker
      type={type}
      fieldLabel={props.label}
      label={label}
      variant={variant}
      disabled={Boolean(props.disabled) || isUploading}
      onPick={handlePick}
    />
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
          <UploadProgressRow
            size="regular"
            uploadingText={t('release.upload.uploading', { name: phase.fileName })}
            progressLabel={t('release.upload.progress', { label: props.label })}
            cancelLabel={t('release.upload.cancel')}
            progress={phase.progress}
            onCancel={cancel}
          />
        ) : phase.name === 'resumable' ? (
          <ResumableUploadProgress
            upload={{ ...resumable, cancel }}
            progressLabel={t('release.upload.progress', { label: props.label })}
          />
        ) : phase.name === 'checking' || phase.name === 'attaching' ? (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" truncate="end">
              {t('release.upload.checking', { name: phase.fileName })}
            </Text>
          </Group>
        ) : props.value ? (
          <UploadedFile
            file={props.value}
            preview={preview}
            icon={Icon}
            actions={
              <>
                {picker(t('release.upload.replace'), 'default')}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={props.disabled}
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={remove}
                >
                  {t('release.upload.remove')}
                </Button>
              </>
            }
          />
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
              <UnfinishedUploadNotice type={type} purpose={RELEASE_UPLOAD_PURPOSES[type]} />
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
