import {
  PAYLATER_TERMS,
  type PageQuery,
  type Paylater,
  type PaylaterExposure,
  type PaylaterQuote,
  type PaylaterSummary,
  type PaylaterTransaction,
  type PaylaterTransactionDetail,
} from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { dspCreditsBetween, sourceOf } from '../balance/index.ts';
import {
  countTransactions,
  exposureRows,
  findPaylater,
  findPaylaters,
  findTransaction,
  insertPaylater,
  insertTransaction,
  outstandingOf,
  transactionPage,
} from './paylater.repository.ts';
import type { PaylatersTable, PaylaterTransactionsTable } from './paylater.tables.ts';
import { lookbackStart, type PaylaterStanding, standingOf, termsFor } from './paylater-terms.ts';

export interface PaylaterDeps {
  db: Db;
  now: () => Date;
}

export function paylaterOf(row: Selectable<PaylatersTable>): Paylater {
  const total = Number(row.total_idr);
  const repaid = Number(row.repaid_idr);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    request_id: row.request_id,
    request_reference: row.request_reference,
    item_title: row.item_title,
    fee_idr: Number(row.fee_idr),
    service_charge_idr: Number(row.service_charge_idr),
    total_idr: total,
    repaid_idr: repaid,
    outstanding_idr: total - repaid,
    created_at: row.created_at,
    repaid_at: row.repaid_at,
  };
}

function transactionOf(
  row: Selectable<PaylaterTransactionsTable> & { paylater_reference: string },
): PaylaterTransaction {
  const hasCredit = row.credit_source !== null && row.credit_period !== null && row.credit_amount_idr !== null;
  return {
    id: row.id,
    kind: row.kind,
    paylater_id: row.paylater_id,
    paylater_reference: row.paylater_reference,
    amount_idr: Number(row.amount_idr),
    outstanding_after_idr: Number(row.outstanding_after_idr),
    credit: hasCredit
      ? {
          store: sourceOf(row.credit_source ?? '').store,
          periode: row.credit_period ?? '',
          amount_idr: Number(row.credit_amount_idr),
        }
      : null,
    created_at: row.created_at,
  };
}

/** A company's limit, what it owes and what is left, from its DSP credits of the last 12 months up to `now`. */
export async function standingOfCompany(db: Db, companyId: number, now: Date): Promise<PaylaterStanding> {
  const [credits, used] = await Promise.all([
    dspCreditsBetween(db, companyId, lookbackStart(now), now),
    outstandingOf(db, companyScope(companyId)),
  ]);
  return standingOf(credits, used);
}

/** What paylater would cost for a Music Bank request, and whether the company can take it now. Reads only. */
export async function quotePaylater(
  db: Db,
  companyId: number,
  request: { id: number; feeIdr: number; isPayable: boolean },
  now: Date,
): Promise<PaylaterQuote> {
  const standing = await standingOfCompany(db, companyId, now);
  const terms = termsFor(request.feeIdr, standing, request.isPayable);
  return {
    request_id: request.id,
    fee_idr: request.feeIdr,
    service_charge_idr: terms.serviceCharge,
    total_idr: terms.total,
    repayment_share_percent: PAYLATER_TERMS.repaymentSharePercent,
    monthly_credits_idr: standing.monthly,
    expected_months: terms.expectedMonths,
    limit_idr: standing.limit,
    used_idr: standing.used,
    available_idr: standing.available,
    is_eligible: terms.refusal === null,
    refusal: terms.refusal,
  };
}

/**
 * Inside the payment's transaction, which holds the company's balance lock (`runOnce`): opens a
 * paylater for the request, refused as its quote says (`paylater.not_eligible` without credits,
 * `paylater.over_limit` above what is available), and writes its 'opened' line. Answers its id.
 */
