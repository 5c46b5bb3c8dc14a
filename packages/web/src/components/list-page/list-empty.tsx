import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  title: string;
  description: string;
  /** Keeps a long description to a readable line length. */
  descriptionMaw?: number;
  /** Under the description: the way out, e.g. a button that clears the filters. */
  action?: ReactNode;
}

/** What a list shows when nothing matches. */
export function ListEmpty({ title, description, descriptionMaw, action }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" maw={descriptionMaw} mx={descriptionMaw ? 'auto' : undefined}>
        {description}
      </Text>
      {action}
    </Paper>
  );
}
