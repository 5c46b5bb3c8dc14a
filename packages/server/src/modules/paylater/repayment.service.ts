import { NOTICE_MESSAGES } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { dspBalanceOf, isDspSource, MONEY_FEATURE, sourceOf, spendFromBalance } from '../balance/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { companiesRepaying, findPaylaters, insertTransaction, setRepaid } from './paylater.repository.ts';
import { repaymentOf } from './paylater-terms.ts';

/** Where a repayment's notice leads. */
export const PAYLATER_URL = '/comingsoon/paylater';

/** A ledger entry a publish has just written: what paylater repayment is taken from. */
export interface RepayableCredit {
  companyId: number;
  /** Null when the publish found the entry written already: nothing new to repay from. */
  ledgerEntryId: number | null;
  source: string;
  period: string;
  amount: number;
}

/**
 * In the publish's transaction, after its credits are audited (which holds each credited company's
 * balance lock): for each DSP credit of a company with paylaters being repaid, takes its repayment
 * share (never more than is owed, nor than the balance has available) and spreads it over the
 * paylaters oldest first, each part a balance spend and a paylater line; then tells the owners once
 * per credit. Adjustments that take money back repay nothing.
 */
export async function repayFromCredits(
  trx: Db,
  credits: readonly RepayableCredit[],
  at: string,
  actorUserId: number | null = null,
): Promise<void> {
  const repayable = credits.filter(
    (credit): credit is RepayableCredit & { ledgerEntryId: number } =>
      credit.ledgerEntryId !== null && credit.amount > 0 && isDspSource(credit.source),
  );
  // A publish credits many companies and few owe anything: one query finds those that do.
  const owing = await companiesRepaying(trx, ALL_COMPANIES, [...new Set(repayable.map((credit) => credit.companyId))]);
  for (const credit of repayable) {
    if (!owing.has(credit.companyId)) continue;
    const scope = companyScope(credit.companyId);
    // An earlier credit of the same publish may have repaid them all.
    const paylaters = await findPaylaters(trx, scope, { isRepayingOnly: true });
    if (paylaters.length === 0) continue;
    const owed = paylaters.reduce((sum, row) => sum + Number(row.total_idr) - Number(row.repaid_idr), 0);
    const { available } = await dspBalanceOf(trx, credit.companyId);
    let left = repaymentOf(credit.amount, owed, available);
    const taken = left;
    let firstLineId: number | null = null;
    for (const paylater of paylaters) {
      if (left === 0) break;
      const repaid = Number(paylater.repaid_idr);
      const outstanding = Number(paylater.total_idr) - repaid;
      const part = Math.min(left, outstanding);
      const isRepaid = part === outstanding;
      const changed = await setRepaid(trx, scope, paylater.id, {
        from: repaid,
        to: repaid + part,
        status: isRepaid ? 'repaid' : 'repaying',
        repaidAt: isRepaid ? at : null,
      });
      if (!changed) throw new Error(`paylater ${paylater.reference} changed while its company's balance was locked`);
      await spendFromBalance(trx, {
        companyId: credit.companyId,
        actorUserId,
        amount: part,
        kind: 'paylater_repayment',
        subject: paylater.reference,
        detail: `${credit.source} ${credit.period}`,
        at,
        credit: { ledgerEntryId: credit.ledgerEntryId, source: credit.source, period: credit.period },
      });
      const lineId = await insertTransaction(trx, scope, {
        paylater_id: paylater.id,
        kind: 'repayment',
        amount_idr: part,
        outstanding_after_idr: outstanding - part,
        ledger_entry_id: credit.ledgerEntryId,
        credit_source: credit.source,
        credit_period: credit.period,
        credit_amount_idr: credit.amount,
        created_at: at,
      });
      firstLineId ??= lineId;
      left -= part;
    }
    if (firstLineId === null) continue;
    await notifyOwners(trx, [credit.companyId], {
      subject: { type: 'paylater_transaction', id: firstLineId },
      message: {
        key: NOTICE_MESSAGES.paylaterRepaid,
        values: {
          amount: String(taken),
          store: sourceOf(credit.source).store,
          period: credit.period,
          outstanding: String(owed - taken),
        },
      },
      categoryId: NOTIFICATION_CATEGORY.finance,
      isImportant: false,
      url: PAYLATER_URL,
      feature: MONEY_FEATURE,
    });
  }
}
