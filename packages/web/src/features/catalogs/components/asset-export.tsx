import { DIRECT_EXPORT_MAX_ROWS, type ExportFormat } from '@irama/contracts';
import { Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadMenu } from '../../../components/download-menu.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  type ExportInput,
  useAssetExportQuery,
  useDownloadAssetsMutation,
  useStartAssetExportMutation,
} from '../api/export-assets.ts';
import { ExportJobPanel } from './export-job-panel.tsx';

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
  const { t } = useTranslation();
  const direct = useDownloadAssetsMutation();
  const start = useStartAssetExportMutation();
  // The background export is `?export=<id>`: a reload keeps its progress, and the ready notification links to it.
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('export')) || null;
  const job = useAssetExportQuery(jobId);
  const [lastInput, setLastInput] = useState<ExportInput | null>(null);
  const failTitle = t('catalogs.assets.export.failedTitle');

  function setJobId(id: number | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('export');
        else next.set('export', String(id));
        return next;
      },
      { replace: true },
    );
  }

  function inputFor(format: ExportFormat): ExportInput {
    return { format, search: filter.search, ...(filter.asset_type ? { asset_type: filter.asset_type } : {}) };
  }

  function startBackground(input: ExportInput) {
    setLastInput(input);
    start.mutate(input, {
      onSuccess: (started) => setJobId(started.id),
      onError: (error) => notifyError(t, failTitle, error),
    });
  }

  function handleExport(format: ExportFormat) {
    const input = inputFor(format);
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

  const isRunning = start.isPending || job.data?.status === 'running' || (jobId !== null && !job.data && !job.error);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        {children}
        <DownloadMenu
          label={t('catalogs.assets.export.button')}
          formatLabels={{ xlsx: t('catalogs.assets.export.xlsx'), csv: t('catalogs.assets.export.csv') }}
          isLoading={direct.isPending}
          isDisabled={isRunning || total === 0}
          onChoose={handleExport}
        />
      </Group>
      {jobId !== null && (
        <ExportJobPanel
          job={job.data}
          error={job.error}
          expectedRows={total}
          onRetry={(failed) => startBackground(lastInput ?? inputFor(failed.format))}
          onClose={() => setJobId(null)}
        />
      )}
    </Stack>
  );
}
