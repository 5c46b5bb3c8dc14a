import { NOTICE_MESSAGES } from '@irama/contracts';
import { nowIso } from '../../db/database.ts';
import type { PeriodNotifier } from '../../ingest/engine/index.ts';
import { auditLedgerMoves } from '../balance/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { repayFromCredits } from '../paylater/index.ts';

/**
 * Audits each credit of the publish, takes paylater repayments from them before they reach the
 * available balance, and leaves the owners of each credited company a notice that the period's report is out.
 */
export const periodNotifier: PeriodNotifier = {
  periodPublished: async (db, { source, period, credits, actorUserId }) => {
    const at = nowIso();
    await auditLedgerMoves(
      db,
      credits.map((credit) => ({
        companyId: credit.company_id,
        source: credit.source,
        period,
        kind: credit.kind,
        amount: credit.amount_idr,
      })),
      actorUserId,
      at,
    );
    await repayFromCredits(
      db,
      credits.map((credit) => ({
        companyId: credit.company_id,
        ledgerEntryId: credit.ledger_id,
        source: credit.source,
        period,
        amount: credit.amount_idr,
      })),
      at,
      actorUserId,
    );
    // Each company's notice links to its own credit.
    for (const credit of credits) {
      if (credit.ledger_id === null) continue;
      await notifyOwners(db, [credit.company_id], {
        subject: { type: 'ledger_entry', id: credit.ledger_id },
        message: { key: NOTICE_MESSAGES.reportPublished, values: { source, period } },
        categoryId: NOTIFICATION_CATEGORY.report,
        isImportant: false,
        url: '/riwayatpendapatan',
        feature: 'report',
      });
    }
  },
};
