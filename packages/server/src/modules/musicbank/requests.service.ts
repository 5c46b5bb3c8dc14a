import {
  type CreateMusicbankRequestSchema,
  MUSICBANK_LISTS,
  type MusicbankList,
  type MusicbankRequest,
  type Page,
  todayInWib,
  type UserRole,
} from '@irama/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { foldForSearch } from '../networkplace/index.ts';
import { sweepExpiredRequests } from './expiry.service.ts';
import { findItem } from './items.repository.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import { announceRequests } from './request-notices.ts';
import {
  findRequest,
  findRequestPage,
  insertRequest,
  isItemLicensed,
  moveRequest,
  OPEN_STATUSES,
} from './requests.repository.ts';
import { requestOf } from './views.ts';

/** Who acts on a company's requests: a partner user (a Caller), or the demo seed acting as one. */
export type RequestActor = { user: { id: number; role: UserRole }; company: { id: number } };

type Deps = Pick<MusicbankDeps, 'db' | 'now'>;
type NewRequest = z.output<typeof CreateMusicbankRequestSchema>;

/** Expires what is due before a request is read or changed, so no answer shows one past its pay-by moment. */
export async function sweep(deps: Deps): Promise<void> {
  await sweepExpiredRequests(deps.db, deps.now());
}

/** One request of the actor's company; another company's answers as a missing one. */
export async function getRequest(deps: Deps, actor: RequestActor, id: number): Promise<MusicbankRequest> {
  await sweep(deps);
  const row = await findRequest(deps.db, companyScope(actor.company.id), id);
  if (!row) throw notFound();
  return requestOf(row);
}

/** `GET /musicbank/onrequest`, `/needaction` and `/history`: a page of the company's requests in that list, newest first. */
export async function listRequests(
  deps: Deps,
  actor: RequestActor,
  list: MusicbankList,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<Page<MusicbankRequest>> {
  await sweep(deps);
  const { rows, total } = await findRequestPage(deps.db, companyScope(actor.company.id), {
    page: query.page,
    limit: query.limit,
    statuses: MUSICBANK_LISTS[list],
    search: query.search ? foldForSearch(query.search) : undefined,
  });
  return { results: rows.map(requestOf), page: query.page, limit: query.limit, total };
}

/**
 * `POST /musicbank/request`: asks to license a listed song at its listed fee and terms. Refused for a
 * release day before today (WIB), a song licensed exclusively already, or one the company has an
 * open request of (the database's unique index decides between two racing requests).
 */
export async function createRequest(deps: Deps, actor: RequestActor, body: NewRequest): Promise<MusicbankRequest> {
  await sweep(deps);
  const item = await findItem(deps.db, body.item_id, { isListed: true });
  if (!item) throw notFound();
  const now = deps.now();
  if (body.intended_release < todayInWib(now)) {
    throw new AppError('validation_failed', { fieldErrors: { intended_release: 'musicbank.intended_release.past' } });
  }
  if (item.is_exclusive && (await isItemLicensed(deps.db, ALL_COMPANIES, item.id)))
    throw new AppError('musicbank.item_taken');
  let id: number;
  try {
    id = await inTransaction(deps.db, async (trx) => {
      const created = await insertRequest(trx, companyScope(actor.company.id), {
        item_id: item.id,
        status: 'on_request',
        intended_release: body.intended_release,
        message: body.message,
        fee_idr: Number(item.fee_idr),
        terms: item.terms,
        requested_by: actor.user.id,
        created_at: now.toISOString(),
      });
      await announceRequests(trx, [created]);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('musicbank.already_requested');
    throw error;
  }
  return getRequest(deps, actor, id);
}

/** `POST /musicbank/request/id/{id}/cancel`: the company withdraws a request still on request or in need of action. */
export async function cancelRequest(deps: Deps, actor: RequestActor, id: number): Promise<MusicbankRequest> {
  await sweep(deps);
  const scope = companyScope(actor.company.id);
  await inTransaction(deps.db, async (trx) => {
    const at = deps.now().toISOString();
    if (await moveRequest(trx, scope, { id, from: OPEN_STATUSES }, { status: 'cancelled', closed_at: at })) {
      await announceRequests(trx, [id]);
      return;
    }
    if (!(await findRequest(trx, scope, id))) throw notFound();
    throw new AppError('musicbank.request_closed');
  });
  return getRequest(deps, actor, id);
}
