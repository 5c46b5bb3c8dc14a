import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface UploadProgressProps {
  /** The field's label, naming the progress bar. */
  label: string;
  fileName: string;
  progress: number;
  onCancel: () => void;
}

/** A running upload: the file's name, how far it is, and a cancel button. */
export function UploadProgress({ label, fileName, progress, onCancel }: UploadProgressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end">
          {t('release.upload.uploading', { name: fileName })}
        </Text>
        <Text size="sm" c="dimmed">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} size="md" animated aria-label={t('release.upload.progress', { label })} />
      <Group>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onCancel}
        >
          {t('release.upload.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
