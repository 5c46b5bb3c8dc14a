import { Text } from '@mantine/core';

/** The quiet line a card shows when it has nothing yet. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" role="status" py="xs">
      {text}
    </Text>
  );
}
