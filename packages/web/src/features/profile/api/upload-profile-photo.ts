import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { CONTACT_QUERY_KEY } from './get-contact.ts';

/** POST /api/v2/profile/uploadprofile: the user's photo (at least 300×300, checked again by the server). */
export function uploadProfilePhoto(file: File, options?: UploadOptions): Promise<{ url: string }> {
  return uploadWithProgress('/api/v2/profile/uploadprofile', file, options);
}

export function useUploadProfilePhotoMutation(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePhoto(file, { onProgress }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
