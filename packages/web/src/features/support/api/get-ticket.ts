import type { Attachment, TicketDetail } from '@irama/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { Desk } from './desk-page.ts';
import { ticketPath } from './get-tickets.ts';

/** GET one ticket with its thread. */
export function getTicket(desk: Desk, id: number): Promise<TicketDetail> {
  return apiClient.request<TicketDetail>(ticketPath(desk, id));
}

export function ticketQueryOptions(desk: Desk, id: number) {
  return queryOptions({ queryKey: ['support', desk, 'ticket', id] as const, queryFn: () => getTicket(desk, id) });
}

export function useTicketQuery(desk: Desk, id: number | undefined) {
  return useQuery({ ...ticketQueryOptions(desk, id ?? 0), enabled: id !== undefined });
}

/** Downloads an attachment of a ticket with the session (a plain link could not send the token). */
export function downloadAttachment(input: { desk: Desk; ticketId: number; attachment: Attachment }) {
  const { desk, ticketId, attachment } = input;
  return apiClient.download(`${ticketPath(desk, ticketId)}/attachment/${attachment.id}`, attachment.name);
}

export function useDownloadAttachmentMutation() {
  return useMutation({ mutationFn: downloadAttachment });
}
