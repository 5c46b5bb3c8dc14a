import type { IngestRun } from '@irama/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A run's status and row counts, as its list and its panel show them. */
type RunCounts = Pick<IngestRun, 'id' | 'status' | 'total_rows' | 'matched_rows' | 'unmatched_rows' | 'error_rows'>;

/**
 * A run's rows as one bar: matched, unmatched and rejected shares; a file still being parsed shows
 * a moving bar, since the server only knows the count once the file is read.
 */
export function RowCounts({ run }: { run: RunCounts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const total = run.total_rows + run.error_rows;
  const share = (rows: number) => (total === 0 ? 0 : (rows / total) * 100);
  const label = t('ingest.runs.countsLabel', { id: run.id });
  return (
    <Stack gap={4} miw={180}>
      {run.status === 'parsing' ? (
        <Progress value={100} animated striped aria-label={label} />
      ) : (
        <Progress.Root aria-label={label}>
          <Progress.Section value={share(run.matched_rows)} color="green" />
          <Progress.Section value={share(run.unmatched_rows)} color="yellow" />
          <Progress.Section value={share(run.error_rows)} color="red" />
        </Progress.Root>
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
