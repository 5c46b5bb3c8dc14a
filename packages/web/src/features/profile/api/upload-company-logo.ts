import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/session-query-key.ts';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { COMPANY_QUERY_KEY } from './get-company.ts';

/** POST /api/v2/profile/uploadcontact: the company logo (owner only, at least 200×200). */
export function uploadCompanyLogo(file: File, options?: UploadOptions): Promise<{ url: string }> {
  return uploadWithProgress('/api/v2/profile/uploadcontact', file, options);
}

export function useUploadCompanyLogoMutation(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCompanyLogo(file, { onProgress }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
