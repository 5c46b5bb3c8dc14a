import type { UnfinishedUpload, UploadPurpose } from '@irama/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** GET /api/uploads: the signed-in user's unfinished resumable uploads, from any device. */
export function findUnfinishedUploads(): Promise<UnfinishedUpload[]> {
  return apiClient.request<UnfinishedUpload[]>('/api/uploads');
}

export function unfinishedUploadsQueryOptions() {
  return queryOptions({ queryKey: ['uploads', 'unfinished'] as const, queryFn: findUnfinishedUploads });
}

/** The unfinished uploads made for `purpose` (none without one), in the server's order. */
export function useUnfinishedUploads(purpose: UploadPurpose | undefined): UnfinishedUpload[] {
  const { data } = useQuery({ ...unfinishedUploadsQueryOptions(), enabled: purpose !== undefined });
  return (data ?? []).filter((upload) => upload.purpose === purpose);
}

/** The unfinished upload a file continues: same purpose, name and size (another device has no fingerprint). */
export function matchUnfinishedUpload(
  uploads: readonly UnfinishedUpload[],
  purpose: UploadPurpose,
  file: Pick<File, 'name' | 'size'>,
): UnfinishedUpload | undefined {
  return uploads.find(
    (upload) => upload.purpose === purpose && upload.filename === file.name && upload.size === file.size,
  );
}
