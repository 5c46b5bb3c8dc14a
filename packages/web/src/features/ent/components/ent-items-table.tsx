import type { EntItem } from '@irama/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IdrAmount } from '../../../components/idr-amount.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** A statement's lines: the date, what it was, its category and what it earned. */
export function EntItemsTable({ items, firstIndex }: { items: readonly EntItem[]; firstIndex: number }) {
  const { t, i18n } = useTranslation();
  // Lines have no id: their place in the whole statement keys them.
  const rows = items.map((item, index) => ({ ...item, key: firstIndex + index }));
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.key}
      label={t('ent.tableLabel')}
      minWidth={640}
      isScrollFocusable
      heading={{
        header: t('ent.columns.description'),
        cell: (row) => (
          <Text fw={600} size="sm">
            {row.description}
          </Text>
        ),
      }}
      columns={[
        { header: t('ent.columns.date'), cell: (row) => formatDate(row.date, i18n.language) },
        {
          header: t('ent.columns.category'),
          cell: (row) => (
            <Badge variant="light" c="dark.7" size="sm">
              {t(`ent.categories.${row.category}`)}
            </Badge>
          ),
        },
      ]}
      trailing={{
        header: t('ent.columns.amount'),
        cell: (row) => <IdrAmount amount={row.amount_idr} />,
      }}
    />
  );
}
