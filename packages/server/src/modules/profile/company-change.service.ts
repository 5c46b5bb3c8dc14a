import type { ApprovalField, CompanyChangeRequest } from '@irama/contracts';
import { pick } from '@irama/contracts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  type ChangeRequestWithCompany,
  decideChange,
  findChangeRequestForStaff,
  findChangeRequestsForStaff,
} from './company-change.repository.ts';
import { APPROVAL_COLUMN } from './company-profile.service.ts';
import type { ProfileDeps } from './profile.deps.ts';
import { updateCompanyColumns } from './profile.repository.ts';

type Deps = Pick<ProfileDeps, 'db'>;

function toChangeRequest(row: ChangeRequestWithCompany): CompanyChangeRequest {
  return {
    ...pick(row, [
      'id',
      'company_id',
      'company_name',
      'old_value',
      'new_value',
      'requested_by',
      'decided_by',
      'created_at',
      'decided_at',
    ]),
    field: row.field as ApprovalField,
    status: row.status as CompanyChangeRequest['status'],
  };
}

/** The support queue: change requests of every company in one status (distributor staff). */
export async function listChangeRequests(
  deps: Deps,
  query: { status: CompanyChangeRequest['status']; page: number; limit: number },
) {
  const { rows, total } = await findChangeRequestsForStaff(deps.db, ALL_COMPANIES, query);
  return { results: rows.map(toChangeRequest), page: query.page, limit: query.limit, total };
}

/**
 * Approves or rejects a pending request (distributor staff); approving writes the value to the
 * company in the same transaction. A request already decided is a conflict.
 */
export async function decideChangeRequest(
  deps: Deps,
  staff: Caller,
  id: number,
  status: 'approved' | 'rejected',
): Promise<CompanyChangeRequest> {
  const request = await findChangeRequestForStaff(deps.db, ALL_COMPANIES, id);
  if (!request) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    const isDecided = await decideChange(trx, companyScope(request.company_id), id, {
      status,
      decidedBy: staff.user.id,
    });
    if (!isDecided) throw new AppError('conflict', { fieldErrors: { status: 'profile.change_request_decided' } });
    if (status === 'approved') {
      const column = APPROVAL_COLUMN[request.field as ApprovalField];
      await updateCompanyColumns(trx, request.company_id, { [column]: request.new_value });
    }
  });
  const decided = await findChangeRequestForStaff(deps.db, ALL_COMPANIES, id);
  if (!decided) throw notFound();
  return toChangeRequest(decided);
}
