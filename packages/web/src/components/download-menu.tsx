import type { ReportFileFormat } from '@irama/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';

interface DownloadMenuProps {
  label: string;
  /** The menu's text for each format, in the order the menu lists them. */
  formatLabels: Record<ReportFileFormat, string>;
  onDownload: (format: ReportFileFormat) => void;
  isPending: boolean;
  disabled?: boolean;
}

/** A report's download button: pick CSV or XLSX, the whole report as a file. */
export function DownloadMenu({ label, formatLabels, onDownload, isPending, disabled = false }: DownloadMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={isPending}
          disabled={disabled}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(Object.entries(formatLabels) as [ReportFileFormat, string][]).map(([format, text]) => (
          <Menu.Item key={format} leftSection={<IconFileSpreadsheet size={16} />} onClick={() => onDownload(format)}>
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
