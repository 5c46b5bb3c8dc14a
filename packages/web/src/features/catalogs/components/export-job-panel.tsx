import type { AssetExportJob } from '@irama/contracts';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadAssetExportMutation } from '../api/export-assets.ts';

interface ExportJobPanelProps {
  /** The job as last polled; undefined until the first answer. */
  job: AssetExportJob | undefined;
  /** Why the job could not be read (another user's id in the URL, a lost connection). */
  error: unknown;
  /** Rows the list had when the export started, shown until the job says. */
  expectedRows: number | undefined;
  onRetry: (job: AssetExportJob) => void;
  onClose: () => void;
}

/** A background export: its progress while it runs, then its download, or why it failed with a retry. */
export function ExportJobPanel({ job, error, expectedRows, onRetry, onClose }: ExportJobPanelProps) {
  const { t, i18n } = useTranslation();
  const fetchFile = useDownloadAssetExportMutation();
  const number = new Intl.NumberFormat(i18n.language);
  const failTitle = t('catalogs.assets.export.failedTitle');
  const closeButton = (
    <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
      {t('common.close')}
    </Button>
  );

  if (!job && error) {
    return (
      <Stack gap="xs">
        <ErrorAlert error={error} />
        <Group justify="flex-end">{closeButton}</Group>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" role="status" aria-label={t('catalogs.assets.export.statusLabel')}>
      {!job || job.status === 'running' ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('catalogs.assets.export.running')}
          </Text>
          <Progress
            value={job && job.rows_total > 0 ? (job.rows_done / job.rows_total) * 100 : 0}
            animated
            aria-label={t('catalogs.assets.export.progressLabel')}
          />
          <Text size="xs" c="dimmed">
            {t('catalogs.assets.export.rows', {
              done: number.format(job?.rows_done ?? 0),
              total: number.format(job?.rows_total ?? expectedRows ?? 0),
            })}{' '}
            {t('catalogs.assets.export.notifyHint')}
          </Text>
        </Stack>
      ) : job.status === 'ready' ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('catalogs.assets.export.ready', { total: number.format(job.rows_total) })}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={fetchFile.isPending}
              onClick={() => fetchFile.mutate(job, { onError: (failure) => notifyError(t, failTitle, failure) })}
            >
              {t('catalogs.assets.export.download', { format: job.format.toUpperCase() })}
            </Button>
            {closeButton}
          </Group>
        </Group>
      ) : (
        <Alert color="red" variant="light" p="xs" title={failTitle}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('catalogs.assets.export.failed')}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => onRetry(job)}
            >
              {t('catalogs.assets.export.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
