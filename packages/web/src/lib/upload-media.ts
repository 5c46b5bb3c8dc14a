import type { MediaFile } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** POST /api/v1/media: stores a white-label logo or background (jpg, png, webp; at most 10 MB). */
export function uploadMedia(file: File, onProgress?: (percent: number) => void): Promise<MediaFile> {
  return uploadWithProgress('/api/v1/media', file, { onProgress, service: 'media_url' });
}

export function useUploadMediaMutation(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadMedia(file, onProgress) });
}
