import {
  type AcceptMusicbankRequest,
  type DeclineMusicbankRequest,
  MUSICBANK_LIMITS,
  type MusicbankItemInputSchema,
  type MusicbankRequestStatus,
  type OpsMusicbankItem,
  type OpsMusicbankRequest,
  type Page,
} from '@irama/contracts';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import { findItem, findOpsItemPage, insertItem, updateItem } from './items.repository.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import type { MusicbankItemRow, MusicbankRequestsTable } from './musicbank.tables.ts';
import { announceRequests } from './request-notices.ts';
import { countRequestsOf, findLicensees, findRequest, findRequestPage, moveRequest } from './requests.repository.ts';
import { sweep } from './requests.service.ts';
import { itemSummaryOf, opsRequestOf } from './views.ts';

type ItemInput = z.output<typeof MusicbankItemInputSchema>;
type Deps = Pick<MusicbankDeps, 'db' | 'now'>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Songs as staff see them: listed or not, how often asked for, and who licensed each. */
async function opsItemsOf(deps: MusicbankDeps, rows: readonly MusicbankItemRow[]): Promise<OpsMusicbankItem[]> {
  const ids = rows.map((row) => row.id);
  const [counts, licensees, signer] = await Promise.all([
    countRequestsOf(deps.db, ALL_COMPANIES, ids),
    findLicensees(deps.db, ALL_COMPANIES, ids),
    deps.links.signer(),
  ]);
  return rows.map((row) => {
    const licensedTo = licensees.filter((licensee) => licensee.item_id === row.id).map((licensee) => licensee.name);
    const isTaken = Boolean(row.is_exclusive) && licensedTo.length > 0;
    const { own_request: _, ...summary } = itemSummaryOf(row, { ownRequest: null, isTaken }, signer);
    return {
      ...summary,
      lyrics: row.lyrics,
      terms: row.terms,
      created_at: row.created_at,
      is_listed: Boolean(row.is_listed),
      requests: Number(counts.find((count) => count.item_id === row.id)?.count ?? 0),
      licensed_to: licensedTo,
    };
  });
}

/** `GET /api/ops/musicbank/items`: a page of every song, newest first. */
export async function listOpsItems(
  deps: MusicbankDeps,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<Page<OpsMusicbankItem>> {
  const { rows, total } = await findOpsItemPage(deps.db, {
    ...query,
    search: query.search ? foldForSearch(query.search) : undefined,
  });
  return { results: await opsItemsOf(deps, rows), page: query.page, limit: query.limit, total };
}

/** One song as staff see it, or 404. */
export async function getOpsItem(deps: MusicbankDeps, id: number): Promise<OpsMusicbankItem> {
  const row = await findItem(deps.db, id);
  if (!row) throw notFound();
  const [item] = await opsItemsOf(deps, [row]);
  if (!item) throw notFound();
  return item;
}

function itemColumnsOf(body: ItemInput, at: string) {
  return {
    ...body,
    writers: JSON.stringify(body.writers),
    search_text: foldForSearch([body.title, ...body.writers].join('\n')),
    updated_at: at,
  };
}

/** Adds a song to the bank (its demo is uploaded next). */
export async function createItem(deps: MusicbankDeps, body: ItemInput): Promise<OpsMusicbankItem> {
  const columns = itemColumnsOf(body, deps.now().toISOString());
  return getOpsItem(deps, await insertItem(deps.db, { ...columns, created_at: columns.updated_at }));
}

/** Saves a song; requests already made keep the fee and terms they were made (or accepted) with. */
export async function saveItem(deps: MusicbankDeps, id: number, body: ItemInput): Promise<OpsMusicbankItem> {
  if (!(await updateItem(deps.db, id, itemColumnsOf(body, deps.now().toISOString())))) throw notFound();
  return getOpsItem(deps, id);
}

/** `GET /api/ops/musicbank/requests`: a page of every company's requests, newest first. */
export async function listOpsRequests(
  deps: Deps,
  query: { page: number; limit: number; status?: MusicbankRequestStatus | undefined; search?: string | undefined },
): Promise<Page<OpsMusicbankRequest>> {
  await sweep(deps);
  const { rows, total } = await findRequestPage(deps.db, ALL_COMPANIES, {
    page: query.page,
    limit: query.limit,
    statuses: query.status ? [query.status] : undefined,
    search: query.search ? foldForSearch(query.search) : undefined,
  });
  return { results: rows.map(opsRequestOf), page: query.page, limit: query.limit, total };
}

/** Who decides a request: a distributor staff user. */
export type StaffActor = { userId: number };

/** Moves a request still on request to what staff decided, tells its owners, and answers it; 409 once it moved on. */
async function decide(
  deps: Deps,
  id: number,
  changes: Updateable<MusicbankRequestsTable> & { status: 'need_action' | 'declined' },
): Promise<OpsMusicbankRequest> {
  await sweep(deps);
  await inTransaction(deps.db, async (trx) => {
    if (await moveRequest(trx, ALL_COMPANIES, { id, from: ['on_request'] }, changes)) {
      await announceRequests(trx, [id]);
      return;
    }
    if (!(await findRequest(trx, ALL_COMPANIES, id))) throw notFound();
    throw new AppError('musicbank.request_closed');
  });
  const row = await findRequest(deps.db, ALL_COMPANIES, id);
  if (!row) throw notFound();
  return opsRequestOf(row);
}

/** Accepts a request with the final fee and terms; the partner then has `payWithinDays` to pay. */
export function acceptRequest(deps: Deps, staff: StaffActor, id: number, body: AcceptMusicbankRequest) {
  const now = deps.now();
  return decide(deps, id, {
    status: 'need_action',
    fee_idr: body.fee_idr,
    terms: body.terms,
    decided_by: staff.userId,
    decided_at: now.toISOString(),
    pay_by: new Date(now.getTime() + MUSICBANK_LIMITS.payWithinDays * DAY_MS).toISOString(),
  });
}

/** Declines a request with staff's reason. */
export function declineRequest(deps: Deps, staff: StaffActor, id: number, body: DeclineMusicbankRequest) {
  return decide(deps, id, {
    status: 'declined',
    declined_because: 'staff',
    decline_reason: body.reason,
    decided_by: staff.userId,
    decided_at: deps.now().toISOString(),
  });
}
