import type { AnalyticsTop, AnalyticsTopRow } from '@irama/contracts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { AnalyticsFormats } from '../lib/format.ts';
import { TopTable } from './top-table.tsx';

interface CatalogueSectionProps {
  top: AnalyticsTop | undefined;
  formats: AnalyticsFormats;
  onOpen?: ((row: AnalyticsTopRow) => void) | undefined;
}

/** The top assets by estimated revenue and the top videos by views. */
export function CatalogueSection({ top, formats, onOpen }: CatalogueSectionProps) {
  const { t } = useTranslation();
  const table = (caption: string, rows: AnalyticsTopRow[] | undefined) => (
    <ChartCard title={caption}>
      {rows ? <TopTable caption={caption} rows={rows} formats={formats} onOpen={onOpen} /> : <TableSkeleton rows={5} />}
    </ChartCard>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="analytics-catalogue">
      <Title order={2} size="h4" id="analytics-catalogue">
        {t('analytics.catalogue.title')}
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {table(t('analytics.catalogue.topAssets'), top?.assets)}
        {table(t('analytics.catalogue.topVideos'), top?.videos)}
      </SimpleGrid>
    </Stack>
  );
}
