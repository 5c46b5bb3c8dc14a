import type { IngestRun } from '@irama/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StackedBar } from '../../../components/stacked-bar.tsx';

/** A run's status and row counts, as its list and its panel show them. */
type RunCounts = Pick<IngestRun, 'id' | 'status' | 'total_rows' | 'matched_rows' | 'unmatched_rows' | 'error_rows'>;

/**
 * A run's rows as one bar: matched, unmatched and rejected shares; a file still being parsed shows
 * a moving bar, since the server only knows the count once the file is read.
 */
export function RowCounts({ run }: { run: RunCounts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const label = t('ingest.runs.countsLabel', { id: run.id });
  return (
    <Stack gap={4} miw={180}>
      {run.status === 'parsing' ? (
        <Progress value={100} animated striped aria-label={label} />
      ) : (
        <StackedBar
          label={label}
          parts={[
            { key: 'matched', label: t('ingest.runs.parts.matched'), value: run.matched_rows, color: 'green' },
            { key: 'unmatched', label: t('ingest.runs.parts.unmatched'), value: run.unmatched_rows, color: 'yellow' },
            { key: 'errors', label: t('ingest.runs.parts.errors'), value: run.error_rows, color: 'red' },
          ]}
        />
      )}
      <Text size="xs" c="dimmed">
        {run.status === 'parsing'
          ? t('ingest.runs.parsing')
          : t('ingest.runs.counts', {
              total: number.format(run.total_rows),
              matched: number.format(run.matched_rows),
              unmatched: number.format(run.unmatched_rows),
              errors: number.format(run.error_rows),
            })}
      </Text>
    </Stack>
  );
}
