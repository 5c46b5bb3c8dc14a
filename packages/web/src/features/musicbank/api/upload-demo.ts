import type { OpsMusicbankItem } from '@irama/contracts';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** PUT /api/ops/musicbank/items/{id}/demo (staff): the demo recording (MP3 or WAV) as multipart `file`, with progress. */
export function uploadDemo(
  itemId: number,
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'>,
): Promise<OpsMusicbankItem> {
  return uploadWithProgress(`/api/ops/musicbank/items/${itemId}/demo`, file, { ...options, method: 'PUT' });
}
