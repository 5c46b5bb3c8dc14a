import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface UploadProgressRowProps {
  /** "Uploading <file>". */
  uploadingText: string;
  /** Names the progress bar for screen readers. */
  progressLabel: string;
  cancelLabel: string;
  progress: number;
  onCancel: () => void;
  /** A line under the bar: state, speed, time left. */
  details?: ReactNode;
  /** Buttons before Cancel, such as Pause. */
  actions?: ReactNode;
  /** `compact` in small staff forms; `regular` where the upload is the main field, as in the release editor. */
  size?: 'compact' | 'regular';
}

const SIZES = {
  compact: { gap: 4, text: 'xs', bar: 'sm', button: 'compact-xs', icon: 12 },
  regular: { gap: 6, text: 'sm', bar: 'md', button: 'xs', icon: 14 },
} as const;

/** A running upload: the file, how far it is, optional details and actions, and a cancel button. */
export function UploadProgressRow({
  uploadingText,
  progressLabel,
  cancelLabel,
  progress,
  onCancel,
  details,
  actions,
  size = 'compact',
}: UploadProgressRowProps) {
  const sizes = SIZES[size];
  return (
    <Stack gap={sizes.gap}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={sizes.text} truncate="end">
          {uploadingText}
        </Text>
        <Text size={sizes.text} c="dimmed">
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} size={sizes.bar} animated aria-label={progressLabel} />
      {details && (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      )}
      <Group gap="xs">
        {actions}
        <Button
          size={sizes.button}
          variant="subtle"
          color="gray"
          leftSection={<IconX size={sizes.icon} aria-hidden />}
          onClick={onCancel}
        >
          {cancelLabel}
        </Button>
      </Group>
    </Stack>
  );
}
