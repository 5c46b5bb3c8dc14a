import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Whose rows a repository call may read or write: one company's (every partner call), or every
 * company's (distributor staff on `/api/ops/*`, jobs that run for the whole portal). Every
 * repository function that touches company data takes one, first after the database handle, so
 * a query cannot forget its tenant: the type has no "no scope".
 */
export type Scope = { readonly kind: 'company'; readonly companyId: number } | { readonly kind: 'all' };

/** One company's scope: what a write that creates a company's row needs. */
export type CompanyScope = Extract<Scope, { kind: 'company' }>;

/** One company's rows. */
export const companyScope = (companyId: number): CompanyScope => ({ kind: 'company', companyId });

/** Every company's rows: staff routes and portal-wide jobs only. */
export const ALL_COMPANIES: Scope = Object.freeze({ kind: 'all' });

/** A staff list's scope: the one company its `company_id` filter names, or every company without one. */
export const filteredScope = (companyId: number | undefined): Scope =>
  companyId === undefined ? ALL_COMPANIES : companyScope(companyId);

/**
 * The condition that keeps a query to the scope's company on `column` (`company_id`, or
 * `alias.company_id` in a join): `query.where(inScope(scope))`. A scope of every company keeps all.
 */
export function inScope(scope: Scope, column = 'company_id'): RawBuilder<SqlBool> {
  return scope.kind === 'all' ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref(column)} = ${scope.companyId}`;
}

/**
 * Refuses rows of a company outside the scope before a write that takes each row's company from the row
 * itself (notices, stream events, ledger moves for several companies at once).
 */
export function assertWithinScope(scope: Scope, companyIds: Iterable<number>, what: string): void {
  if (scope.kind === 'all') return;
  for (const companyId of companyIds) {
    if (companyId !== scope.companyId)
      throw new Error(`${what} of company ${companyId} outside company ${scope.companyId}`);
  }
}
