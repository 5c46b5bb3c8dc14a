import '@mantine/charts/styles.layer.css';
import type { YoutubeReport } from '@irama/contracts';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { MonthChart } from '../../../components/charts/month-chart.tsx';
import { countryName } from '../../../lib/country-name.ts';
import { formatIdr } from '../../../lib/money.ts';
import { monthPoints } from '../lib/month-points.ts';
import { SourceDonut } from './source-donut.tsx';

/** The report as pictures: nett rupiah by month, by source and in the ten largest countries of the period. */
export function RevenueCharts({ report }: { report: YoutubeReport }) {
  const { t, i18n } = useTranslation();
  const idr = (value: number) => formatIdr(value, i18n.language);
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Stack gap="md">
      <ChartCard title={t('youtube.charts.byMonth')}>
        <MonthChart months={monthPoints(report.months)} label={t('youtube.charts.nettIdr')} />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('youtube.charts.bySource')}>
          <SourceDonut sources={report.sources} />
        </ChartCard>
        <ChartCard title={t('youtube.charts.topCountries')}>
          <BarChart
            h={280}
            orientation="vertical"
            data={report.top_countries.map((row) => ({
              country: countryName(row.country, i18n.language),
              nett_idr: row.nett_idr,
            }))}
            dataKey="country"
            series={[{ name: 'nett_idr', label: t('youtube.charts.nettIdr'), color: 'red.6' }]}
            valueFormatter={idr}
            xAxisProps={{ tickFormatter: (value: number) => compact.format(value) }}
            yAxisProps={{ width: 96 }}
            gridAxis="x"
            tickLine="none"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
