import type { Page } from '@irama/contracts';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNS_PAGE_SIZE } from '../api/get-runs.ts';
import { PagePicker } from './page-picker.tsx';
import { QueryListState } from './query-list-state.tsx';

/** What a list shows of one run besides its file name. */
export interface RunCells {
  /** The line under the file name: `#id · kind · date`. */
  subtitle: string;
  period: ReactNode;
  status: ReactNode;
  counts: ReactNode;
  /** The cell of the list's own column, when it has one (`extraHeader`). */
  extra?: ReactNode;
  action: ReactNode;
}

interface RunListProps<R extends { id: number; file_name: string }> {
  query: UseQueryResult<Page<R>>;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
  empty: string;
  extraHeader?: string;
  cells: (run: R) => RunCells;
}

/**
 * A page of runs as a table, or as one card per run on a phone, where the table's columns do not fit
 * 390 px without hiding the action; with the loading, error and empty states and the page picker.
 */
export function RunList<R extends { id: number; file_name: string }>({
  query,
  page,
  onPageChange,
  selectedId,
  empty,
  extraHeader,
  cells,
}: RunListProps<R>) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const data = query.data;
  const highlight = (run: R) => (run.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined);
  const heading = (run: R, subtitle: string) => (
    <>
      <Text size="sm" fw={500} truncate="end" title={run.file_name}>
        {run.file_name}
      </Text>
      <Text size="xs" c="dimmed">
        {subtitle}
      </Text>
    </>
  );
  const card = (run: R) => {
    const cell = cells(run);
    return (
      <Paper key={run.id} withBorder radius="sm" p="sm" bg={highlight(run)}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>{heading(run, cell.subtitle)}</div>
            {cell.status}
          </Group>
          {cell.counts}
          <Group justify="space-between" wrap="nowrap">
            <div>{cell.period}</div>
            {cell.extra}
            {cell.action}
          </Group>
        </Stack>
      </Paper>
    );
  };
  const row = (run: R) => {
    const cell = cells(run);
    return (
      <Table.Tr key={run.id} bg={highlight(run)}>
        <Table.Td maw={260}>{heading(run, cell.subtitle)}</Table.Td>
        <Table.Td>{cell.period}</Table.Td>
        <Table.Td>{cell.status}</Table.Td>
        <Table.Td>{cell.counts}</Table.Td>
        {extraHeader && <Table.Td ta="right">{cell.extra}</Table.Td>}
        <Table.Td ta="right">{cell.action}</Table.Td>
      </Table.Tr>
    );
  };
  return (
    <>
      <QueryListState query={query} isEmpty={data?.total === 0} empty={empty} />
      {data && data.total > 0 && (
        <>
          {isNarrow ? (
            <Stack gap="sm">{data.results.map(card)}</Stack>
          ) : (
            <Table.ScrollContainer minWidth={extraHeader ? 820 : 700}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ingest.runs.file')}</Table.Th>
                    <Table.Th>{t('ingest.runs.period')}</Table.Th>
                    <Table.Th>{t('ingest.runs.status')}</Table.Th>
                    <Table.Th>{t('ingest.runs.rows')}</Table.Th>
                    {extraHeader && <Table.Th ta="right">{extraHeader}</Table.Th>}
                    <Table.Th>
                      <VisuallyHidden>{t('ingest.runs.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{data.results.map(row)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagePicker total={Math.ceil(data.total / RUNS_PAGE_SIZE)} value={page} onChange={onPageChange} />
        </>
      )}
    </>
  );
}
