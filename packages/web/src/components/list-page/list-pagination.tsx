import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
}

/** "1–20 of 143" and the page buttons under a paged list; nothing when everything fits on one page. */
export function ListPagination({ page, limit, total, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('common.pagination.range', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': t(`common.pagination.${control}`),
          })}
          getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
