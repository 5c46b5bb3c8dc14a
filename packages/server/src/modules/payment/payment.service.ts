import {
  type Language,
  PAYMENT_BANK_CONTACT_DAYS,
  type Payment,
  type PaymentHistoryQuerySchema,
  type PaymentInfo,
  type PaymentReport,
  type PaymentSummary,
  TAX_PROOF_DAY,
  textIn,
  todayInWib,
} from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { isYoutubeSource } from '../../ingest/engine/tables.ts';
import { notFound } from '../../lib/errors.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { companyBankAccount } from '../companies/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { dollarRate, rateOf, SOURCE_OF, youtubePeriods } from '../youtube/index.ts';
import { countPayments, paymentPage, paymentTotals, youtubeCredits } from './payment.repository.ts';
import type { YoutubePaymentsTable } from './payment.tables.ts';
import { taxStatus } from './tax-deadline.ts';

export interface PaymentDeps {
  db: Db;
  now: () => Date;
  media: MediaStorage;
}

export type PaymentRow = Selectable<YoutubePaymentsTable>;
type HistoryQuery = z.output<typeof PaymentHistoryQuerySchema>;

/** A payment as the partner reads it, its tax proof's status as of `today`. */
export function paymentOf(row: PaymentRow, today: string): Payment {
  return {
    hash: row.hash,
    payment_period: row.payment_period,
    report_period: row.report_period,
    is_adjustment: row.kind === 'adjustment',
    project: row.project,
    description: row.description,
    description_en: row.description_en,
    amount_idr: Number(row.amount_idr),
    paid_at: row.paid_at,
    tax_deadline: row.tax_deadline,
    tax_status: taxStatus(row.tax_deadline, row.tax_proof_url !== null, today),
    tax_proof:
      row.tax_proof_url && row.tax_proof_uploaded_at
        ? { url: row.tax_proof_url, name: row.tax_proof_name ?? '', uploaded_at: row.tax_proof_uploaded_at }
        : null,
  };
}

const credited = (rows: readonly { amount_idr: number }[]) => rows.reduce((a, row) => a + Number(row.amount_idr), 0);

/** `GET /payment/info`: where payments go, when proofs are due, and the periods there are reports of. */
export async function paymentInfo(deps: PaymentDeps, companyId: number): Promise<PaymentInfo> {
  const [bank, totals, periods] = await Promise.all([
    companyBankAccount(deps.db, companyId),
    paymentTotals(deps.db, companyScope(companyId)),
    youtubePeriods(deps.db, companyId),
  ]);
  return {
    bank,
    tax_proof_day: TAX_PROOF_DAY,
    bank_contact_days: PAYMENT_BANK_CONTACT_DAYS,
    next_tax_deadline: totals.nextDeadline,
    periods: [...new Set(periods.map((p) => p.period))],
  };
}

/** `GET /payment/summary`: YouTube revenue credited, paid and still to pay, in rupiah. */
export async function paymentSummary(deps: PaymentDeps, companyId: number): Promise<PaymentSummary> {
  const scope = companyScope(companyId);
  const [credits, totals, [last]] = await Promise.all([
    youtubeCredits(deps.db, scope),
    paymentTotals(deps.db, scope),
    paymentPage(deps.db, scope, {}, 0, 1),
  ]);
  const creditedIdr = credited(credits);
  return {
    currency: 'IDR',
    credited_idr: creditedIdr,
    paid_idr: totals.paid,
    unpaid_idr: creditedIdr - totals.paid,
    last_payment: last ? paymentOf(last, todayInWib(deps.now())) : null,
    missing_tax_proofs: totals.missingProofs,
  };
}

/** `GET /payment/report`: a report period's credits by source and kind, and what of it was paid. */
export async function paymentReport(deps: PaymentDeps, companyId: number, periode?: string): Promise<PaymentReport> {
  const periods = await youtubePeriods(deps.db, companyId);
  const period = periode ?? periods[0]?.period ?? null;
  if (period === null) {
    return {
      periode: null,
      currency: 'IDR',
      rate: rateOf(null),
      credits: [],
      credited_idr: 0,
      paid_idr: 0,
      unpaid_idr: 0,
      payments: [],
    };
  }
  if (!periods.some((p) => p.period === period)) throw notFound();
  const scope = companyScope(companyId);
  const [credits, payments, rate] = await Promise.all([
    youtubeCredits(deps.db, scope, period),
    paymentPage(deps.db, scope, { reportPeriod: period }, 0, 1_000),
    dollarRate(deps.db, period),
  ]);
  const today = todayInWib(deps.now());
  const creditedIdr = credited(credits);
  const paidIdr = payments.reduce((a, row) => a + Number(row.amount_idr), 0);
  return {
    periode: period,
    currency: 'IDR',
    rate: rateOf(rate),
    credits: credits.flatMap((row) =>
      isYoutubeSource(row.source)
        ? [
            {
              source: SOURCE_OF[row.source],
              is_adjustment: row.kind === 'adjustment',
              amount_idr: Number(row.amount_idr),
            },
          ]
        : [],
    ),
    credited_idr: creditedIdr,
    paid_idr: paidIdr,
    unpaid_idr: creditedIdr - paidIdr,
    payments: payments.map((row) => paymentOf(row, today)),
  };
}

/** `GET /payment/history`: a page of payments, newest first. */
export async function paymentHistory(deps: PaymentDeps, companyId: number, query: HistoryQuery) {
  const scope = companyScope(companyId);
  const filter = { paymentPeriod: query.periode };
  const [rows, total] = await Promise.all([
    paymentPage(deps.db, scope, filter, (query.page - 1) * query.limit, query.limit),
    countPayments(deps.db, scope, query.periode),
  ]);
  const today = todayInWib(deps.now());
  return { results: rows.map((row) => paymentOf(row, today)), page: query.page, limit: query.limit, total };
}

const HISTORY_HEADER: Record<Language, string[]> = {
  id: [
    'Referensi',
    'Periode pembayaran',
    'Periode laporan',
    'Penyesuaian',
    'Proyek',
    'Keterangan',
    'Jumlah (IDR)',
    'Dibayar',
    'Batas bukti potong',
    'Bukti potong',
  ],
  en: [
    'Reference',
    'Payment period',
    'Report period',
    'Adjustment',
    'Project',
    'Description',
    'Amount (IDR)',
    'Paid at',
    'Tax proof deadline',
    'Tax proof',
  ],
};

/** The history (of one payment month, or all) as a file. */
export function paymentHistoryFile(deps: PaymentDeps, companyId: number, query: HistoryQuery, language: Language) {
  const today = todayInWib(deps.now());
  async function* batches() {
    for (let offset = 0; ; offset += 1_000) {
      const rows = await paymentPage(deps.db, companyScope(companyId), { paymentPeriod: query.periode }, offset, 1_000);
      yield rows.map((row) => {
        const payment = paymentOf(row, today);
        return [
          payment.hash,
          payment.payment_period,
          payment.report_period,
          payment.is_adjustment ? 1 : 0,
          payment.project,
          textIn(language, payment.description, payment.description_en),
          payment.amount_idr,
          payment.paid_at,
          payment.tax_deadline,
          payment.tax_proof?.name ?? '',
        ];
      });
      if (rows.length < 1_000) return;
    }
  }
  const table: TableFile = {
    sheet: language === 'id' ? 'Riwayat pembayaran' : 'Payment history',
    header: HISTORY_HEADER[language],
    batches: batches(),
  };
  return { table, fileName: `youtube-payments${query.periode ? `-${query.periode}` : ''}.${query.export ?? 'xlsx'}` };
}
