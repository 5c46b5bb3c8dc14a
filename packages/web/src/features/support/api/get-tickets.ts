import type { Page, Ticket, TicketStatus } from '@irama/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export interface TicketFilter {
  status: TicketStatus | undefined;
  page: number;
  limit: number;
}

/** Where a ticket list is read: the company's own, or (staff) every company's. */
export type TicketDesk = 'partner' | 'ops';
const PATHS: Record<TicketDesk, string> = { partner: '/api/v2/support/ticket', ops: '/api/ops/support/tickets' };

/** GET a page of tickets, most recently active first. */
export function getTickets(desk: TicketDesk, filter: TicketFilter): Promise<Page<Ticket>> {
  return apiClient.request<Page<Ticket>>(PATHS[desk], { query: { ...filter } });
}

export function ticketsQueryOptions(desk: TicketDesk, filter: TicketFilter) {
  return queryOptions({
    queryKey: ['support', desk, 'tickets', filter] as const,
    queryFn: () => getTickets(desk, filter),
  });
}

export function useTicketsQuery(desk: TicketDesk, filter: TicketFilter) {
  return useQuery({ ...ticketsQueryOptions(desk, filter), placeholderData: keepPreviousData });
}

/** The path of one ticket on a desk. */
export function ticketPath(desk: TicketDesk, id: number): string {
  return `${PATHS[desk]}/${id}`;
}
