import type { ReportFileFormat } from '@irama/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';

interface ReportDownloadProps {
  /** Fetches the file of what is on screen (every page of it) in the chosen format. */
  onDownload: (format: ReportFileFormat) => Promise<void>;
  isDisabled?: boolean;
}

/** The download menu of a report table: the same filters as the screen, as CSV or XLSX. */
export function ReportDownload({ onDownload, isDisabled = false }: ReportDownloadProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);

  async function handleDownload(format: ReportFileFormat) {
    setPending(true);
    try {
      await onDownload(format);
    } catch (error) {
      notifyError(t, t('youtube.download.failed'), error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={isPending}
          disabled={isDisabled}
        >
          {t('youtube.download.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void handleDownload('xlsx')}>
          {t('youtube.download.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void handleDownload('csv')}>
          {t('youtube.download.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
