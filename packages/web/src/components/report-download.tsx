import type { ReportFileFormat } from '@irama/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../lib/notify.ts';
import { DownloadMenu } from './download-menu.tsx';

interface ReportDownloadProps {
  /** Fetches the file of what is on screen (every page of it) in the chosen format. */
  onDownload: (format: ReportFileFormat) => Promise<void>;
  isDisabled?: boolean;
}

/** The download menu of a report: the same filters as the screen, as CSV or XLSX. */
export function ReportDownload({ onDownload, isDisabled = false }: ReportDownloadProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);

  async function handleDownload(format: ReportFileFormat) {
    setPending(true);
    try {
      await onDownload(format);
    } catch (error) {
      notifyError(t, t('common.download.failed'), error);
    } finally {
      setPending(false);
    }
  }

  return (
    <DownloadMenu
      label={t('common.download.button')}
      formatLabels={{ xlsx: t('common.download.xlsx'), csv: t('common.download.csv') }}
      isLoading={isPending}
      isDisabled={isDisabled}
      onChoose={(format) => void handleDownload(format)}
    />
  );
}
