import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { CONTACT_QUERY_KEY } from './get-contact.ts';
import { useImageUploadMutation } from './image-upload-mutation.ts';

/** POST /api/v2/profile/uploadprofile: the user's photo (at least 300×300, checked again by the server). */
export function uploadProfilePhoto(file: File, options?: UploadOptions): Promise<{ url: string }> {
  return uploadWithProgress('/api/v2/profile/uploadprofile', file, options);
}

export function useUploadProfilePhotoMutation(onProgress: (percent: number) => void) {
  return useImageUploadMutation(uploadProfilePhoto, CONTACT_QUERY_KEY, onProgress);
}
