import { Paper, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A chart under its title, the title naming the figure for screen readers. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" id={titleId} fw={600} size="sm" mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}
