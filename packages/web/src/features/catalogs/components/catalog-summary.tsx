import type { ReleaseStatus, CatalogSummary as Summary } from '@irama/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/stat-tile.tsx';

const SHOWN: ReleaseStatus[] = ['success', 'on_progress', 'rejected', 'taken_down'];

/** The catalogue at a glance: all releases, then the ones in the stores, under review, to fix and taken down. */
export function CatalogSummary({ summary }: { summary: Summary | undefined }) {
  const { t, i18n } = useTranslation();
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const tiles: { key: string; label: string; value: number | undefined }[] = [
    { key: 'total', label: t('catalogs.summary.total'), value: summary?.total },
    ...SHOWN.map((status) => ({
      key: status,
      label: t(`catalogs.summary.${status}`),
      value: summary?.by_status[status],
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {tiles.map((tile) => (
        <StatTile
          key={tile.key}
          label={tile.label}
          value={tile.value === undefined ? undefined : format(tile.value)}
          valueSize="xl"
        />
      ))}
    </SimpleGrid>
  );
}
