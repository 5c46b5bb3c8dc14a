import type { AssetExportJob, AssetExportRequest } from '@irama/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The list's filters with the chosen format; an empty search and no type export everything. */
export type ExportInput = Pick<AssetExportRequest, 'format' | 'search' | 'asset_type'>;

const POLL_MS = 1000;

/** GET /api/v2/catalogs/asset_export: a small export streamed straight into a download. */
export function downloadAssets(input: ExportInput): Promise<void> {
  return apiClient.download('/api/v2/catalogs/asset_export', `youtube-assets.${input.format}`, {
    query: { ...input },
  });
}

/** POST /api/v2/catalogs/asset_export: starts a background export of a large list. */
export function startAssetExport(input: ExportInput): Promise<AssetExportJob> {
  return apiClient.request<AssetExportJob>('/api/v2/catalogs/asset_export', { method: 'POST', body: input });
}

/** GET /api/v2/catalogs/asset_export/id/{id}: how far a background export has got. */
export function getAssetExport(id: number): Promise<AssetExportJob> {
  return apiClient.request<AssetExportJob>(`/api/v2/catalogs/asset_export/id/${id}`);
}

/** GET …/asset_export/id/{id}/file: the finished file, saved as a download. */
export function downloadAssetExport(job: AssetExportJob): Promise<void> {
  return apiClient.download(
    job.download_url ?? `/api/v2/catalogs/asset_export/id/${job.id}/file`,
    `youtube-assets.${job.format}`,
  );
}

export function assetExportQueryOptions(id: number) {
  return queryOptions({ queryKey: ['catalogs', 'asset-export', id] as const, queryFn: () => getAssetExport(id) });
}

/** Polls a running export about once a second and stops when it is ready, has failed, or cannot be read. */
export function useAssetExportQuery(id: number | null) {
  return useQuery({
    ...assetExportQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      return !query.state.data || query.state.data.status === 'running' ? POLL_MS : false;
    },
  });
}

export function useDownloadAssetsMutation() {
  return useMutation({ mutationFn: downloadAssets });
}

export function useStartAssetExportMutation() {
  return useMutation({ mutationFn: startAssetExport });
}

export function useDownloadAssetExportMutation() {
  return useMutation({ mutationFn: downloadAssetExport });
}
