import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../lib/format-period.ts';
import { formatIdr } from '../../lib/money.ts';

export interface MonthChartProps {
  /** Oldest first, nett rupiah of each month. */
  months: readonly { period: string; nett_idr: number }[];
  /** The series' name in the tooltip, e.g. "Nett revenue (IDR)". */
  label: string;
  color?: string;
  height?: number;
}

/** Nett revenue by month, in rupiah: whole numbers as the server keeps them, so nothing is rounded to draw. */
export function MonthChart({ months, label, color = 'red.6', height = 240 }: MonthChartProps) {
  const { i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <BarChart
      h={height}
      data={months.map((month) => ({
        month: formatPeriod(month.period, i18n.language, 'short'),
        nett_idr: month.nett_idr,
      }))}
      dataKey="month"
      series={[{ name: 'nett_idr', label, color }]}
      valueFormatter={(value) => formatIdr(value, i18n.language)}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      gridAxis="y"
      tickLine="none"
    />
  );
}
