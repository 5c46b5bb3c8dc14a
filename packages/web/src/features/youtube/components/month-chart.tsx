import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/money.ts';
import { formatPeriod } from '../lib/format-period.ts';

interface MonthChartProps {
  /** Oldest first, nett rupiah of each month. */
  months: readonly { period: string; nett_idr: number }[];
  height?: number;
}

/** Nett revenue by month, in rupiah: whole numbers as the server keeps them, so nothing is rounded to draw. */
export function MonthChart({ months, height = 240 }: MonthChartProps) {
  const { t, i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <BarChart
      h={height}
      data={months.map((month) => ({ month: formatPeriod(month.period, i18n.language), nett_idr: month.nett_idr }))}
      dataKey="month"
      series={[{ name: 'nett_idr', label: t('youtube.charts.nettIdr'), color: 'red.6' }]}
      valueFormatter={(value) => formatIdr(value, i18n.language)}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      gridAxis="y"
      tickLine="none"
    />
  );
}