export async function openPaylater(
  trx: Db,
  open: {
    companyId: number;
    actorUserId: number;
    request: { id: number; reference: string; itemTitle: string; feeIdr: number };
    now: Date;
  },
): Promise<number> {
  const { companyId, request } = open;
  const scope = companyScope(companyId);
  const standing = await standingOfCompany(trx, companyId, open.now);
  const terms = termsFor(request.feeIdr, standing, true);
  if (terms.refusal === 'over_limit') throw new AppError('paylater.over_limit');
  if (terms.refusal !== null) throw new AppError('paylater.not_eligible');
  const at = open.now.toISOString();
  const row = await insertPaylater(trx, scope, {
    request_id: request.id,
    request_reference: request.reference,
    item_title: request.itemTitle,
    fee_idr: request.feeIdr,
    service_charge_idr: terms.serviceCharge,
    total_idr: terms.total,
    repaid_idr: 0,
    status: 'repaying',
    created_at: at,
    created_by: open.actorUserId,
    repaid_at: null,
  });
  await insertTransaction(trx, scope, {
    paylater_id: row.id,
    kind: 'opened',
    amount_idr: terms.total,
    outstanding_after_idr: terms.total,
    ledger_entry_id: null,
    credit_source: null,
    credit_period: null,
    credit_amount_idr: null,
    created_at: at,
  });
  return row.id;
}

/** `GET /profile/paylater`: the company's limit, used and available, and its paylaters (repaying first, newest first). */
export async function paylaterSummary(deps: PaylaterDeps, companyId: number): Promise<PaylaterSummary> {
  const [standing, rows] = await Promise.all([
    standingOfCompany(deps.db, companyId, deps.now()),
    findPaylaters(deps.db, companyScope(companyId)),
  ]);
  const paylaters = rows.map(paylaterOf).sort((a, b) => {
    if (a.status !== b.status) return a.status === 'repaying' ? -1 : 1;
    return b.id - a.id;
  });
  return {
    limit_idr: standing.limit,
    used_idr: standing.used,
    available_idr: standing.available,
    repaid_idr: paylaters.reduce((sum, paylater) => sum + paylater.repaid_idr, 0),
    credits_last_12_months_idr: standing.credits,
    terms: {
      limit_share_percent: PAYLATER_TERMS.limitSharePercent,
      service_charge_percent: PAYLATER_TERMS.serviceChargePercent,
      repayment_share_percent: PAYLATER_TERMS.repaymentSharePercent,
    },
    paylaters,
  };
}

/** `GET /profile/paylater_transactions`: a page of the company's paylater lines, newest first. */
export async function paylaterTransactions(deps: PaylaterDeps, companyId: number, query: PageQuery) {
  const scope = companyScope(companyId);
  const [rows, total] = await Promise.all([
    transactionPage(deps.db, scope, (query.page - 1) * query.limit, query.limit),
    countTransactions(deps.db, scope),
  ]);
  return { results: rows.map(transactionOf), page: query.page, limit: query.limit, total };
}

/** `GET /profile/paylater_transactions/id/{id}`: one line with its paylater; another company's is not found. */
export async function paylaterTransaction(
  deps: PaylaterDeps,
  companyId: number,
  id: number,
): Promise<PaylaterTransactionDetail> {
  const scope = companyScope(companyId);
  const row = await findTransaction(deps.db, scope, id);
  if (!row) throw notFound();
  return { ...transactionOf(row), paylater: paylaterOf(await findPaylater(deps.db, scope, row.paylater_id)) };
}

/** Staff: what each company with a paylater still owes against its limit, most outstanding first. */
export async function paylaterExposure(deps: PaylaterDeps) {
  const now = deps.now();
  const companies: PaylaterExposure[] = await Promise.all(
    (await exposureRows(deps.db, ALL_COMPANIES)).map(async (row) => ({
      company: { id: row.companyId, name: row.companyName },
      limit_idr: (await standingOfCompany(deps.db, row.companyId, now)).limit,
      outstanding_idr: row.outstanding,
      repaid_idr: row.repaid,
      repaying: row.repaying,
      last_repayment_at: row.lastRepaymentAt,
    })),
  );
  companies.sort((a, b) => b.outstanding_idr - a.outstanding_idr || a.company.id - b.company.id);
  return { companies, total_outstanding_idr: companies.reduce((sum, company) => sum + company.outstanding_idr, 0) };
}
