import { randomBytes } from 'node:crypto';
import {
  addDays,
  type Language,
  NOTICE_MESSAGES,
  PAYMENT_BANK_CONTACT_DAYS,
  type PayablePeriod,
  type PayableQuerySchema,
  type Payment,
  type PaymentHistoryQuerySchema,
  type PaymentInfo,
  type PaymentReport,
  type PaymentSummary,
  type RecordPaymentRequest,
  TAX_PROOF_DAY,
  TAX_REMINDER_DAYS,
  type TaxProofRequest,
  textIn,
  todayInWib,
} from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { creditOnce } from '../../ingest/engine/ledger.repository.ts';
import { isYoutubeSource } from '../../ingest/engine/tables.ts';
import type { Caller } from '../../lib/caller.ts';
import { wibMonth } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TableFile } from '../../lib/table-file.ts';
import { auditLedgerMoves } from '../balance/index.ts';
import { companyBankAccount } from '../companies/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { NOTIFICATION_CATEGORY, notifyOwners } from '../notifications/index.ts';
import { dollarRate, rateOf, SOURCE_OF, youtubePeriods } from '../youtube/index.ts';
import {
  countPayablePeriods,
  countPayments,
  findPayment,
  insertPayments,
  markReminded,
  payablePeriods,
  paymentPage,
  paymentsToRemind,
  paymentTotals,
  periodProjects,
  saveTaxProof,
  youtubeCredits,
} from './payment.repository.ts';
import type { YoutubePaymentsTable } from './payment.tables.ts';
import { taxDeadline, taxStatus } from './tax-deadline.ts';

export interface PaymentDeps {
  db: Db;
  now: () => Date;
  media: MediaStorage;
}

type PaymentRow = Selectable<YoutubePaymentsTable>;
type HistoryQuery = z.output<typeof PaymentHistoryQuerySchema>;

function paymentOf(row: PaymentRow, today: string): Payment {
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
    paymentTotals(deps.db, companyId),
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
  const [credits, totals, [last]] = await Promise.all([
    youtubeCredits(deps.db, companyId),
    paymentTotals(deps.db, companyId),
    paymentPage(deps.db, companyId, {}, 0, 1),
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
  const [credits, payments, rate] = await Promise.all([
    youtubeCredits(deps.db, companyId, period),
    paymentPage(deps.db, companyId, { reportPeriod: period }, 0, 1_000),
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
  const filter = { paymentPeriod: query.periode };
  const [rows, total] = await Promise.all([
    paymentPage(deps.db, companyId, filter, (query.page - 1) * query.limit, query.limit),
    countPayments(deps.db, companyId, query.periode),
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
      const rows = await paymentPage(deps.db, companyId, { paymentPeriod: query.periode }, offset, 1_000);
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

/** Where a payment's tax proof is served; a payment without one (or another company's) is not found. */
export async function taxProofUrl(deps: PaymentDeps, companyId: number, hash: string): Promise<string> {
  const row = await findPayment(deps.db, companyId, hash);
  if (!row?.tax_proof_url) throw notFound();
  return row.tax_proof_url;
}

/** Attaches a tax proof the caller's company uploaded to one of its payments (a later one replaces it). */
export async function attachTaxProof(deps: PaymentDeps, caller: Caller, request: TaxProofRequest): Promise<Payment> {
  const companyId = caller.company.id;
  const row = await findPayment(deps.db, companyId, request.hash);
  if (!row) throw notFound();
  if (!(await deps.media.holds(companyId, request.document_url))) {
    throw new AppError('payment.tax_proof_invalid', {
      fieldErrors: { document_url: 'errors.payment.tax_proof_invalid' },
    });
  }
  const at = deps.now().toISOString();
  const saved = await saveTaxProof(deps.db, row.id, { url: request.document_url, name: request.document_name, at });
  return paymentOf(saved, todayInWib(deps.now()));
}

/** `GET /api/ops/youtube/payments`: published periods of every company, paid or waiting. */
export async function listPayable(deps: PaymentDeps, query: z.output<typeof PayableQuerySchema>) {
  const filter = { companyId: query.company_id, status: query.status };
  const [rows, total] = await Promise.all([
    payablePeriods(deps.db, filter, (query.page - 1) * query.limit, query.limit),
    countPayablePeriods(deps.db, filter),
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
  return db.transaction().execute(async (trx) => {
    const projects = (await periodProjects(trx, payment.companyId, payment.period, payment.kind)).filter(
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
    const payoutId = await creditOnce(trx, payment.companyId, {
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
      projects.map((project) => ({
        company_id: payment.companyId,
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

/**
 * Reminds the owners of each payment whose tax proof is missing, once, from TAX_REMINDER_DAYS
 * before its deadline until the deadline itself: a deadline that has passed is never announced as
 * new. Answers how many were reminded. Safe to run from several instances at once.
 */
export async function remindTaxProofs(deps: PaymentDeps): Promise<number> {
  const now = deps.now();
  const today = todayInWib(now);
  const due = await paymentsToRemind(deps.db, today, addDays(today, TAX_REMINDER_DAYS));
  let reminded = 0;
  for (const payment of due) {
    const isMine = await deps.db.transaction().execute(async (trx) => {
      if (!(await markReminded(trx, payment.id, now.toISOString()))) return false;
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
