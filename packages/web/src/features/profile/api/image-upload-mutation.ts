import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import type { UploadOptions } from '../../../lib/upload-with-progress.ts';

/** Uploads a profile image, then reloads the data that shows it and the session (whose header shows it too). */
export function useImageUploadMutation(
  upload: (file: File, options?: UploadOptions) => Promise<{ url: string }>,
  shownIn: QueryKey,
  onProgress: (percent: number) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload(file, { onProgress }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shownIn }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
