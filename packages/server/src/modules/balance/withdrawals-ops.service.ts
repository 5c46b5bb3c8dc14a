import type { OpsWithdrawal, OpsWithdrawalsQuerySchema, PayBatchRequest } from '@irama/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { ALL_COMPANIES, companyScope, filteredScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { notifyOwners } from '../notifications/index.ts';
import {
  countWithdrawals,
  findWithdrawals,
  isPaymentCodeUsed,
  settleWithdrawal,
  withdrawalPage,
} from './balance.repository.ts';
import { type BalanceDeps, inBatches, noticeOf, type Staff } from './balance.service.ts';
import { dspFigures, recordMove, withBalanceLock } from './money.repository.ts';
import { withdrawalOf } from './withdrawals.service.ts';

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
  const scope = filteredScope(query.company_id);
  const filter = { status, isOldestFirst: status === 'waiting' };
  const [rows, total] = await Promise.all([
    withdrawalPage(deps.db, scope, filter, (query.page - 1) * query.limit, query.limit),
    countWithdrawals(deps.db, scope, filter),
  ]);
  const now = deps.now();
  return { results: rows.map((row) => opsWithdrawalOf(row, now)), page: query.page, limit: query.limit, total };
}

/** The waiting withdrawals (all, or those of `ids`) as the bank's bulk-transfer file. */
export function bulkTransferFile(deps: BalanceDeps, ids: readonly number[] | undefined) {
  async function* batches() {
    for await (const rows of inBatches((offset, limit) =>
      withdrawalPage(
        deps.db,
        ALL_COMPANIES,
        { status: 'waiting', isOldestFirst: true, ...(ids ? { ids } : {}) },
        offset,
        limit,
      ),
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

type Settlement = { id: number } & ({ payment_code: string } | { reason: string });

/**
 * Pays or rejects waiting withdrawals in one transaction, all or none: each must still be waiting
 * (the conditional update makes two staff settling the same one at once settle it exactly once), a
 * payment code pays one withdrawal only. Each is audited and its owners told.
 */
async function settle(deps: BalanceDeps, staff: Staff, settlements: readonly Settlement[]): Promise<OpsWithdrawal[]> {
  const found = await findWithdrawals(
    deps.db,
    ALL_COMPANIES,
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
        if (codes.length > 0 && (await isPaymentCodeUsed(trx, ALL_COMPANIES, codes)))
          throw new AppError('balance.payment_code_used');
        const done = [];
        const notWaiting: string[] = [];
        for (const s of settlements) {
          const companyId = found.find((row) => row.id === s.id)?.company_id ?? 0;
          const scope = companyScope(companyId);
          const before = await dspFigures(trx, scope);
          const row = await settleWithdrawal(
            trx,
            scope,
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
          await recordMove(trx, scope, {
            actorUserId: staff.user.id,
            action: isPaid ? 'withdrawal_paid' : 'withdrawal_rejected',
            account: 'dsp',
            amount: isPaid ? 0 : amount,
            before,
            after: await dspFigures(trx, scope),
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
        return withdrawalPage(trx, ALL_COMPANIES, { ids: done, isOldestFirst: true }, 0, done.length);
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
