import type { AssetDetailTable } from '@irama/contracts';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { LazyMonthChart } from '../../../components/charts/lazy-month-chart.tsx';
import { CountryTable, SourceTable } from './report-tables.tsx';

/**
 * One asset in the period: what it is, its revenue by source and by month, then by country (the paged
 * part). The detail a partner checks against YouTube's own figures: dollars to the micro.
 */
export function AssetDetail({ table }: { table: AssetDetailTable }) {
  const { t } = useTranslation();
  const { asset } = table;
  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={2} size="h4">
            {asset.title ?? t('youtube.assets.untitled')}
          </Title>
          {asset.is_co_owned && (
            <Badge variant="light" c="dark.7" color="grape" radius="sm" tt="none">
              {t('youtube.assets.coOwned')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[asset.artist, asset.asset_id, asset.project || t('youtube.projects.none')].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <ChartCard title={t('youtube.detail.months')}>
        <LazyMonthChart months={table.months} label={t('youtube.charts.nettIdr')} height={200} />
      </ChartCard>
      <Text fw={600} size="sm">
        {t('youtube.detail.sources')}
      </Text>
      <SourceTable rows={table.sources} precision="exact" />
      <Text fw={600} size="sm">
        {t('youtube.detail.countries')}
      </Text>
      <CountryTable rows={table.results} precision="exact" />
    </Stack>
  );
}
