import { Badge, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-page/list-empty.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';

interface ReportFrameProps {
  title: string;
  subtitle: string;
  /** Beside the title: the version badge of the revenue report. */
  badge?: string;
  /** The periods query: nothing but its loader or error shows until it answers. */
  query: { data: unknown; error: unknown };
  /** Whether a period is there to read; the empty state says why not otherwise. */
  hasPeriods: boolean;
  empty: { title: string; description: string };
  children: ReactNode;
}

/** A YouTube report page: its header, then the report once there is a published period to show. */
export function ReportFrame({ title, subtitle, badge, query, hasPeriods, empty, children }: ReportFrameProps) {
  const { t } = useTranslation();
  let body: ReactNode = children;
  if (!query.data) body = <QueryState error={query.error} />;
  else if (!hasPeriods) body = <ListEmpty {...empty} descriptionMaw={480} />;
  return (
    <Stack gap="lg" maw={1200}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <PageHeader title={title} subtitle={subtitle} />
        {badge && (
          <Badge variant="light" radius="sm" mt={8} aria-label={t('youtube.versionLabel', { version: badge })}>
            {badge}
          </Badge>
        )}
      </Group>
      {body}
    </Stack>
  );
}
