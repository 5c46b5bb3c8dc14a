import type { ConflictImportResult } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/**
 * POST /api/ops/conflicts/import (staff): a conflicts CSV. A file with a bad line changes nothing and
 * answers `catalogs.import_invalid` with each bad line under `line:<n>`.
 */
export function importConflicts(file: File, onProgress: (percent: number) => void): Promise<ConflictImportResult> {
  return uploadWithProgress<ConflictImportResult>('/api/ops/conflicts/import', file, { onProgress });
}

export function useImportConflictsMutation(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importConflicts(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops-conflicts'] }),
  });
}
