import '@mantine/charts/styles.layer.css';
import { AreaChart, DonutChart, LineChart } from '@mantine/charts';

export interface TrendSeries {
  name: string;
  label: string;
  color: string;
}

export interface TrendBodyProps {
  data: Record<string, number | string>[];
  series: TrendSeries[];
  variant: 'line' | 'area';
  height: number;
  valueFormatter: (value: number) => string;
  tickFormatter: (value: number) => string;
}

/** The daily line or area chart; loaded on first use (trend-chart.tsx). */
export function TrendBody({ data, series, variant, height, valueFormatter, tickFormatter }: TrendBodyProps) {
  const common = {
    h: height,
    data,
    dataKey: 'label',
    series,
    valueFormatter,
    yAxisProps: { tickFormatter, width: 56 },
    gridAxis: 'y' as const,
    tickLine: 'none' as const,
    withDots: data.length <= 31,
    curveType: 'monotone' as const,
  };
  return variant === 'area' ? <AreaChart {...common} /> : <LineChart {...common} />;
}

export interface DonutBodyProps {
  data: { name: string; value: number; color: string }[];
  valueFormatter: (value: number) => string;
  size: number;
}

/** The donut itself; loaded on first use (audience-donut.tsx). */
export function DonutBody({ data, valueFormatter, size }: DonutBodyProps) {
  return (
    <DonutChart
      size={size}
      thickness={Math.round(size / 7)}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={valueFormatter}
      data={data}
    />
  );
}
