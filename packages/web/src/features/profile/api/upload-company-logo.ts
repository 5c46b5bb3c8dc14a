import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { COMPANY_QUERY_KEY } from './get-company.ts';
import { useImageUploadMutation } from './image-upload-mutation.ts';

/** POST /api/v2/profile/uploadcontact: the company logo (owner only, at least 200×200). */
export function uploadCompanyLogo(file: File, options?: UploadOptions): Promise<{ url: string }> {
  return uploadWithProgress('/api/v2/profile/uploadcontact', file, options);
}

export function useUploadCompanyLogoMutation(onProgress: (percent: number) => void) {
  return useImageUploadMutation(uploadCompanyLogo, COMPANY_QUERY_KEY, onProgress);
}
