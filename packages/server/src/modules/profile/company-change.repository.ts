import { type Db, nowIso } from '../../db/database.ts';
import type { CompanyChangeRequestRow } from '../../db/schema.ts';
import { type CompanyScope, inScope, type Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped, updateScoped } from '../../db/scoped-queries.ts';

/** The pending changes in the scope, oldest first. */
export function findPendingChanges(db: Db, scope: Scope): Promise<CompanyChangeRequestRow[]> {
  return selectScoped(db, 'company_change_requests', scope)
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** Records a requested value for a field, replacing the field's earlier pending request. */
export async function upsertPendingChange(
  db: Db,
  scope: CompanyScope,
  change: { field: string; oldValue: string | null; newValue: string | null; requestedBy: number },
): Promise<void> {
  const values = {
    old_value: change.oldValue,
    new_value: change.newValue,
    requested_by: change.requestedBy,
    created_at: nowIso(),
  };
  const updated = await updateScoped(db, 'company_change_requests', scope)
    .set(values)
    .where('field', '=', change.field)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await insertScoped(db, 'company_change_requests', scope, {
    ...values,
    field: change.field,
    status: 'pending',
  }).execute();
}

/** Closes a pending request as approved or rejected; false when it is not pending (or not there). */
export async function decideChange(
  db: Db,
  scope: Scope,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number },
): Promise<boolean> {
  const result = await updateScoped(db, 'company_change_requests', scope)
    .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const withCompany = (db: Db, scope: Scope) =>
  db
    .selectFrom('company_change_requests')
    .innerJoin('companies', 'companies.id', 'company_change_requests.company_id')
    .where(inScope(scope, 'company_change_requests.company_id'))
    .selectAll('company_change_requests')
    .select('companies.name as company_name');

export type ChangeRequestWithCompany = CompanyChangeRequestRow & { company_name: string };

// Support works across every company: its callers pass every company's scope.

/** One page of change requests of any company in a status, oldest first (the support queue). */
export async function findChangeRequestsForStaff(
  db: Db,
  scope: Scope,
  query: { status: string; page: number; limit: number },
): Promise<{ rows: ChangeRequestWithCompany[]; total: number }> {
  const [rows, count] = await Promise.all([
    withCompany(db, scope)
      .where('company_change_requests.status', '=', query.status)
      .orderBy('company_change_requests.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    selectScoped(db, 'company_change_requests', scope)
      .where('status', '=', query.status)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One change request of any company, for support. */
export function findChangeRequestForStaff(
  db: Db,
  scope: Scope,
  id: number,
): Promise<ChangeRequestWithCompany | undefined> {
  return withCompany(db, scope).where('company_change_requests.id', '=', id).executeTakeFirst();
}
