import type { AnalyticsRun } from '@irama/contracts';
import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAnalyticsRunsQuery } from '../api/get-analytics-runs.ts';
import { ErrorsTab } from './errors-tab.tsx';
import { RowCounts } from './row-counts.tsx';
import { RunList } from './run-list.tsx';
import { RunStatusBadge } from './run-status-badge.tsx';

interface AnalyticsRunsCardProps {
  page: number;
  /** The run the upload card asked to show: highlighted and scrolled to. */
  selectedId: number | null;
  onPageChange: (page: number) => void;
}

/** Every ingested daily analytics feed with its status and row counts, and a failed feed's errors by line. */
export function AnalyticsRunsCard({ page, selectedId, onPageChange }: AnalyticsRunsCardProps) {
  const { t, i18n } = useTranslation();
  const query = useAnalyticsRunsQuery(page);
  const [shownErrors, setShownErrors] = useState<AnalyticsRun | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  // The list sits below the report runs, out of sight on most screens when an upload asks for it.
  useEffect(() => {
    if (selectedId !== null) anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selectedId]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const cells = (run: AnalyticsRun) => ({
    subtitle: [
      `#${run.id}`,
      ...(run.feed ? [t(`ingest.analytics.feeds.${run.feed}`)] : []),
      ...(run.feed === 'dsp' ? [run.store] : []),
      date.format(new Date(run.created_at)),
    ].join(' · '),
    period: (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {run.period || '—'}
      </Text>
    ),
    status: <RunStatusBadge status={run.status} isAnalytics />,
    counts: <RowCounts run={run} />,
    action: run.errors.length > 0 && (
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={t('ingest.analytics.showErrors', { id: run.id })}
        onClick={() => setShownErrors(run)}
      >
        {t('ingest.run.tabs.errors', { count: run.errors.length })}
      </Button>
    ),
  });
  return (
    <div ref={anchor} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 1rem)' }}>
      <SectionCard title={t('ingest.analytics.title')} description={t('ingest.analytics.description')}>
        <RunList
          query={query}
          page={page}
          onPageChange={onPageChange}
          selectedId={selectedId}
          empty={t('ingest.analytics.empty')}
          cells={cells}
        />
      </SectionCard>
      <Modal
        opened={shownErrors !== null}
        onClose={() => setShownErrors(null)}
        title={shownErrors && t('ingest.analytics.errorsTitle', { id: shownErrors.id, file: shownErrors.file_name })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {shownErrors && <ErrorsTab errors={shownErrors.errors} />}
      </Modal>
    </div>
  );
}
