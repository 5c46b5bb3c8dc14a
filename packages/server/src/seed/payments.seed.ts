import { addDays } from '@irama/contracts';
import type { Db } from '../db/database.ts';
import { companyScope } from '../db/scope.ts';
import { adjustmentDayOf } from '../ingest/demo/demo-reports.ts';
import { replayAt, wibMonth } from '../lib/clock.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { createMediaStorageOn } from '../modules/media/media.storage.ts';
import { saveTaxProof } from '../modules/payment/payment.repository.ts';
import { payPeriod } from '../modules/payment/period-payment.service.ts';
import { taxDeadline } from '../modules/payment/tax-deadline.ts';
import { remindTaxProofs } from '../modules/payment/tax-proofs.service.ts';

/** A one-page PDF, the demo's tax proof. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The 25th of the second month after a report period, 10:00 WIB: when the distributor pays it, once
 * YouTube has paid the distributor for it.
 */
const payDayOf = (period: string) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month + 1, 25, 3));
};
/** The day the tax-proof reminder job first finds a deadline: TAX_REMINDER_DAYS before it, at 08:00 WIB. */
const reminderDayOf = (deadline: string) => new Date(`${addDays(deadline, -7)}T01:00:00Z`);

/** One payment the demo replays: a company's report (or adjustment report) of a period, and when it was paid. */
type DemoPayment = { companyId: number; period: string; kind: 'regular' | 'adjustment'; paidAt: Date };

/** A report month as its payment note names it, "September 2026", in the note's language. */
const monthName = (period: string, language: 'id' | 'en') =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${period}-01T00:00:00Z`),
  );

/**
 * Which published YouTube reports were paid and when: each regular month on its pay day (once that day
 * has passed), and an adjustment report with the next regular payment after it arrived. The newest
 * published month and the newest adjustment report are still waiting for their payment.
 */
async function paymentsOf(db: Db, now: Date): Promise<DemoPayment[]> {
  const periods = await db
    .selectFrom('youtube_report_periods')
    .select(['company_id', 'period', 'kind'])
    .orderBy('company_id')
    .orderBy('period')
    .execute();
  const payments: DemoPayment[] = [];
  for (const companyId of new Set(periods.map((p) => p.company_id))) {
    const own = periods.filter((p) => p.company_id === companyId);
    const regular = own
      .filter((p) => p.kind === 'regular')
      .slice(0, -1)
      .map((p) => ({ companyId, period: p.period, kind: 'regular' as const, paidAt: payDayOf(p.period) }))
      .filter((payment) => payment.paidAt.getTime() < now.getTime() - DAY_MS);
    const adjustments = own.filter((p) => p.kind === 'adjustment').slice(0, -1);
    payments.push(...regular);
    for (const { period } of adjustments) {
      const arrived = adjustmentDayOf(period).getTime();
      const next = regular.find((payment) => payment.paidAt.getTime() > arrived);
      if (next) payments.push({ companyId, period, kind: 'adjustment', paidAt: next.paidAt });
    }
  }
  return payments.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}

/**
 * YouTube payments of the demo companies, after their reports are published, each through the payment
 * service on the day it was made (which leaves the owners' notice). Proofs are uploaded nine days after a
 * payment, except for the payments of the two newest payment months: one proof there was never sent
 * (overdue), and the newest are still due. The tax-proof reminder job runs on the days it would have found
 * each deadline ahead, so only a deadline still to come is announced, once.
 */
export async function seedPayments(db: Db, storage: ObjectStorage, now = new Date()): Promise<void> {
  const payments = await paymentsOf(db, now);
  const months = [...new Set(payments.map((payment) => wibMonth(payment.paidAt)))];
  const [overdueMonth, dueMonth] = months.slice(-2);
  for (const payment of payments) {
    const isAdjustment = payment.kind === 'adjustment';
    const description = `${isAdjustment ? 'Penyesuaian' : 'Pendapatan'} YouTube ${monthName(payment.period, 'id')}`;
    const descriptionEn = `YouTube ${isAdjustment ? 'adjustment for' : 'revenue for'} ${monthName(payment.period, 'en')}`;
    const rows = await replayAt(payment.paidAt, () =>
      payPeriod(db, { ...payment, description, descriptionEn, paidBy: null }),
    );
    const month = wibMonth(payment.paidAt);
    if (month === dueMonth) continue;
    for (const row of month === overdueMonth && payment.kind === 'regular' ? rows.slice(1) : rows) {
      const name = `${row.hash.padEnd(32, '0').slice(0, 32)}.pdf`;
      await storage.putBytes(`media/${payment.companyId}/${name}`, PROOF_PDF);
      await saveTaxProof(db, companyScope(payment.companyId), row.id, {
        url: `/media/${payment.companyId}/${name}`,
        name: `bukti-potong-${row.payment_period}.pdf`,
        at: new Date(payment.paidAt.getTime() + 9 * DAY_MS).toISOString(),
      });
    }
  }
  const media = createMediaStorageOn(storage, '');
  for (const month of months) {
    const at = reminderDayOf(taxDeadline(month));
    if (at.getTime() > now.getTime()) continue;
    await replayAt(at, () => remindTaxProofs({ db, media, now: () => at }));
  }
}
