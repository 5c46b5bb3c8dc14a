import type { Ticket, TicketListQuery } from '@irama/contracts';
import { type Desk, deskPageQueryOptions, useDeskPageQuery } from './desk-page.ts';

// A partner reads the company's own tickets; staff read every company's.
const PATHS: Record<Desk, string> = { partner: '/api/v2/support/ticket', ops: '/api/ops/support/tickets' };

/** A page of tickets, most recently active first. */
export function ticketsQueryOptions(desk: Desk, filter: TicketListQuery) {
  return deskPageQueryOptions<Ticket>(PATHS, desk, 'tickets', filter, { ...filter });
}

export function useTicketsQuery(desk: Desk, filter: TicketListQuery) {
  return useDeskPageQuery(ticketsQueryOptions(desk, filter));
}

/** The path of one ticket on a desk. */
export function ticketPath(desk: Desk, id: number): string {
  return `${PATHS[desk]}/${id}`;
}
