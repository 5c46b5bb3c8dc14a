import { NOTICE_MESSAGES } from '@irama/contracts';
import { nowIso } from '../../db/database.ts';
import type { DemoNotices } from '../../ingest/demo/demo-reports.ts';
import type { PeriodNotifier } from '../../ingest/engine/index.ts';
import { recordLedgerMoves } from '../balance/money.repository.ts';
import { markNoticesRead, NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/notifications.repository.ts';

/** Audits each credit of the publish, and leaves the owners of each credited company a notice that the period's report is out. */
export const periodNotifier: PeriodNotifier = {
  periodPublished: async (db, companyIds, { source, period, credits, actorUserId }) => {
    await recordLedgerMoves(
      db,
      credits.map((credit) => ({
        companyId: credit.company_id,
        source: credit.source,
        period,
        kind: credit.kind,
        amount: credit.amount_idr,
      })),
      actorUserId,
      nowIso(),
    );
    await notifyOwners(db, companyIds, {
      title: `Laporan ${source} ${period} telah terbit`,
      content: `Pendapatan ${source} untuk periode ${period} sudah masuk ke saldo Anda.`,
      message: { key: NOTICE_MESSAGES.reportPublished, values: { source, period } },
      categoryId: NOTIFICATION_CATEGORY.report,
      isImportant: false,
      url: '/riwayatpendapatan',
      feature: 'report',
    });
  },
};

/** The demo's report notices: left on publish like any other, and marked read as a month of use would. */
export const demoNotices: DemoNotices = {
  ...periodNotifier,
  markReadSince: (db, since) => markNoticesRead(db, NOTIFICATION_CATEGORY.report, since),
};
