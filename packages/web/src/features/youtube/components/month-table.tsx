import type { MonthlyRevenue } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatPeriod } from '../../../lib/format-period.ts';
import { formatRate } from '../../../lib/money.ts';
import { figureColumns } from './figure-columns.tsx';

/** The monthly report: each month's views, its revenue in rupiah with the dollars under it, and the rate between them. */
export function MonthTable({ months }: { months: readonly MonthlyRevenue[] }) {
  const { t, i18n } = useTranslation();
  const figures = figureColumns<MonthlyRevenue>(t, i18n.language);
  return (
    <ListTable
      rows={months}
      rowKey={(month) => month.periode}
      label={t('youtube.report.tableLabel')}
      minWidth={900}
      isScrollFocusable
      heading={{
        header: t('youtube.columns.period'),
        cell: (month) => (
          <Text fw={600} size="sm">
            {formatPeriod(month.periode, i18n.language, 'short')}
          </Text>
        ),
      }}
      columns={[
        ...figures.columns,
        {
          header: t('youtube.columns.rate'),
          cell: (month) => (
            <Text size="sm" ta="end" span display="block" style={{ whiteSpace: 'nowrap' }}>
              {month.rate.idr_per_unit === null ? '—' : formatRate(month.rate.idr_per_unit, i18n.language)}
            </Text>
          ),
        },
      ]}
      trailing={figures.trailing}
    />
  );
}
