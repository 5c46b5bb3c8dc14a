import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface UploadProgressRowProps {
  /** "Uploading <file>". */
  uploadingText: string;
  /** Names the progress bar for screen readers. */
  progressLabel: string;
  cancelLabel: string;
  progress: number;
  onCancel: () => void;
}

/** A small running upload in a staff form: the file, how far it is, and a cancel button. */
export function UploadProgressRow({
  uploadingText,
  progressLabel,
  cancelLabel,
  progress,
  onCancel,
}: UploadProgressRowProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" truncate="end">
          {uploadingText}
        </Text>
        <Text size="xs" c="dimmed">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} size="sm" animated aria-label={progressLabel} />
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={12} aria-hidden />}
          onClick={onCancel}
        >
          {cancelLabel}
        </Button>
      </Group>
    </Stack>
  );
}
