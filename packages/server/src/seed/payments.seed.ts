import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { saveTaxProof } from '../modules/payment/payment.repository.ts';
import { payPeriod } from '../modules/payment/payment.service.ts';
import { taxDeadline, wibDay, wibMonth } from '../modules/payment/tax-deadline.ts';

/** A one-page PDF, the demo's tax proof. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The month after `period`, `YYYY-MM`. */
const nextMonth = (period: string) => {
  const [year = 0, month = 0] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
};

/** A report month as its payment note names it, "September 2026", in the note's language. */
const monthName = (period: string, language: 'id' | 'en') =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${period}-01T00:00:00Z`),
  );

/**
 * YouTube payments of the demo companies, after their reports are published: every period but the
 * newest is paid in the month after it (the second newest now, its tax proofs still due), with its
 * adjustment report; older proofs are uploaded, except one left overdue.
 */
export async function seedPayments(db: Db, dataDir: string, now = new Date()): Promise<void> {
  const periods = await db
    .selectFrom('youtube_report_periods')
    .select(['company_id', 'period', 'kind'])
    .orderBy('company_id')
    .orderBy('period')
    .execute();
  const thisMonth = wibMonth(now);
  for (const companyId of new Set(periods.map((p) => p.company_id))) {
    const own = periods.filter((p) => p.company_id === companyId);
    const regular = own.filter((p) => p.kind === 'regular').map((p) => p.period);
    const paid = regular.slice(0, -1);
    for (const [index, period] of paid.entries()) {
      const isLast = index === paid.length - 1;
      const month = isLast ? thisMonth : nextMonth(period) < thisMonth ? nextMonth(period) : thisMonth;
      const paidAt = isLast ? now : new Date(`${month}-25T03:00:00Z`);
      const kinds = own.filter((p) => p.period === period).map((p) => p.kind);
      for (const kind of kinds) {
        const rows = await payPeriod(db, {
          companyId,
          period,
          kind,
          description:
            kind === 'adjustment'
              ? `Penyesuaian YouTube ${monthName(period, 'id')}`
              : `Pendapatan YouTube ${monthName(period, 'id')}`,
          descriptionEn:
            kind === 'adjustment'
              ? `YouTube adjustment for ${monthName(period, 'en')}`
              : `YouTube revenue for ${monthName(period, 'en')}`,
          paidBy: null,
          paidAt,
        });
        // The newest payments' proofs are still due, and one before them was never sent: overdue.
        if (isLast || taxDeadline(month) > wibDay(now)) continue;
        const isOverdueOne = index === paid.length - 2 && kind === 'regular';
        for (const row of isOverdueOne ? rows.slice(1) : rows) {
          const name = `${row.hash.padEnd(32, '0').slice(0, 32)}.pdf`;
          const folder = path.join(dataDir, 'media', String(companyId));
          fs.mkdirSync(folder, { recursive: true });
          fs.writeFileSync(path.join(folder, name), PROOF_PDF);
          await saveTaxProof(db, row.id, {
            url: `/media/${companyId}/${name}`,
            name: `bukti-potong-${row.payment_period}.pdf`,
            at: new Date(paidAt.getTime() + 9 * 24 * 60 * 60 * 1000).toISOString(),
          });
        }
      }
    }
  }
}
