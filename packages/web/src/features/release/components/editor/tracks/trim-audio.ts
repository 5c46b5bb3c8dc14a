import type { ReleaseFile } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../../lib/api-client.ts';
import { ApiError, errorMessageKey } from '../../../../../lib/api-error.ts';

type TrimRequest = { file_id: string; start_seconds: number; duration_seconds: number };

/** POST /api/v2/release/audiotrim: the server cuts the clip from the stored WAV. */
function trimAudio(body: TrimRequest): Promise<ReleaseFile> {
  return apiClient.request<ReleaseFile>('/api/v2/release/audiotrim', { method: 'POST', body });
}

/** Has the server cut a clip from the track's uploaded WAV. */
export function useTrimAudioMutation() {
  return useMutation({ mutationFn: trimAudio });
}

/** The server's reason for refusing the cut (start past the end, not a WAV…), else the general one. */
export function trimErrorKey(error: unknown): string | undefined {
  if (!error) return undefined;
  const fieldKey = error instanceof ApiError ? Object.values(error.fieldErrors)[0] : undefined;
  return fieldKey ?? errorMessageKey(error);
}
