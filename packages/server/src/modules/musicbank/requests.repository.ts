import './musicbank.tables.ts';
import { randomUUID } from 'node:crypto';
import type { MusicbankRequestStatus } from '@irama/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/like.ts';
import { readPage } from '../../db/paging.ts';
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

/** Requests with their song, who asked and the company; `companyId` keeps a partner to its own. */
function requests(db: Db, companyId: number | null) {
  const query = db
    .selectFrom('musicbank_requests as r')
    .innerJoin('musicbank_items as i', 'i.id', 'r.item_id')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by');
  return companyId === null ? query : query.where('r.company_id', '=', companyId);
}

/** One request of the company (staff: of any company, `companyId` null), with its song; undefined when not found. */
export function findRequest(db: Db, companyId: number | null, id: number) {
  return requests(db, companyId).select(requestColumns).where('r.id', '=', id).executeTakeFirst();
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export type RequestFilter = {
  page: number;
  limit: number;
  statuses?: readonly MusicbankRequestStatus[] | undefined;
  /** Folded like the song's `search_text`; matches the song, the reference or (staff) the company. */
  search?: string | undefined;
};

/** A page of the company's requests (staff: every company's, `companyId` null), newest first. */
export function findRequestPage(db: Db, companyId: number | null, filter: RequestFilter) {
  let base = requests(db, companyId);
  if (filter.statuses) base = base.where('r.status', 'in', [...filter.statuses]);
  const { search } = filter;
  if (search) {
    base = base.where((eb) =>
      eb.or([
        containsText('i.search_text', search),
        containsText('r.reference', search),
        ...(companyId === null ? [containsText('c.name', search)] : []),
      ]),
    );
  }
  return readPage(base, base.select(requestColumns).orderBy('r.id', 'desc'), filter);
}

/** Inserts a request and gives it its reference, `MB-<year>-<id, six digits>`, in the caller's transaction. */
export async function insertRequest(db: Db, row: Omit<Insertable<MusicbankRequestsTable>, 'reference'>) {
  const { id } = await db
    .insertInto('musicbank_requests')
    .values({ ...row, reference: `pending:${randomUUID()}` })
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
  where: { id: number; companyId: number | null; from: readonly MusicbankRequestStatus[] },
  changes: Updateable<MusicbankRequestsTable>,
): Promise<boolean> {
  let query = db
    .updateTable('musicbank_requests')
    .set(changes)
    .where('id', '=', where.id)
    .where('status', 'in', [...where.from]);
  if (where.companyId !== null) query = query.where('company_id', '=', where.companyId);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Whether a request in need of action has passed the day it had to be paid by. */
export async function hasDueRequests(db: Db, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('musicbank_requests')
    .select('id')
    .where('status', '=', 'need_action')
    .where('pay_by', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Expires every request in need of action past its pay-by moment and answers the ids of those this call moved. */
export async function expireDueRequests(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('musicbank_requests')
    .set((eb) => ({ status: 'expired', closed_at: eb.ref('pay_by') }))
    .where('status', '=', 'need_action')
    .where('pay_by', '<=', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Declines every open request of a song but `exceptId`, because another company licensed the exclusive
 * song, and answers the ids it declined.
 */
export async function declineOpenRequestsOf(db: Db, itemId: number, exceptId: number, at: string): Promise<number[]> {
  const rows = await db
    .updateTable('musicbank_requests')
    .set({ status: 'declined', declined_because: 'licensed_elsewhere', decided_at: at, decided_by: null })
    .where('item_id', '=', itemId)
    .where('id', '!=', exceptId)
    .where('status', 'in', [...OPEN_STATUSES])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether any request of the song (but `exceptRequestId`) has paid for it. */
export async function isItemLicensed(db: Db, itemId: number, exceptRequestId?: number): Promise<boolean> {
  let query = db
    .selectFrom('musicbank_requests')
    .select('id')
    .where('item_id', '=', itemId)
    .where('status', '=', 'paid');
  if (exceptRequestId !== undefined) query = query.where('id', '!=', exceptRequestId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The company's latest request of each of `itemIds` it asked for. */
export async function findLatestRequestsOf(db: Db, companyId: number, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('musicbank_requests')
    .select(['id', 'item_id', 'status'])
    .where('company_id', '=', companyId)
    .where('item_id', 'in', [...itemIds])
    .orderBy('id', 'desc')
    .execute();
}

/** Who paid for each of `itemIds`: the item and the company's id and name, oldest licence first. */
export async function findLicensees(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('musicbank_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select(['r.item_id', 'r.company_id', 'c.name'])
    .where('r.item_id', 'in', [...itemIds])
    .where('r.status', '=', 'paid')
    .orderBy('r.paid_at')
    .orderBy('r.id')
    .execute();
}

/** How many requests, in any state, each of `itemIds` has. */
export async function countRequestsOf(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('musicbank_requests')
    .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('item_id', 'in', [...itemIds])
    .groupBy('item_id')
    .execute();
}
