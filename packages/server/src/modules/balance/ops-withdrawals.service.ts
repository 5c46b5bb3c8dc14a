import {
  type MoneyAuditEntry,
  type MoneyAuditQuerySchema,
  NOTICE_MESSAGES,
  type NoticeSubject,
  type OpsHold,
  type OpsHoldsQuerySchema,
  type OpsWithdrawal,
  type OpsWithdrawalsQuerySchema,
  type PayBatchRequest,
  type PlaceHoldRequest,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { NOTIFICATION_CATEGORY, notifyOwners, type OwnerNotice } from '../notifications/index.ts';
import { describeTracks } from '../release/index.ts';
import {
  auditPage,
  countAudit,
  countHolds,
  countWithdrawals,
  findHold,
  findWithdrawals,
  holdPage,
  insertHold,
  isPaymentCodeUsed,
  releaseHold,
  settleWithdrawal,
  withdrawalPage,
} from './balance.repository.ts';
import {
  type BalanceDeps,
  HOLDS_URL,
  holdOf,
  inBatches,
  MONEY_FEATURE,
  WITHDRAWALS_URL,
  withdrawalOf,
} from './balance.service.ts';
import { dspFigures, recordMove, withBalanceLock } from './money.repository.ts';

/** The staff member who settles, holds or releases: only who it is matters here. */
type Staff = { user: { id: number } };

type WithdrawalRow = Awaited<ReturnType<typeof withdrawalPage>>[number];

function opsWithdrawalOf(row: WithdrawalRow, now: Date): OpsWithdrawal {
  return {
    ...withdrawalOf(row),
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    requested_by: row.requester_email ?? '',
    is_overdue: row.status === 'waiting' && Date.parse(row.process_by) < now.getTime(),
  };
}

/** `GET /api/ops/withdrawals`: every company's withdrawals; the waiting ones oldest first. */
export async function listWithdrawals(deps: BalanceDeps, query: z.output<typeof OpsWithdrawalsQuerySchema>) {
  const status = query.status === 'all' ? undefined : query.status;
  const filter = { companyId: query.company_id, status, isOldestFirst: status === 'waiting' };
  const [rows, total] = await Promise.all([
    withdrawalPage(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countWithdrawals(deps.db, filter),
  ]);
  const now = deps.now();
  return { results: rows.map((row) => opsWithdrawalOf(row, now)), page: query.page, limit: query.limit, total };
}

/** The waiting withdrawals (all, or those of `ids`) as the bank's bulk-transfer file. */
export function bulkTransferFile(deps: BalanceDeps, ids: readonly number[] | undefined) {
  async function* batches() {
    for await (const rows of inBatches((offset, limit) =>
      withdrawalPage(deps.db, { status: 'waiting', isOldestFirst: true, ...(ids ? { ids } : {}) }, offset, limit),
    )) {
      yield rows.map((row) => [
        row.reference,
        row.bank_name,
        row.account_number,
        row.account_holder,
        row.bank_branch,
        Number(row.total_idr),
        row.reference,
      ]);
    }
  }
  const table: TableFile = {
    sheet: 'Transfers',
    header: ['reference', 'bank_name', 'account_number', 'account_holder', 'bank_branch', 'total_idr', 'remark'],
    batches: batches(),
    isForPrograms: true,
  };
  return { table, fileName: `withdrawals-waiting-${deps.now().toISOString().slice(0, 10)}.csv` };
}

function noticeOf(key: keyof typeof NOTICE_MESSAGES, values: Record<string, string>, subject: NoticeSubject) {
  return {
    subject,
    message: { key: NOTICE_MESSAGES[key], values },
    categoryId: NOTIFICATION_CATEGORY.finance,
    isImportant: true,
    url: key === 'holdPlaced' || key === 'holdReleased' ? HOLDS_URL : WITHDRAWALS_URL,
    feature: MONEY_FEATURE,
  } satisfies OwnerNotice;
}

type Settlement = { id: number } & ({ payment_code: string } | { reason: string });

/**
 * Pays or rejects waiting withdrawals in one transaction, all or none: each must still be waiting
 * (the conditional update makes two staff settling the same one at once settle it exactly once), a
 * payment code pays one withdrawal only. Each is audited and its owners told.
 */
async function settle(deps: BalanceDeps, staff: Staff, settlements: readonly Settlement[]): Promise<OpsWithdrawal[]> {
  const found = await findWithdrawals(
    deps.db,
    settlements.map((s) => s.id),
  );
  const missing = settlements.filter((s) => !found.some((row) => row.id === s.id));
  if (missing.length > 0) {
    throw new AppError('not_found', { detail: `no withdrawal ${missing.map((s) => s.id).join(', ')}` });
  }
  const codes = settlements.flatMap((s) => ('payment_code' in s ? [s.payment_code] : []));
  if (new Set(codes).size < codes.length) throw new AppError('balance.payment_code_used');
  const now = deps.now();
  const at = now.toISOString();
  try {
    const settled = await withBalanceLock(
      deps.db,
      found.map((row) => row.company_id),
      async (trx) => {
        if (codes.length > 0 && (await isPaymentCodeUsed(trx, codes))) throw new AppError('balance.payment_code_used');
        const done = [];
        const notWaiting: string[] = [];
        for (const s of settlements) {
          const companyId = found.find((row) => row.id === s.id)?.company_id ?? 0;
          const before = await dspFigures(trx, companyId);
          const row = await settleWithdrawal(
            trx,
            s.id,
            'payment_code' in s
              ? { status: 'paid', payment_code: s.payment_code, paid_at: at, paid_by: staff.user.id }
              : { status: 'rejected', reject_reason: s.reason, rejected_at: at, rejected_by: staff.user.id },
          );
          if (!row) {
            notWaiting.push(found.find((r) => r.id === s.id)?.reference ?? String(s.id));
            continue;
          }
          const amount = Number(row.amount_idr);
          const isPaid = row.status === 'paid';
          await recordMove(trx, {
            actorUserId: staff.user.id,
            action: isPaid ? 'withdrawal_paid' : 'withdrawal_rejected',
            companyId,
            account: 'dsp',
            amount: isPaid ? 0 : amount,
            before,
            after: await dspFigures(trx, companyId),
            subject: row.reference,
            detail: isPaid ? `paid ${Number(row.total_idr)} with code ${row.payment_code}` : (row.reject_reason ?? ''),
            at,
          });
          await notifyOwners(
            trx,
            [companyId],
            isPaid
              ? noticeOf(
                  'withdrawalPaid',
                  { reference: row.reference, amount: String(row.total_idr), code: row.payment_code ?? '' },
                  { type: 'withdrawal', id: row.id },
                )
              : noticeOf(
                  'withdrawalRejected',
                  { reference: row.reference, amount: String(amount), reason: row.reject_reason ?? '' },
                  { type: 'withdrawal', id: row.id },
                ),
          );
          done.push(row.id);
        }
        if (notWaiting.length > 0) {
          throw new AppError('balance.withdrawal_not_waiting', { detail: `not waiting: ${notWaiting.join(', ')}` });
        }
        return withdrawalPage(trx, { ids: done, isOldestFirst: true }, 0, done.length);
      },
    );
    return settled.map((row) => opsWithdrawalOf(row, now));
  } catch (error) {
    // Two companies' withdrawals paid at once with the same code: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('balance.payment_code_used');
    throw error;
  }
}

export async function payWithdrawal(deps: BalanceDeps, staff: Staff, id: number, paymentCode: string) {
  const [paid] = await settle(deps, staff, [{ id, payment_code: paymentCode }]);
  return paid as OpsWithdrawal;
}

export async function rejectWithdrawal(deps: BalanceDeps, staff: Staff, id: number, reason: string) {
  const [rejected] = await settle(deps, staff, [{ id, reason }]);
  return rejected as OpsWithdrawal;
}

export const payBatch = (deps: BalanceDeps, staff: Staff, request: PayBatchRequest) =>
  settle(deps, staff, request.items);

type OpsHoldRow = Awaited<ReturnType<typeof holdPage>>[number];
const opsHoldOf = (row: OpsHoldRow): OpsHold => ({
  ...holdOf(row),
  company_id: row.company_id,
  company_name: row.company_name,
});

/** `GET /api/ops/holds`. */
export async function listHolds(deps: BalanceDeps, query: z.output<typeof OpsHoldsQuerySchema>) {
  const filter = { companyId: query.company_id, status: query.status };
  const [rows, total] = await Promise.all([
    holdPage(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countHolds(deps.db, filter),
  ]);
  return { results: rows.map(opsHoldOf), page: query.page, limit: query.limit, total };
}

async function opsHold(db: Db, id: number): Promise<OpsHold> {
  const [row] = await holdPage(db, { status: 'all', ids: [id] }, 0, 1);
  if (!row) throw notFound();
  return opsHoldOf(row);
}

/** Holds back part of a company's available balance, under its balance lock; never more than is available. */
export async function placeHold(deps: BalanceDeps, staff: Staff, request: PlaceHoldRequest): Promise<OpsHold> {
  const at = deps.now().toISOString();
  const { company_id: companyId } = request;
  const id = await withBalanceLock(deps.db, [companyId], async (trx) => {
    const before = await dspFigures(trx, companyId);
    if (request.amount_idr > before.available) {
      throw new AppError('balance.hold_exceeds_available', {
        fieldErrors: { amount_idr: 'errors.balance.hold_exceeds_available' },
      });
    }
    const { isrc } = request;
    const track = isrc ? (await describeTracks(trx, companyId, [isrc])).get(isrc) : undefined;
    const row = await insertHold(trx, {
      company_id: companyId,
      amount_idr: request.amount_idr,
      reason: request.reason,
      note: request.note,
      isrc: isrc ?? null,
      track_title: track?.title ?? null,
      store: request.store || null,
      period: request.periode ?? null,
      created_at: at,
      created_by: staff.user.id,
    });
    await recordMove(trx, {
      actorUserId: staff.user.id,
      action: 'hold_placed',
      companyId,
      account: 'dsp',
      amount: -request.amount_idr,
      before,
      after: await dspFigures(trx, companyId),
      subject: `hold ${row.id}`,
      detail: `${request.reason}: ${request.note}`,
      at,
    });
    const trackName = row.track_title ?? row.isrc ?? '';
    await notifyOwners(
      trx,
      [companyId],
      noticeOf(
        'holdPlaced',
        { amount: String(request.amount_idr), reason: request.reason, track: trackName, store: row.store ?? '' },
        { type: 'hold', id: row.id },
      ),
    );
    return row.id;
  });
  return opsHold(deps.db, id);
}

/** Releases an active hold: its amount is available again. */
export async function releaseHoldOf(deps: BalanceDeps, staff: Staff, id: number, note: string): Promise<OpsHold> {
  const hold = await findHold(deps.db, id);
  if (!hold) throw notFound();
  const at = deps.now().toISOString();
  await withBalanceLock(deps.db, [hold.company_id], async (trx) => {
    const before = await dspFigures(trx, hold.company_id);
    const row = await releaseHold(trx, id, { at, by: staff.user.id, note });
    if (!row) throw new AppError('balance.hold_released');
    const amount = Number(row.amount_idr);
    await recordMove(trx, {
      actorUserId: staff.user.id,
      action: 'hold_released',
      companyId: row.company_id,
      account: 'dsp',
      amount,
      before,
      after: await dspFigures(trx, row.company_id),
      subject: `hold ${row.id}`,
      detail: note,
      at,
    });
    await notifyOwners(
      trx,
      [row.company_id],
      noticeOf('holdReleased', { amount: String(amount) }, { type: 'hold', id: row.id }),
    );
  });
  return opsHold(deps.db, id);
}

/** `GET /api/ops/money-audit`: the log, newest first. */
export async function moneyAudit(deps: BalanceDeps, query: z.output<typeof MoneyAuditQuerySchema>) {
  const filter = { companyId: query.company_id, action: query.action };
  const [rows, total] = await Promise.all([
    auditPage(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countAudit(deps.db, filter),
  ]);
  const results: MoneyAuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor_email ?? (row.actor_user_id === null ? null : `#${row.actor_user_id}`),
    action: row.action,
    company_id: row.company_id,
    company_name: row.company_name,
    account: row.account,
    amount_idr: Number(row.amount_idr),
    balance_before_idr: Number(row.balance_before_idr),
    balance_after_idr: Number(row.balance_after_idr),
    available_before_idr: Number(row.available_before_idr),
    available_after_idr: Number(row.available_after_idr),
    subject: row.subject,
    detail: row.detail,
  }));
  return { results, page: query.page, limit: query.limit, total };
}
