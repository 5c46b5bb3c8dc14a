import type { FeedbackFields } from '@irama/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { formDataOf } from './send-ticket.ts';

/** POST /api/v2/support/feedback: a rating, a category and a message, with an optional attachment. */
export function sendFeedback(input: FeedbackFields & { uploadIds: readonly string[] }): Promise<{ id: number }> {
  const { uploadIds, ...fields } = input;
  return apiClient.request<{ id: number }>('/api/v2/support/feedback', {
    method: 'POST',
    body: formDataOf(fields, uploadIds),
  });
}

export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback });
}
