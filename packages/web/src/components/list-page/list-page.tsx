import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListPageProps {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. the button that starts a new item. */
  actions?: ReactNode;
  /** A guided tour's anchor on the header. */
  'data-tour'?: string;
  maw: number;
  /** Filters, then the results (`ListResults`). */
  children: ReactNode;
}

/** The frame of a paged list screen: its title and subtitle, then what the page puts under them. */
export function ListPage({ title, subtitle, actions, 'data-tour': dataTour, maw, children }: ListPageProps) {
  const heading = (
    <div data-tour={actions ? undefined : dataTour}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </div>
  );
  return (
    <Stack gap="lg" maw={maw}>
      {actions ? (
        <Group justify="space-between" align="flex-start" gap="md" data-tour={dataTour}>
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
