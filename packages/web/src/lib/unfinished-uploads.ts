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

/**
 * The unfinished upload a file continues: same purpose, name and size, and the same head (its
 * `head_sha1`), since another device has no fingerprint and another file may share a name and size.
 */
export function matchUnfinishedUpload(
  uploads: readonly UnfinishedUpload[],
  purpose: UploadPurpose,
  file: Pick<File, 'name' | 'size'>,
  headSha1: string,
): UnfinishedUpload | undefined {
  return uploads.find(
    (upload) =>
      upload.purpose === purpose &&
      upload.filename === file.name &&
      upload.size === file.size &&
      upload.head_sha1 === headSha1,
  );
}
