import type { IngestRun } from '@irama/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<IngestRun['status'], string> = {
  parsing: 'blue',
  parsed: 'yellow',
  needs_review: 'orange',
  failed: 'red',
  published: 'green',
  replaced: 'gray',
  rejected: 'gray',
};

/** The catalogue key of a run status: the review statuses have their own namespace. */
export function runStatusKey(status: IngestRun['status']): string {
  return status === 'needs_review' || status === 'rejected'
    ? `ingest.review.status.${status}`
    : `ingest.status.${status}`;
}

interface RunStatusBadgeProps {
  status: IngestRun['status'];
  /** An analytics run has nothing to review or publish: once parsed, its figures are live. */
  isAnalytics?: boolean;
}

/** A run's status in words and colour. */
export function RunStatusBadge({ status, isAnalytics = false }: RunStatusBadgeProps) {
  const { t } = useTranslation();
  const isLive = isAnalytics && status === 'parsed';
  return (
    <Badge color={isLive ? 'green' : COLORS[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {isLive ? t('ingest.analytics.live') : t(runStatusKey(status))}
    </Badge>
  );
}
