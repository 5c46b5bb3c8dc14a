import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';

/** The file formats every list download offers, spreadsheet first. */
const FORMATS = ['xlsx', 'csv'] as const;
export type DownloadFormat = (typeof FORMATS)[number];

interface DownloadMenuProps {
  label: string;
  /** Each format's menu item, e.g. "Excel (.xlsx)". */
  formatLabels: Record<DownloadFormat, string>;
  isLoading: boolean;
  isDisabled: boolean;
  onChoose: (format: DownloadFormat) => void;
}

/** A list's download button, opening on the formats it can be saved in. */
export function DownloadMenu({ label, formatLabels, isLoading, isDisabled, onChoose }: DownloadMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={isLoading}
          disabled={isDisabled}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map((format) => (
          <Menu.Item key={format} leftSection={<IconFileSpreadsheet size={16} />} onClick={() => onChoose(format)}>
            {formatLabels[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
