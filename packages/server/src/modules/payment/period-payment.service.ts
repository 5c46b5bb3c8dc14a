import { randomBytes } from 'node:crypto';
import {
  NOTICE_MESSAGES,
  type PayablePeriod,
  type PayableQuerySchema,
  type Payment,
  type RecordPaymentRequest,
  todayInWib,
} from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyScope, filteredScope } from '../../db/scope.ts';
import { creditOnce } from '../../ingest/engine/ledger.repository.ts';
import type { Caller } from '../../lib/caller.ts';
import { wibMonth } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { auditLedgerMoves } from '../balance/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { countPayablePeriods, insertPayments, payablePeriods, periodProjects } from './payment.repository.ts';
import { type PaymentDeps, type PaymentRow, paymentOf } from './payment.service.ts';
import { taxDeadline } from './tax-deadline.ts';

/** `GET /api/ops/youtube/payments`: published periods of every company, paid or waiting. */
export async function listPayable(deps: PaymentDeps, query: z.output<typeof PayableQuerySchema>) {
  const scope = filteredScope(query.company_id);
  const filter = { status: query.status };
  const [rows, total] = await Promise.all([
    payablePeriods(deps.db, scope, filter, (query.page - 1) * query.limit, query.limit),
    countPayablePeriods(deps.db, scope, filter),
  ]);
  const results: PayablePeriod[] = rows.map((row) => ({
    company_id: row.company_id,
    company_name: row.company_name,
    periode: row.period,
    is_adjustment: row.kind === 'adjustment',
    credited_idr: Number(row.credited_idr ?? 0),
    paid_at: (row.paid_at as string | null) ?? null,
    projects: Number(row.projects ?? 0),
  }));
  return { results, page: query.page, limit: query.limit, total };
}

/** What a payment of a company's period is: which report, its note, who paid and when. */
export interface PeriodPayment {
  companyId: number;
  period: string;
  kind: 'regular' | 'adjustment';
  description: string;
  /** The note in English; none when left out. */
  descriptionEn?: string;
  paidBy: number | null;
  paidAt: Date;
}

/**
 * Pays a company's published period (or its adjustment report): one payment per project with its
 * nett rupiah, a payout in the ledger for their sum, and the owners' notice of it, in one transaction. The ledger's unique
 * key and the payments' make a second payment of the same period impossible, however concurrent.
 */
export function payPeriod(db: Db, payment: PeriodPayment): Promise<PaymentRow[]> {
  const paymentPeriod = wibMonth(payment.paidAt);
  const scope = companyScope(payment.companyId);
  return db.transaction().execute(async (trx) => {
    const projects = (await periodProjects(trx, scope, payment.period, payment.kind)).filter(
      (project) => Number(project.nett_idr) !== 0,
    );
    if (projects.length === 0) throw new AppError('payment.nothing_to_pay');
    const total = projects.reduce((a, project) => a + Number(project.nett_idr), 0);
    const payout = {
      source: 'youtube',
      period: payment.period,
      kind: payment.kind === 'adjustment' ? ('adjustment_payout' as const) : ('payout' as const),
      amount_idr: -total,
    };
    const payoutId = await creditOnce(trx, scope, {
      ...payout,
      run_ids: '[]',
      created_at: payment.paidAt.toISOString(),
    });
    if (payoutId === null) throw new AppError('payment.already_paid');
    await auditLedgerMoves(
      trx,
      [{ companyId: payment.companyId, ...payout, amount: payout.amount_idr }],
      payment.paidBy,
      payment.paidAt.toISOString(),
    );
    const rows = await insertPayments(
      trx,
      scope,
      projects.map((project) => ({
        hash: randomBytes(12).toString('hex'),
        payment_period: paymentPeriod,
        report_period: payment.period,
        kind: payment.kind,
        project: project.project,
        description: payment.description,
        description_en: payment.descriptionEn ?? '',
        amount_idr: Number(project.nett_idr),
        paid_at: payment.paidAt.toISOString(),
        paid_by: payment.paidBy,
        tax_deadline: taxDeadline(paymentPeriod),
      })),
    );
    await notifyOwners(trx, [payment.companyId], {
      subject: { type: 'ledger_entry', id: payoutId },
      message: {
        key: NOTICE_MESSAGES.youtubePaid,
        values: { period: payment.period, amount: String(total), projects: String(rows.length) },
      },
      categoryId: NOTIFICATION_CATEGORY.finance,
      isImportant: true,
      url: '/reports/payment',
      feature: 'payment',
    });
    return rows;
  });
}

/** Staff pay a period; the company's owners are told in the payment's transaction. */
export async function recordPayment(
  deps: PaymentDeps,
  staff: Caller,
  request: RecordPaymentRequest,
): Promise<Payment[]> {
  const now = deps.now();
  const payments = await payPeriod(deps.db, {
    companyId: request.company_id,
    period: request.periode,
    kind: request.is_adjustment ? 'adjustment' : 'regular',
    description: request.description,
    descriptionEn: request.description_en,
    paidBy: staff.user.id,
    paidAt: now,
  });
  const today = todayInWib(now);
  return payments.map((row) => paymentOf(row, today));
}
