import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IngestRun } from '../types.ts';

const COLORS: Record<IngestRun['status'], string> = {
  parsing: 'blue',
  parsed: 'yellow',
  failed: 'red',
  published: 'green',
  replaced: 'gray',
};

/** A run's status in words and colour. */
export function RunStatusBadge({ status }: { status: IngestRun['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`ingest.status.${status}`)}
    </Badge>
  );
}
