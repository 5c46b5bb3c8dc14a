import type { YoutubeAsset } from '@irama/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Territories } from './territories.tsx';

/** The YouTube catalogue as a table, or one card per asset on a phone. */
export function AssetTable({ assets }: { assets: readonly YoutubeAsset[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ListTable
      rows={assets}
      rowKey={(asset) => asset.id}
      label={t('catalogs.assets.tableLabel')}
      minWidth={900}
      isScrollFocusable
      heading={{
        header: t('catalogs.assets.columns.asset'),
        cell: (asset) => (
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {asset.title ?? t('catalogs.assets.untitled')}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[asset.artist, asset.asset_id].filter(Boolean).join(' · ') || '—'}
            </Text>
          </div>
        ),
      }}
      columns={[
        { header: t('catalogs.assets.columns.type'), cell: (asset) => t(`catalogs.assets.type.${asset.asset_type}`) },
        {
          header: t('catalogs.assets.columns.labels'),
          cell: (asset) => (asset.labels.length === 0 ? '—' : asset.labels.join(', ')),
        },
        {
          // ISRC over custom id in one column, so the table fits a laptop screen without scrolling.
          header: t('catalogs.assets.columns.codes'),
          cell: (asset) => (
            <>
              <Text size="sm" span display="block">
                {asset.isrc ?? '—'}
              </Text>
              <Text size="xs" c="dimmed" span display="block">
                {asset.custom_id ?? '—'}
              </Text>
            </>
          ),
        },
        {
          header: t('catalogs.assets.columns.channel'),
          cell: (asset) => (
            <Text size="sm" span display="block" maw={120} truncate="end" title={asset.channel_id ?? undefined}>
              {asset.channel_id ?? '—'}
            </Text>
          ),
        },
        {
          header: t('catalogs.assets.columns.territories'),
          cell: (asset) => <Territories codes={asset.territories} />,
        },
      ]}
      trailing={{
        header: t('catalogs.assets.columns.views'),
        cell: (asset) => (
          <Text size="sm" fw={600} ta="end">
            {number.format(asset.views)}
          </Text>
        ),
      }}
    />
  );
}
