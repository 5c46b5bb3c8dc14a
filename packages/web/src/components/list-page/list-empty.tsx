import { Paper, Text } from '@mantine/core';

interface ListEmptyProps {
  title: string;
  description: string;
  /** Keeps a long description to a readable line length. */
  descriptionMaw?: number;
}

/** What a list shows when nothing matches. */
export function ListEmpty({ title, description, descriptionMaw }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" maw={descriptionMaw} mx={descriptionMaw ? 'auto' : undefined}>
        {description}
      </Text>
    </Paper>
  );
}
