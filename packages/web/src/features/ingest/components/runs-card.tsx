import type { IngestRun, RunStatus } from '@irama/contracts';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatIdr } from '../../../lib/money.ts';
import { useRunsQuery } from '../api/get-runs.ts';
import { storeSuffix } from '../lib/run-source.ts';
import { RowCounts } from './row-counts.tsx';
import { RunList } from './run-list.tsx';
import { RunStatusBadge } from './run-status-badge.tsx';

interface RunsCardProps {
  page: number;
  /** Only runs of this status; every run when undefined. */
  status?: RunStatus;
  selectedId: number | null;
  onPageChange: (page: number) => void;
  onStatusChange: (status: RunStatus | undefined) => void;
  onSelect: (id: number) => void;
}

/** Every ingested file with its status and row counts; read again every few seconds while one is parsing. */
export function RunsCard({ page, status, selectedId, onPageChange, onStatusChange, onSelect }: RunsCardProps) {
  const { t, i18n } = useTranslation();
  const query = useRunsQuery(page, status);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const cells = (run: IngestRun) => ({
    subtitle: `#${run.id} · ${t(`ingest.sources.${run.source}`)}${storeSuffix(run)} · ${date.format(new Date(run.created_at))}`,
    period: (
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
    ),
    status: <RunStatusBadge status={run.status} />,
    counts: <RowCounts run={run} />,
    extra: (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {run.status === 'failed' ? '—' : formatIdr(run.total_idr, i18n.language)}
      </Text>
    ),
    action: (
      <Button
        size="xs"
        variant={run.id === selectedId ? 'filled' : 'light'}
        aria-pressed={run.id === selectedId}
        aria-label={t('ingest.runs.openRun', { id: run.id })}
        onClick={() => onSelect(run.id)}
      >
        {t('ingest.runs.open')}
      </Button>
    ),
  });
  return (
    <SectionCard
      title={t('ingest.runs.title')}
      description={t('ingest.runs.description')}
      actions={
        <SegmentedControl
          mt="sm"
          size="xs"
          aria-label={t('ingest.review.filter.label')}
          value={status === 'needs_review' ? 'needs_review' : 'all'}
          onChange={(value) => onStatusChange(value === 'needs_review' ? 'needs_review' : undefined)}
          data={[
            { value: 'all', label: t('ingest.review.filter.all') },
            { value: 'needs_review', label: t('ingest.review.filter.needsReview') },
          ]}
        />
      }
    >
      <RunList
        query={query}
        page={page}
        onPageChange={onPageChange}
        selectedId={selectedId}
        empty={status === 'needs_review' ? t('ingest.review.filter.empty') : t('ingest.runs.empty')}
        extraHeader={t('ingest.runs.total')}
        cells={cells}
      />
    </SectionCard>
  );
}
