import type { ReportFileFormat } from '@irama/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../components/download-menu.tsx';
import { notifyError } from '../../../lib/notify.ts';

interface DspDownloadProps {
  /** Fetches the file of what is on screen (every page of it) in the chosen format. */
  onDownload: (format: ReportFileFormat) => Promise<void>;
  isDisabled?: boolean;
}

/** The download menu of a DSP table: the same filters as the screen, as XLSX or CSV. */
export function DspDownload({ onDownload, isDisabled = false }: DspDownloadProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);

  async function handleDownload(format: ReportFileFormat) {
    setPending(true);
    try {
      await onDownload(format);
    } catch (error) {
      notifyError(t, t('dspreport.download.failed'), error);
    } finally {
      setPending(false);
    }
  }

  return (
    <DownloadMenu
      label={t('dspreport.download.button')}
      formatLabels={{ xlsx: t('dspreport.download.xlsx'), csv: t('dspreport.download.csv') }}
      isLoading={isPending}
      isDisabled={isDisabled}
      onChoose={(format) => void handleDownload(format)}
    />
  );
}
