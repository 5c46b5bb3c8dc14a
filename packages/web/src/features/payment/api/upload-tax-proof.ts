import type { MediaFile, Payment, TaxProofRequest } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** POST /api/v1/media: the tax proof file itself, with its progress; the answer's url is what tax_proof takes. */
export function uploadTaxProofFile(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  return uploadWithProgress<MediaFile>('/api/v1/media', file, { onProgress, service: 'media_url' });
}

/** POST /api/v2/payment/tax_proof: attaches an uploaded file to one payment as its tax proof. */
export function attachTaxProof(body: TaxProofRequest): Promise<Payment> {
  return apiClient.request<Payment>('/api/v2/payment/tax_proof', { method: 'POST', body });
}

/** The history, the period's payments, the summary's missing count and the next deadline all change. */
export function useAttachTaxProofMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachTaxProof,
    onSuccess: () => client.invalidateQueries({ queryKey: ['payment'] }),
  });
}
