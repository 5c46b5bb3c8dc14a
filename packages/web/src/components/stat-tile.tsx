import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  /** Undefined while it loads: a skeleton holds its place. */
  value: ReactNode | undefined;
  /** A dimmed line under the value (a date, say). */
  note?: string | undefined;
  color?: string | undefined;
  valueSize?: 'lg' | 'xl';
  /** Tinted, for the figure the others add up to. */
  isHighlighted?: boolean;
}

/** One figure of a summary row: its label, the value in bold, and an optional note. */
export function StatTile({ label, value, note, color, valueSize = 'lg', isHighlighted = false }: StatTileProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg={isHighlighted ? 'var(--mantine-primary-color-light)' : undefined}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={4} width={96} />
      ) : (
        <Text fw={700} fz={valueSize} c={color}>
          {value}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
