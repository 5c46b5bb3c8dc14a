import type {
  MusicbankItem,
  MusicbankItemSummary,
  MusicbankRequest,
  MusicbankRequestStatus,
  OpsMusicbankRequest,
} from '@irama/contracts';
import type { FileSigner } from '../../lib/signed-file-links.ts';
import type { MusicbankItemRow } from './musicbank.tables.ts';
import type { RequestRow } from './requests.repository.ts';

// How rows read in answers: the partner's and staff's shapes of a song and of a request.

/** The writers a song's row keeps as JSON. */
export const writersOf = (writers: string): string[] => JSON.parse(writers) as string[];

/** What the caller's company did with a song: its latest request, and whether another company holds it exclusively. */
export type ItemStanding = { ownRequest: { id: number; status: MusicbankRequestStatus } | null; isTaken: boolean };

export function itemSummaryOf(row: MusicbankItemRow, standing: ItemStanding, signer: FileSigner): MusicbankItemSummary {
  return {
    id: row.id,
    title: row.title,
    writers: writersOf(row.writers),
    genre: row.genre,
    mood: row.mood,
    language: row.language,
    fee_idr: Number(row.fee_idr),
    is_exclusive: Boolean(row.is_exclusive),
    is_taken: standing.isTaken,
    demo_seconds: row.demo_seconds,
    demo_url: row.demo_file_id ? signer.urlOf(row.demo_file_id) : null,
    own_request: standing.ownRequest,
  };
}

export function itemOf(row: MusicbankItemRow, standing: ItemStanding, signer: FileSigner): MusicbankItem {
  return { ...itemSummaryOf(row, standing, signer), lyrics: row.lyrics, terms: row.terms, created_at: row.created_at };
}

export function requestOf(row: RequestRow): MusicbankRequest {
  const requester = [row.requester_firstname, row.requester_lastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    item: {
      id: row.item_id,
      title: row.item_title,
      writers: writersOf(row.item_writers),
      genre: row.item_genre,
      is_exclusive: Boolean(row.item_is_exclusive),
    },
    intended_release: row.intended_release,
    message: row.message,
    fee_idr: Number(row.fee_idr),
    terms: row.terms,
    declined_because: row.declined_because,
    decline_reason: row.decline_reason,
    requested_by: row.requester_firstname === null ? null : requester,
    created_at: row.created_at,
    decided_at: row.decided_at,
    pay_by: row.pay_by,
    paid_at: row.paid_at,
    payment_method: row.payment_method,
    closed_at: row.closed_at,
  };
}

export function opsRequestOf(row: RequestRow): OpsMusicbankRequest {
  return { ...requestOf(row), company: { id: row.company_id, name: row.company_name } };
}
