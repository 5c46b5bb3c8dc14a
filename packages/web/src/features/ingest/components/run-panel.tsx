import type { CompanySummary } from '@irama/contracts';
import { Badge, Group, Tabs, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { CenteredSpinner } from '../../../components/loading-spinner.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useRunQuery } from '../api/get-run.ts';
import { storeSuffix } from '../lib/run-source.ts';
import { CompareTab } from './compare-tab.tsx';
import { ErrorsTab } from './errors-tab.tsx';
import { ReviewTab } from './review-tab.tsx';
import { RowCounts } from './row-counts.tsx';
import { RunStatusBadge } from './run-status-badge.tsx';
import { UnmatchedTab } from './unmatched-tab.tsx';

interface RunPanelProps {
  runId: number;
  companies: readonly CompanySummary[];
}

/** One run: its totals to compare and publish, its unmatched queue and its errors by line. */
export function RunPanel({ runId, companies }: RunPanelProps) {
  const { t } = useTranslation();
  const query = useRunQuery(runId);
  const anchor = useRef<HTMLDivElement>(null);
  // The panel opens below the list: on a phone it would otherwise appear off-screen.
  useEffect(() => anchor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), []);
  const companyNames = new Map(companies.map((company) => [company.id, company]));
  const detail = query.data;
  // A DSR that was ever held keeps its checks and decisions; other runs have no review tab.
  const hasReview = detail ? detail.checks.some((check) => !check.is_match) || detail.reviews.length > 0 : false;
  const defaultTab =
    detail?.run.status === 'failed' ? 'errors' : detail?.run.status === 'needs_review' ? 'review' : 'compare';
  const title = detail ? t('ingest.run.title', { id: runId, file: detail.run.file_name }) : t('ingest.run.loading');
  return (
    <div ref={anchor} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 1rem)' }}>
      <SectionCard title={title}>
        {query.isError && <ErrorAlert error={query.error} />}
        {query.isPending && <CenteredSpinner py="lg" />}
        {detail && (
          <>
            <Group gap="sm" wrap="wrap" align="flex-start">
              <RunStatusBadge status={detail.run.status} />
              <Badge variant="outline" color="gray">
                {t(`ingest.sources.${detail.run.source}`)}
                {storeSuffix(detail.run)}
              </Badge>
              {detail.run.period && (
                <Badge variant="outline" color="gray">
                  {detail.run.period}
                </Badge>
              )}
              <RowCounts run={detail.run} />
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              SHA-256 {detail.run.sha256}
            </Text>
            <Tabs defaultValue={defaultTab} keepMounted={false}>
              <Tabs.List>
                {hasReview && <Tabs.Tab value="review">{t('ingest.review.tab')}</Tabs.Tab>}
                <Tabs.Tab value="compare">{t('ingest.run.tabs.compare')}</Tabs.Tab>
                <Tabs.Tab value="unmatched">
                  {t('ingest.run.tabs.unmatched', { count: detail.run.unmatched_rows })}
                </Tabs.Tab>
                <Tabs.Tab value="errors">{t('ingest.run.tabs.errors', { count: detail.run.errors.length })}</Tabs.Tab>
              </Tabs.List>
              {hasReview && (
                <Tabs.Panel value="review" pt="md">
                  <ReviewTab detail={detail} />
                </Tabs.Panel>
              )}
              <Tabs.Panel value="compare" pt="md">
                <CompareTab detail={detail} companies={companyNames} />
              </Tabs.Panel>
              <Tabs.Panel value="unmatched" pt="md">
                <UnmatchedTab
                  run={detail.run}
                  rowCount={detail.unmatched.reduce((sum, group) => sum + group.rows, 0)}
                  companies={companies}
                  companyNames={companyNames}
                />
              </Tabs.Panel>
              <Tabs.Panel value="errors" pt="md">
                <ErrorsTab errors={detail.run.errors} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </SectionCard>
    </div>
  );
}
