import type { MonthlyRevenue } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatIdr, formatMicros, formatRate } from '../../../lib/money.ts';
import { formatPeriod } from '../lib/format-period.ts';

/** The monthly report: each month's views, its dollars as paid, its nett rupiah and the rate that converted them. */
export function MonthTable({ months }: { months: readonly MonthlyRevenue[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const usd = (micros: number) => formatMicros(micros, 'USD', i18n.language);
  const endText = (text: string) => (
    <Text size="sm" ta="end" span display="block" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
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
            {formatPeriod(month.periode, i18n.language)}
          </Text>
        ),
      }}
      columns={[
        { header: t('youtube.figures.views'), cell: (month) => endText(number.format(month.views)) },
        { header: t('youtube.columns.grossUsd'), cell: (month) => endText(usd(month.gross_micros)) },
        { header: t('youtube.columns.nettUsd'), cell: (month) => endText(usd(month.nett_micros)) },
        { header: t('youtube.columns.sharedUsd'), cell: (month) => endText(usd(month.shared_micros)) },
        {
          header: t('youtube.columns.rate'),
          cell: (month) =>
            endText(month.rate.idr_per_unit === null ? '—' : formatRate(month.rate.idr_per_unit, i18n.language)),
        },
      ]}
      trailing={{
        header: t('youtube.columns.nettIdr'),
        cell: (month) => (
          <Text size="sm" fw={600} ta="end" style={{ whiteSpace: 'nowrap' }}>
            {formatIdr(month.nett_idr, i18n.language)}
          </Text>
        ),
      }}
    />
  );
}
