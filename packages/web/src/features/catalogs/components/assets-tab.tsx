import { ASSET_TYPES, type AssetType } from '@irama/contracts';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../components/list-page/list-select.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAssetsQuery } from '../api/get-assets.ts';
import { AssetExport } from './asset-export.tsx';
import { AssetTable } from './asset-table.tsx';
import { CATALOG_PAGE_SIZE, CatalogListResults } from './catalog-list-results.tsx';

const isAssetType = (value: string | undefined): value is AssetType =>
  (ASSET_TYPES as readonly (string | undefined)[]).includes(value);

/** The company's YouTube assets, most viewed first: search, asset type, pages and export. */
export function AssetsTab() {
  const { t } = useTranslation();
  const params = useListParams<never, 'type'>([], undefined, ['type']);
  const assetType = isAssetType(params.filters.type) ? params.filters.type : undefined;
  const assets = useAssetsQuery({
    search: params.search,
    asset_type: assetType,
    page: params.page,
    limit: CATALOG_PAGE_SIZE,
  });
  const isFiltered = params.search !== '' || assetType !== undefined;

  return (
    <Stack gap="md">
      <AssetExport filter={{ search: params.search, asset_type: assetType }} total={assets.data?.total}>
        <Group gap="sm" align="flex-end">
          <ListSelect<AssetType>
            label={t('catalogs.assets.typeLabel')}
            allLabel={t('catalogs.assets.allTypes')}
            options={ASSET_TYPES.map((type) => ({ value: type, label: t(`catalogs.assets.type.${type}`) }))}
            value={assetType}
            onChange={(value) => params.setFilter('type', value)}
            w={{ base: '100%', xs: 220 }}
          />
          <ListSearch
            params={params}
            label={t('catalogs.assets.searchLabel')}
            placeholder={t('catalogs.assets.searchPlaceholder')}
            w={{ base: '100%', xs: 360 }}
          />
        </Group>
      </AssetExport>
      <CatalogListResults query={assets} params={params} isFiltered={isFiltered} keys="catalogs.assets">
        {(results) => <AssetTable assets={results} />}
      </CatalogListResults>
    </Stack>
  );
}
