import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { selectScoped, updateScoped } from '../../db/scoped-queries.ts';
import { YOUTUBE_SOURCES } from '../../ingest/engine/tables.ts';
import type { YoutubePaymentsTable } from './payment.tables.ts';

const sumOf = (column: string) => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

/** The company's YouTube credits in the ledger, per period, source and kind. */
export function youtubeCredits(db: Db, scope: Scope, period?: string) {
  let query = selectScoped(db, 'ledger_entries', scope)
    .select(['period', 'source', 'kind', 'amount_idr'])
    .where('source', 'in', [...YOUTUBE_SOURCES])
    .where('kind', 'in', ['credit', 'adjustment']);
  if (period !== undefined) query = query.where('period', '=', period);
  return query.orderBy('period', 'desc').orderBy('source').execute();
}

const paymentsOf = (db: Db, scope: Scope) => selectScoped(db, 'youtube_payments', scope);

export async function paymentTotals(db: Db, scope: Scope) {
  const row = await paymentsOf(db, scope)
    .select([
      sumOf('amount_idr').as('paid'),
      (eb) => eb.fn.count<number>('tax_proof_url').as('with_proof'),
      (eb) => eb.fn.countAll<number>().as('payments'),
      (eb) => eb.fn.min('tax_deadline').filterWhere('tax_proof_url', 'is', null).as('next_deadline'),
    ])
    .executeTakeFirstOrThrow();
  return {
    paid: Number(row.paid),
    missingProofs: Number(row.payments) - Number(row.with_proof),
    nextDeadline: (row.next_deadline as string | null) ?? null,
  };
}

/** A page of payments, newest first, of one payment month or all. */
export function paymentPage(
  db: Db,
  scope: Scope,
  filter: { paymentPeriod?: string; reportPeriod?: string },
  offset: number,
  limit: number,
) {
  let query = paymentsOf(db, scope).selectAll();
  if (filter.paymentPeriod) query = query.where('payment_period', '=', filter.paymentPeriod);
  if (filter.reportPeriod) query = query.where('report_period', '=', filter.reportPeriod);
  return query.orderBy('paid_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export async function countPayments(db: Db, scope: Scope, paymentPeriod?: string) {
  let query = paymentsOf(db, scope).select((eb) => eb.fn.countAll<number>().as('n'));
  if (paymentPeriod) query = query.where('payment_period', '=', paymentPeriod);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findPayment(db: Db, scope: Scope, hash: string) {
  return paymentsOf(db, scope).selectAll().where('hash', '=', hash).executeTakeFirst();
}

export function saveTaxProof(db: Db, scope: Scope, id: number, proof: { url: string; name: string; at: string }) {
  return updateScoped(db, 'youtube_payments', scope)
    .set({ tax_proof_url: proof.url, tax_proof_name: proof.name, tax_proof_uploaded_at: proof.at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The published projects of a company's period: what a payment of it pays. */
export function periodProjects(db: Db, scope: Scope, period: string, kind: 'regular' | 'adjustment') {
  return selectScoped(db, 'youtube_report_projects', scope)
    .select(['project', 'nett_idr'])
    .where('period', '=', period)
    .where('kind', '=', kind)
    .orderBy('project')
    .execute();
}

/** Inserts payments of the scope's company. */
export function insertPayments(
  db: Db,
  scope: CompanyScope,
  rows: Omit<Insertable<YoutubePaymentsTable>, 'company_id'>[],
) {
  return db
    .insertInto('youtube_payments')
    .values(rows.map((row) => ({ ...row, company_id: scope.companyId })))
    .returningAll()
    .execute();
}

const paidPeriod = sql<boolean>`exists (select 1 from youtube_payments y
    where y.company_id = p.company_id and y.report_period = p.period and y.kind = p.kind)`;

/** How many published periods the staff list holds under its filter. */
export async function countPayablePeriods(db: Db, scope: Scope, filter: { status: 'unpaid' | 'paid' | 'all' }) {
  let query = db
    .selectFrom('youtube_report_periods as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(inScope(scope, 'p.company_id'));
  if (filter.status === 'paid') query = query.where(paidPeriod);
  if (filter.status === 'unpaid') query = query.where(sql<boolean>`not ${paidPeriod}`);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Published periods of the scope's companies, with what they credited and whether they are paid. */
export function payablePeriods(
  db: Db,
  scope: Scope,
  filter: { status: 'unpaid' | 'paid' | 'all' },
  offset: number,
  limit: number,
) {
  let query = db
    .selectFrom('youtube_report_periods as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select((eb) => [
      'p.company_id',
      'c.name as company_name',
      'p.period',
      'p.kind',
      eb
        .selectFrom('youtube_report_projects as j')
        .select(sumOf('j.nett_idr').as('n'))
        .whereRef('j.company_id', '=', 'p.company_id')
        .whereRef('j.period', '=', 'p.period')
        .whereRef('j.kind', '=', 'p.kind')
        .as('credited_idr'),
      eb
        .selectFrom('youtube_report_projects as j')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('j.company_id', '=', 'p.company_id')
        .whereRef('j.period', '=', 'p.period')
        .whereRef('j.kind', '=', 'p.kind')
        .as('projects'),
      eb
        .selectFrom('youtube_payments as y')
        .select((inner) => inner.fn.min('y.paid_at').as('at'))
        .whereRef('y.company_id', '=', 'p.company_id')
        .whereRef('y.report_period', '=', 'p.period')
        .whereRef('y.kind', '=', 'p.kind')
        .as('paid_at'),
    ])
    .where(inScope(scope, 'p.company_id'));
  if (filter.status === 'paid') query = query.where(paidPeriod);
  if (filter.status === 'unpaid') query = query.where(sql<boolean>`not ${paidPeriod}`);
  return query
    .orderBy('p.period', 'desc')
    .orderBy('c.name')
    .orderBy('p.kind', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
}

/** Payments whose proof is missing and whose deadline is from `today` to `until`, not reminded yet. */
export function paymentsToRemind(db: Db, scope: Scope, today: string, until: string) {
  return selectScoped(db, 'youtube_payments', scope)
    .select(['id', 'company_id', 'payment_period', 'tax_deadline', 'hash'])
    .where('tax_proof_url', 'is', null)
    .where('reminded_at', 'is', null)
    .where('tax_deadline', '>=', today)
    .where('tax_deadline', '<=', until)
    .orderBy('id')
    .execute();
}

/** Marks a payment reminded unless another run already did: answers whether this run did. */
export async function markReminded(db: Db, scope: Scope, id: number, at: string): Promise<boolean> {
  const row = await updateScoped(db, 'youtube_payments', scope)
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
