import type { Ticket, TicketStatus } from '@irama/contracts';
import { type Desk, deskPageQueryOptions, useDeskPageQuery } from './desk-page.ts';

export interface TicketFilter {
  status: TicketStatus | undefined;
  page: number;
  limit: number;
}

/** Where a ticket list is read: the company's own, or (staff) every company's. */
export type TicketDesk = Desk;
const PATHS: Record<TicketDesk, string> = { partner: '/api/v2/support/ticket', ops: '/api/ops/support/tickets' };

/** A page of tickets, most recently active first. */
export function ticketsQueryOptions(desk: TicketDesk, filter: TicketFilter) {
  return deskPageQueryOptions<Ticket>(PATHS, desk, 'tickets', filter, { ...filter });
}

export function useTicketsQuery(desk: TicketDesk, filter: TicketFilter) {
  return useDeskPageQuery(ticketsQueryOptions(desk, filter));
}

/** The path of one ticket on a desk. */
export function ticketPath(desk: TicketDesk, id: number): string {
  return `${PATHS[desk]}/${id}`;
}
