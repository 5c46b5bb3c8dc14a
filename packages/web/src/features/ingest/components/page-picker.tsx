import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagePickerProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** Page buttons with translated names for the arrows; nothing when everything fits on one page. */
export function PagePicker({ total, value, onChange }: PagePickerProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="flex-end">
      <Pagination
        size="sm"
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`ingest.pagination.${control}`) })}
      />
    </Group>
  );
}
