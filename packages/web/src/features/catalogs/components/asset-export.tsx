import { DIRECT_EXPORT_MAX_ROWS, type ExportFormat } from '@irama/contracts';
import { Alert, Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  type ExportInput,
  useAssetExportQuery,
  useDownloadAssetExportMutation,
  useDownloadAssetsMutation,
  useStartAssetExportMutation,
} from '../api/export-assets.ts';

interface AssetExportProps {
  /** The list's filters, exported as they are. */
  filter: Omit<ExportInput, 'format'>;
  /** Rows the filtered list has; unknown while it loads. */
  total: number | undefined;
  /** The list's filters, on the row the export menu ends. */
  children: ReactNode;
}

/**
 * The export menu (XLSX or CSV) of the filtered asset list. Up to DIRECT_EXPORT_MAX_ROWS rows download at
 * once; a larger list is built in the background, with its progress here and a notification when ready.
 */
export function AssetExport({ filter, total, children }: AssetExportProps) {
  const { t, i18n } = useTranslation();
  const direct = useDownloadAssetsMutation();
  const start = useStartAssetExportMutation();
  const fetchFile = useDownloadAssetExportMutation();
  const [jobId, setJobId] = useState<number | null>(null);
  const [lastInput, setLastInput] = useState<ExportInput | null>(null);
  const job = useAssetExportQuery(jobId);
  const number = new Intl.NumberFormat(i18n.language);
  const failTitle = t('catalogue.assets.export.failedTitle');

  function startBackground(input: ExportInput) {
    setLastInput(input);
    start.mutate(input, {
      onSuccess: (started) => setJobId(started.id),
      onError: (error) => notifyError(t, failTitle, error),
    });
  }

  function handleExport(format: ExportFormat) {
    const input: ExportInput = {
      format,
      search: filter.search,
      ...(filter.asset_type ? { asset_type: filter.asset_type } : {}),
    };
    if (total !== undefined && total > DIRECT_EXPORT_MAX_ROWS) {
      startBackground(input);
      return;
    }
    direct.mutate(input, {
      onError: (error) => {
        // The list grew past the limit since it was counted: the server asks for a background export.
        if (error instanceof ApiError && error.code === 'catalogs.export_too_large') startBackground(input);
        else notifyError(t, failTitle, error);
      },
    });
  }

  const current = job.data;
  const isRunning = start.isPending || current?.status === 'running' || (jobId !== null && !current);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        {children}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              rightSection={<IconChevronDown size={14} />}
              loading={direct.isPending}
              disabled={isRunning || total === 0}
            >
              {t('catalogue.assets.export.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => handleExport('xlsx')}>
              {t('catalogue.assets.export.xlsx')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => handleExport('csv')}>
              {t('catalogue.assets.export.csv')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {jobId !== null && (
        <Paper withBorder radius="md" p="sm" role="status" aria-label={t('catalogue.assets.export.statusLabel')}>
          {!current || current.status === 'running' ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('catalogue.assets.export.running')}
              </Text>
              <Progress
                value={current && current.rows_total > 0 ? (current.rows_done / current.rows_total) * 100 : 0}
                animated
                aria-label={t('catalogue.assets.export.progressLabel')}
              />
              <Text size="xs" c="dimmed">
                {t('catalogue.assets.export.rows', {
                  done: number.format(current?.rows_done ?? 0),
                  total: number.format(current?.rows_total ?? total ?? 0),
                })}{' '}
                {t('catalogue.assets.export.notifyHint')}
              </Text>
            </Stack>
          ) : current.status === 'ready' ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('catalogue.assets.export.ready', { total: number.format(current.rows_total) })}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  loading={fetchFile.isPending}
                  onClick={() => fetchFile.mutate(current, { onError: (error) => notifyError(t, failTitle, error) })}
                >
                  {t('catalogue.assets.export.download', { format: current.format.toUpperCase() })}
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setJobId(null)}>
                  {t('common.close')}
                </Button>
              </Group>
            </Group>
          ) : (
            <Alert color="red" variant="light" p="xs" title={failTitle}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('catalogue.assets.export.failed')}</Text>
                {lastInput && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconRefresh size={14} />}
                    onClick={() => startBackground(lastInput)}
                  >
                    {t('catalogue.assets.export.retry')}
                  </Button>
                )}
              </Group>
            </Alert>
          )}
        </Paper>
      )}
    </Stack>
  );
}
