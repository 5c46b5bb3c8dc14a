import type { MusicbankPayment, MusicbankPaymentRequest, PaylaterQuote } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { OnceAnswer } from '../../lib/idempotent-reply.ts';
import { runOnce, spendFromBalance } from '../balance/index.ts';
import { openPaylater, quotePaylater } from '../paylater/index.ts';
import { isSwitchOn } from '../switches/index.ts';
import { lockItem } from './items.repository.ts';
import type { MusicbankDeps } from './musicbank.deps.ts';
import { announceRequests } from './request-notices.ts';
import {
  declineOpenRequestsOf,
  findRequest,
  isItemLicensed,
  moveRequest,
  type RequestRow,
} from './requests.repository.ts';
import { type RequestActor, sweep } from './requests.service.ts';
import { requestOf } from './views.ts';

type Deps = Pick<MusicbankDeps, 'db' | 'now'>;

/** Whether a request can be paid at `now`: accepted by staff, not yet paid, and not past its pay-by moment. */
const isPayable = (request: Pick<RequestRow, 'status' | 'pay_by'>, now: Date) =>
  request.status === 'need_action' && request.pay_by !== null && Date.parse(request.pay_by) > now.getTime();

/** A feature switched off is not there: the same answer as a path no route matches. */
async function assertPaylaterOn(db: Db): Promise<void> {
  if (!(await isSwitchOn(db, 'paylater'))) throw notFound();
}

/** The company's request, or 404 (another company's included). */
async function ownRequest(deps: Deps, actor: RequestActor, id: number): Promise<RequestRow> {
  await sweep(deps);
  const request = await findRequest(deps.db, companyScope(actor.company.id), id);
  if (!request) throw notFound();
  return request;
}

/** `GET /musicbank/paylaterinfo/id/{id}`: what paying the request with paylater would cost, before anything is agreed. */
export async function paylaterInfo(deps: Deps, actor: RequestActor, id: number): Promise<PaylaterQuote> {
  await assertPaylaterOn(deps.db);
  const request = await ownRequest(deps, actor, id);
  const now = deps.now();
  return quotePaylater(
    deps.db,
    actor.company.id,
    { id: request.id, feeIdr: Number(request.fee_idr), isPayable: isPayable(request, now) },
    now,
  );
}

/**
 * Inside the payment's transaction: pays the request, as it is now, by `method`. An exclusive song is
 * locked first, so of two companies paying for it at once the second sees it licensed; once paid,
 * every other open request of it is declined, and each company told.
 */
async function payNow(
  trx: Db,
  deps: Deps,
  actor: RequestActor,
  payment: MusicbankPaymentRequest & { itemId: number },
): Promise<{ data: MusicbankPayment }> {
  const companyId = actor.company.id;
  const scope = companyScope(companyId);
  if (!(await lockItem(trx, payment.itemId))) throw notFound();
  const request = await findRequest(trx, scope, payment.request_id);
  if (!request) throw notFound();
  const isExclusive = Boolean(request.item_is_exclusive);
  // Licensed by any company: an exclusive song is then taken for every other.
  if (isExclusive && (await isItemLicensed(trx, ALL_COMPANIES, request.item_id, request.id)))
    throw new AppError('musicbank.item_taken');
  const now = deps.now();
  if (!isPayable(request, now)) throw new AppError('musicbank.not_payable');
  const at = now.toISOString();
  const fee = Number(request.fee_idr);
  let paylaterId: number | null = null;
  if (payment.method === 'paylater') {
    paylaterId = await openPaylater(trx, {
      companyId,
      actorUserId: actor.user.id,
      request: { id: request.id, reference: request.reference, itemTitle: request.item_title, feeIdr: fee },
      now,
    });
  } else if (fee > 0) {
    await spendFromBalance(trx, {
      companyId,
      actorUserId: actor.user.id,
      amount: fee,
      kind: 'musicbank_payment',
      subject: request.reference,
      detail: request.item_title,
      at,
    });
  }
  const changes = { status: 'paid', paid_at: at, payment_method: payment.method, paylater_id: paylaterId } as const;
  if (!(await moveRequest(trx, scope, { id: request.id, from: ['need_action'] }, changes))) {
    throw new AppError('musicbank.not_payable');
  }
  const declined = isExclusive ? await declineOpenRequestsOf(trx, ALL_COMPANIES, request.item_id, request.id, at) : [];
  await announceRequests(trx, [request.id, ...declined]);
  const paid = await findRequest(trx, scope, request.id);
  if (!paid) throw notFound();
  return {
    data: {
      request: requestOf(paid),
      method: payment.method,
      paid_idr: payment.method === 'balance' ? fee : 0,
      paylater_id: paylaterId,
    },
  };
}

/**
 * `POST /musicbank/payment`: the company's owner pays a request in need of action from the available
 * balance or with paylater, once per Idempotency-Key (a retry answers the first request's outcome).
 */
export async function payRequest(
  deps: Deps,
  actor: RequestActor,
  payment: MusicbankPaymentRequest,
  once: { key: string; requestId: string },
): Promise<OnceAnswer<{ data: MusicbankPayment }>> {
  if (actor.user.role !== 'owner') throw new AppError('permission_denied');
  if (payment.method === 'paylater') await assertPaylaterOn(deps.db);
  const request = await ownRequest(deps, actor, payment.request_id);
  const companyId = actor.company.id;
  return runOnce(
    deps.db,
    {
      companyId,
      userId: actor.user.id,
      key: once.key,
      fingerprint: `musicbank:${payment.request_id}:${payment.method}`,
      requestId: once.requestId,
      now: deps.now(),
      lockCompanyIds: [companyId],
    },
    (trx) => payNow(trx, deps, actor, { ...payment, itemId: request.item_id }),
  );
}
