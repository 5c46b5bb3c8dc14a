import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header.tsx';

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
  const heading = <PageHeader title={title} subtitle={subtitle} data-tour={actions ? undefined : dataTour} />;
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
