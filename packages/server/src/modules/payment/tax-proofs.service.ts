import {
  addDays,
  NOTICE_MESSAGES,
  type Payment,
  TAX_REMINDER_DAYS,
  type TaxProofRequest,
  todayInWib,
} from '@irama/contracts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { findPayment, markReminded, paymentsToRemind, saveTaxProof } from './payment.repository.ts';
import { type PaymentDeps, paymentOf } from './payment.service.ts';

/** Where a payment's tax proof is served; a payment without one (or another company's) is not found. */
export async function taxProofUrl(deps: PaymentDeps, companyId: number, hash: string): Promise<string> {
  const row = await findPayment(deps.db, companyScope(companyId), hash);
  if (!row?.tax_proof_url) throw notFound();
  return row.tax_proof_url;
}

/** Attaches a tax proof the caller's company uploaded to one of its payments (a later one replaces it). */
export async function attachTaxProof(deps: PaymentDeps, caller: Caller, request: TaxProofRequest): Promise<Payment> {
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const row = await findPayment(deps.db, scope, request.hash);
  if (!row) throw notFound();
  if (!(await deps.media.holds(companyId, request.document_url))) {
    throw new AppError('payment.tax_proof_invalid', {
      fieldErrors: { document_url: 'errors.payment.tax_proof_invalid' },
    });
  }
  const at = deps.now().toISOString();
  const saved = await saveTaxProof(deps.db, scope, row.id, {
    url: request.document_url,
    name: request.document_name,
    at,
  });
  return paymentOf(saved, todayInWib(deps.now()));
}

/**
 * Reminds the owners of each payment whose tax proof is missing, once, from TAX_REMINDER_DAYS
 * before its deadline until the deadline itself: a deadline that has passed is never announced as
 * new. Answers how many were reminded. Safe to run from several instances at once.
 */
export async function remindTaxProofs(deps: PaymentDeps): Promise<number> {
  const now = deps.now();
  const today = todayInWib(now);
  const due = await paymentsToRemind(deps.db, ALL_COMPANIES, today, addDays(today, TAX_REMINDER_DAYS));
  let reminded = 0;
  for (const payment of due) {
    const isMine = await deps.db.transaction().execute(async (trx) => {
      if (!(await markReminded(trx, ALL_COMPANIES, payment.id, now.toISOString()))) return false;
      await notifyOwners(trx, [payment.company_id], {
        subject: { type: 'youtube_payment', id: payment.id },
        message: {
          key: NOTICE_MESSAGES.taxProofDue,
          values: { period: payment.payment_period, deadline: payment.tax_deadline },
        },
        categoryId: NOTIFICATION_CATEGORY.finance,
        isImportant: true,
        url: '/reports/payment',
        feature: 'payment',
      });
      return true;
    });
    if (isMine) reminded += 1;
  }
  return reminded;
}
