import type { CreateTicketFields, TicketDetail } from '@irama/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Desk } from './desk-page.ts';
import { ticketPath } from './get-tickets.ts';

/** A multipart body of text fields and files under one field name. */
export function formDataOf(fields: Record<string, string | number>, files: readonly File[], fileField = 'attachments') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const file of files) body.append(fileField, file);
  return body;
}

/** POST /api/v2/support/ticket: opens a ticket with its attachments. */
export function createTicket(input: CreateTicketFields & { files: readonly File[] }): Promise<TicketDetail> {
  const { files, ...fields } = input;
  return apiClient.request<TicketDetail>('/api/v2/support/ticket', { method: 'POST', body: formDataOf(fields, files) });
}

/** POST …/{id}/reply: the user's follow-up, or (staff) the answer to a ticket. */
export function replyToTicket(input: { desk: Desk; id: number; message: string; files: readonly File[] }) {
  return apiClient.request<TicketDetail>(`${ticketPath(input.desk, input.id)}/reply`, {
    method: 'POST',
    body: formDataOf({ message: input.message }, input.files),
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
