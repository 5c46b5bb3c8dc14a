import { Button, Center, Group, Loader, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { RUNS_PAGE_SIZE, useRunsQuery } from '../api/get-runs.ts';
import { formatIdr } from '../lib/money.ts';
import type { IngestRun } from '../types.ts';
import { PagePicker } from './page-picker.tsx';
import { RowCounts } from './row-counts.tsx';
import { RunStatusBadge } from './run-status-badge.tsx';

interface RunsCardProps {
  page: number;
  selectedId: number | null;
  onPageChange: (page: number) => void;
  onSelect: (id: number) => void;
}

/** Every ingested file with its status and row counts; read again every few seconds while one is parsing. */
export function RunsCard({ page, selectedId, onPageChange, onSelect }: RunsCardProps) {
  const { t, i18n } = useTranslation();
  const query = useRunsQuery(page);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A phone gets one card per run: six columns do not fit 390 px without hiding the action.
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const data = query.data;
  const describe = (run: IngestRun) =>
    `#${run.id} · ${t(`ingest.sources.${run.source}`)}${run.store && run.source !== 'youtube' ? ` · ${run.store}` : ''} · ${date.format(new Date(run.created_at))}`;
  const openButton = (run: IngestRun) => (
    <Button
      size="xs"
      variant={run.id === selectedId ? 'filled' : 'light'}
      aria-pressed={run.id === selectedId}
      aria-label={t('ingest.runs.openRun', { id: run.id })}
      onClick={() => onSelect(run.id)}
    >
      {t('ingest.runs.open')}
    </Button>
  );
  const period = (run: IngestRun) => (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {run.period || '—'}
      </Text>
      {run.kind === 'adjustment' && (
        <Text size="xs" c="dimmed">
          {t('ingest.runs.adjustment')}
        </Text>
      )}
    </>
  );
  const total = (run: IngestRun) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {run.status === 'failed' ? '—' : formatIdr(run.total_idr, i18n.language)}
    </Text>
  );
  return (
    <SectionCard title={t('ingest.runs.title')} description={t('ingest.runs.description')}>
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isPending && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {data && data.total === 0 && (
        <Text c="dimmed" size="sm">
          {t('ingest.runs.empty')}
        </Text>
      )}
      {data && data.total > 0 && (
        <>
          {isNarrow ? (
            <Stack gap="sm">
              {data.results.map((run) => (
                <Paper
                  key={run.id}
                  withBorder
                  radius="sm"
                  p="sm"
                  bg={run.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate="end" title={run.file_name}>
                          {run.file_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {describe(run)}
                        </Text>
                      </div>
                      <RunStatusBadge status={run.status} />
                    </Group>
                    <RowCounts run={run} />
                    <Group justify="space-between" wrap="nowrap">
                      <div>{period(run)}</div>
                      {total(run)}
                      {openButton(run)}
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ingest.runs.file')}</Table.Th>
                    <Table.Th>{t('ingest.runs.period')}</Table.Th>
                    <Table.Th>{t('ingest.runs.status')}</Table.Th>
                    <Table.Th>{t('ingest.runs.rows')}</Table.Th>
                    <Table.Th ta="right">{t('ingest.runs.total')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('ingest.runs.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((run) => (
                    <Table.Tr
                      key={run.id}
                      bg={run.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      <Table.Td maw={260}>
                        <Text size="sm" fw={500} truncate="end" title={run.file_name}>
                          {run.file_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {describe(run)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{period(run)}</Table.Td>
                      <Table.Td>
                        <RunStatusBadge status={run.status} />
                      </Table.Td>
                      <Table.Td>
                        <RowCounts run={run} />
                      </Table.Td>
                      <Table.Td ta="right">{total(run)}</Table.Td>
                      <Table.Td ta="right">{openButton(run)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <PagePicker total={Math.ceil(data.total / RUNS_PAGE_SIZE)} value={page} onChange={onPageChange} />
        </>
      )}
    </SectionCard>
  );
}
