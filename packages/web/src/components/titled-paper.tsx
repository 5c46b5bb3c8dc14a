import { Paper, type PaperProps, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledPaperProps {
  title: string;
  p: PaperProps['p'];
  gap: 'sm' | 'md';
  /** `section` where the paper is a region of its own in the page's outline. */
  component?: 'section';
  children: ReactNode;
}

/** A bordered block headed by its title, its content stacked under it (a lighter `SectionCard`). */
export function TitledPaper({ title, p, gap, component, children }: TitledPaperProps) {
  return (
    <Paper withBorder radius="md" p={p} component={component}>
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
