import type { IngestRun } from '@irama/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<IngestRun['status'], string> = {
  parsing: 'blue',
  parsed: 'yellow',
  failed: 'red',
  published: 'green',
  replaced: 'gray',
};

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
    <Badge color={isLive ? 'green' : COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {isLive ? t('ingest.analytics.live') : t(`ingest.status.${status}`)}
    </Badge>
  );
}
