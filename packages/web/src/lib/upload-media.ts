import type { MediaFile } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from './upload-with-progress.ts';

/** POST /api/v1/media: stores an image (a logo, a background, a banner: jpg, png, webp; at most 10 MB). */
export function uploadMedia(file: File, onProgress?: (percent: number) => void): Promise<MediaFile> {
  return uploadWithProgress('/api/v1/media', file, { onProgress, service: 'media_url' });
}

export function useUploadMediaMutation(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadMedia(file, onProgress) });
}
