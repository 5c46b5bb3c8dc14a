import './musicbank.tables.ts';
import { randomUUID } from 'node:crypto';
import type { MusicbankRequestStatus } from '@irama/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { hasRow, insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import type { MusicbankRequestsTable } from './musicbank.tables.ts';

/** The statuses a request can still change from: a company has at most one such request per song. */
export const OPEN_STATUSES = ['on_request', 'need_action'] as const satisfies readonly MusicbankRequestStatus[];

const requestColumns = [
  'r.id',
  'r.company_id',
  'r.item_id',
  'r.reference',
  'r.status',
  'r.intended_release',
  'r.message',
  'r.fee_idr',
  'r.terms',
  'r.declined_because',
  'r.decline_reason',
  'r.created_at',
  'r.decided_at',
  'r.pay_by',
  'r.paid_at',
  'r.payment_method',
  'r.paylater_id',
  'r.closed_at',
  'i.title as item_title',
  'i.writers as item_writers',
  'i.genre as item_genre',
  'i.is_exclusive as item_is_exclusive',
  'u.firstname as requester_firstname',
  'u.lastname as requester_lastname',
  'c.name as company_name',
] as const;

/** Requests of the scope's companies with their song, who asked and the company. */
function requests(db: Db, scope: Scope) {
  return db
    .selectFrom('musicbank_requests as r')
    .innerJoin('musicbank_items as i', 'i.id', 'r.item_id')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .where(inScope(scope, 'r.company_id'));
}

/** One request of the scope (a partner's company, or staff's every company), with its song; undefined when not found. */
export function findRequest(db: Db, scope: Scope, id: number) {
  return requests(db, scope).select(requestColumns).where('r.id', '=', id).executeTakeFirst();
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export type RequestFilter = {
  page: number;
  limit: number;
  statuses?: readonly MusicbankRequestStatus[] | undefined;
  /** Folded like the song's `search_text`; matches the song, the reference or (staff) the company. */
  search?: string | undefined;
};

/** A page of the scope's requests (a partner's company, or staff's every company), newest first. */
export function findRequestPage(db: Db, scope: Scope, filter: RequestFilter) {
  let base = requests(db, scope);
  if (filter.statuses) base = base.where('r.status', 'in', [...filter.statuses]);
  const { search } = filter;
  if (search) {
    base = base.where((eb) =>
      eb.or([
        containsText('i.search_text', search),
        containsText('r.reference', search),
        ...(scope.kind === 'all' ? [containsText('c.name', search)] : []),
      ]),
    );
  }
  return readPage(base, base.select(requestColumns).orderBy('r.id', 'desc'), filter);
}

/** Inserts a request and gives it its reference, `MB-<year>-<id, six digits>`, in the caller's transaction. */
export async function insertRequest(
  db: Db,
  scope: CompanyScope,
  row: Omit<Insertable<MusicbankRequestsTable>, 'reference' | 'company_id'>,
) {
  const { id } = await insertScoped(db, 'musicbank_requests', scope, { ...row, reference: `pending:${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `MB-${row.created_at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  await db.updateTable('musicbank_requests').set({ reference }).where('id', '=', id).execute();
  return id;
}

/**
 * Moves a request from one of `from` to what `changes` say, only while it is still in one of them
 * (a racing change that got there first wins); answers whether it moved.
 */
export async function moveRequest(
  db: Db,
  scope: Scope,
  where: { id: number; from: readonly MusicbankRequestStatus[] },
  changes: Updateable<MusicbankRequestsTable>,
): Promise<boolean> {
  const result = await updateScoped(db, 'musicbank_requests', scope)
    .set(changes)
    .where('id', '=', where.id)
    .where('status', 'in', [...where.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a request in need of action has passed the day it had to be paid by. */
export async function hasDueRequests(db: Db, scope: Scope, now: string): Promise<boolean> {
  return hasRow(
    selectScoped(db, 'musicbank_requests', scope)
      .select('id')
      .where('status', '=', 'need_action')
      .where('pay_by', '<=', now),
  );
}

/** Expires every request in need of action past its pay-by moment and answers the ids of those this call moved. */
export async function expireDueRequests(db: Db, scope: Scope, now: string): Promise<number[]> {
  const rows = await updateScoped(db, 'musicbank_requests', scope)
    .set((eb) => ({ status: 'expired', closed_at: eb.ref('pay_by') }))
    .where('status', '=', 'need_action')
    .where('pay_by', '<=', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Declines every open request (in the scope) of a song but `exceptId`, because another company licensed
 * the exclusive song, and answers the ids it declined.
 */
export async function declineOpenRequestsOf(
  db: Db,
  scope: Scope,
  itemId: number,
  exceptId: number,
  at: string,
): Promise<number[]> {
  const rows = await updateScoped(db, 'musicbank_requests', scope)
    .set({ status: 'declined', declined_because: 'licensed_elsewhere', decided_at: at, decided_by: null })
    .where('item_id', '=', itemId)
    .where('id', '!=', exceptId)
    .where('status', 'in', [...OPEN_STATUSES])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether any request (in the scope) of the song, but `exceptRequestId`, has paid for it. */
export async function isItemLicensed(db: Db, scope: Scope, itemId: number, exceptRequestId?: number): Promise<boolean> {
  let query = selectScoped(db, 'musicbank_requests', scope)
    .select('id')
    .where('item_id', '=', itemId)
    .where('status', '=', 'paid');
  if (exceptRequestId !== undefined) query = query.where('id', '!=', exceptRequestId);
  return hasRow(query);
}

/** The company's latest request of each of `itemIds` it asked for. */
export async function findLatestRequestsOf(db: Db, scope: Scope, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return selectScoped(db, 'musicbank_requests', scope)
    .select(['id', 'item_id', 'status'])
    .where('item_id', 'in', [...itemIds])
    .orderBy('id', 'desc')
    .execute();
}

/** Who (in the scope) paid for each of `itemIds`: the item and the company's id and name, oldest licence first. */
export async function findLicensees(db: Db, scope: Scope, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('musicbank_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select(['r.item_id', 'r.company_id', 'c.name'])
    .where(inScope(scope, 'r.company_id'))
    .where('r.item_id', 'in', [...itemIds])
    .where('r.status', '=', 'paid')
    .orderBy('r.paid_at')
    .orderBy('r.id')
    .execute();
}

/** How many requests (in the scope), in any state, each of `itemIds` has. */
export async function countRequestsOf(db: Db, scope: Scope, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return selectScoped(db, 'musicbank_requests', scope)
    .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('item_id', 'in', [...itemIds])
    .groupBy('item_id')
    .execute();
}
