import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';

interface ReportFrameProps {
  title: string;
  subtitle: string;
  /** The periods query: nothing but its loader or error shows until it answers. */
  query: { data: unknown; error: unknown };
  /** Whether a period is there to read; the empty state says why not otherwise. */
  hasPeriods: boolean;
  empty: { title: string; description: string };
  children: ReactNode;
}

/** A YouTube report page: its header, then the report once there is a published period to show. */
export function ReportFrame({ title, subtitle, query, hasPeriods, empty, children }: ReportFrameProps) {
  let body: ReactNode = children;
  if (!query.data) body = <QueryState error={query.error} />;
  else if (!hasPeriods) body = <ListEmpty {...empty} descriptionMaw={480} />;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={title} subtitle={subtitle} />
      {body}
    </Stack>
  );
}
