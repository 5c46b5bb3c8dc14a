import type { CreateTicketFields, TicketDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Desk } from './desk-page.ts';
import { ticketPath } from './get-tickets.ts';

/** A multipart body of text fields and one `upload_id` field per attachment, a finished resumable upload. */
export function formDataOf(fields: Record<string, string | number>, uploadIds: readonly string[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const uploadId of uploadIds) body.append('upload_id', uploadId);
  return body;
}

/** POST /api/v2/support/ticket: opens a ticket with its attachments. */
export function createTicket(input: CreateTicketFields & { uploadIds: readonly string[] }): Promise<TicketDetail> {
  const { uploadIds, ...fields } = input;
  return apiClient.request<TicketDetail>('/api/v2/support/ticket', {
    method: 'POST',
    body: formDataOf(fields, uploadIds),
  });
}

/** POST …/{id}/reply: the user's follow-up, or (staff) the answer to a ticket. */
export function replyToTicket(input: { desk: Desk; id: number; message: string; uploadIds: readonly string[] }) {
  return apiClient.request<TicketDetail>(`${ticketPath(input.desk, input.id)}/reply`, {
    method: 'POST',
    body: formDataOf({ message: input.message }, input.uploadIds),
  });
}

/** POST /api/ops/support/tickets/{id}/close (staff). */
export function closeTicket(id: number): Promise<TicketDetail> {
  return apiClient.request<TicketDetail>(`/api/ops/support/tickets/${id}/close`, { method: 'POST' });
}

/** Every list and thread of support may change with a new message. */
function useSupportMutation<I>(mutationFn: (input: I) => Promise<TicketDetail>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['support'] }) });
}

export const useCreateTicketMutation = () => useSupportMutation(createTicket);
export const useReplyToTicketMutation = () => useSupportMutation(replyToTicket);
export const useCloseTicketMutation = () => useSupportMutation(closeTicket);
