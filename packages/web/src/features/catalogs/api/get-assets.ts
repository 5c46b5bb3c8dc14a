import type { AssetType, Page, YoutubeAsset } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface AssetListFilter {
  search: string;
  asset_type?: AssetType | undefined;
  page: number;
  limit: number;
}

/** GET /api/v2/catalogs/asset: the company's YouTube assets, most viewed first. */
export function getAssets(filter: AssetListFilter): Promise<Page<YoutubeAsset>> {
  return apiClient.request<Page<YoutubeAsset>>('/api/v2/catalogs/asset', { query: { ...filter } });
}

export function assetsQueryOptions(filter: AssetListFilter) {
  return queryOptions({ queryKey: ['catalogs', 'assets', filter] as const, queryFn: () => getAssets(filter) });
}

/** The previous page stays on screen while the next one loads, so typing does not flash the loader. */
export function useAssetsQuery(filter: AssetListFilter) {
  return useQuery({ ...assetsQueryOptions(filter), placeholderData: keepPreviousData });
}
