import type { ConflictActionRequest, ConflictDetail, MediaFile } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { conflictQueryOptions } from './get-conflict.ts';

/** POST /api/v2/catalogs/conflict: accept (release the claim) or counter (appeal) an open conflict. */
export function actOnConflict(body: ConflictActionRequest): Promise<ConflictDetail> {
  return apiClient.request<ConflictDetail>('/api/v2/catalogs/conflict', { method: 'POST', body });
}

/** The answer replaces the open detail; the lists and the tab counts are read again. */
export function useActOnConflictMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnConflict,
    onSuccess: async (detail) => {
      client.setQueryData(conflictQueryOptions(detail.id).queryKey, detail);
      await client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'catalogs' && query.queryKey[1] !== 'conflict',
      });
    },
  });
}

/** POST /api/v1/media: an appeal's evidence file (pdf, jpg, png or mp4, at most 10 MB), with its progress. */
export function uploadEvidence(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  return uploadWithProgress<MediaFile>('/api/v1/media', file, { onProgress, service: 'media_url' });
}
