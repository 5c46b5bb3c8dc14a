import { ActionIcon, FileButton, Group, Progress, Stack, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../lib/api-error.ts';
import { useUploadMediaMutation } from '../lib/upload-media.ts';

interface ImageUrlInputProps {
  label: string;
  value: string;
  error?: string;
  description?: string;
  onChange: (url: string) => void;
}

/** An image URL: pasted, or uploaded through the media service (jpg, png, webp) with a progress bar. */
export function ImageUrlInput({ label, value, error, description, onChange }: ImageUrlInputProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const mutation = useUploadMediaMutation(setProgress);
  const uploadLabel = t('common.imageUpload.upload', { field: label });

  function handleFile(file: File | null) {
    if (!file) return;
    setProgress(0);
    mutation.mutate(file, {
      onSuccess: (media) => onChange(media.url),
      onError: (uploadError) => {
        const fieldKey = uploadError instanceof ApiError ? uploadError.fieldErrors.file : undefined;
        notifications.show({
          color: 'red',
          title: t('common.imageUpload.failed'),
          message: t(fieldKey ?? errorMessageKey(uploadError)),
          withBorder: true,
        });
      },
    });
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          placeholder="https://… / /media/…"
          value={value}
          error={error}
          description={description}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <FileButton onChange={handleFile} accept="image/png,image/jpeg,image/webp">
          {(buttonProps) => (
            <Tooltip label={uploadLabel}>
              <ActionIcon
                {...buttonProps}
                size={36}
                variant="light"
                aria-label={uploadLabel}
                loading={mutation.isPending}
                mb={error ? 22 : 0}
              >
                <IconUpload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      </Group>
      {mutation.isPending && (
        <Progress value={progress} size="sm" animated aria-label={t('common.imageUpload.progress', { field: label })} />
      )}
    </Stack>
  );
}
