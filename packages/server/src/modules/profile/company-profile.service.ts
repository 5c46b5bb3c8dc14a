import {
  APPROVAL_FIELDS,
  type ApprovalField,
  type CompanyProfile,
  type GroupName,
  type ServiceName,
  type UpdateCompanyRequest,
} from '@irama/contracts';
import type { CompanyRow } from '../../db/schema.ts';
import { companyScope } from '../../db/scope.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { findCompanyById } from '../companies/index.ts';
import { findPendingChanges, upsertPendingChange } from './company-change.repository.ts';
import { assertOwner, type ProfileDeps } from './profile.deps.ts';
import { type CompanyColumns, updateCompanyColumns } from './profile.repository.ts';

type Deps = Pick<ProfileDeps, 'db'>;

/** The company column behind each field that needs approval. */
export const APPROVAL_COLUMN = {
  company: 'name',
  vat_number: 'vat_number',
  bank_name: 'bank_name',
  account_number: 'bank_account_number',
  bank_branch: 'bank_branch',
} as const satisfies Record<ApprovalField, keyof CompanyColumns>;

const IMMEDIATE_FIELDS = ['phone', 'address', 'country', 'province', 'city', 'zip_code'] as const;

async function loadCompany(deps: Deps, companyId: number): Promise<CompanyRow> {
  const row = await findCompanyById(deps.db, companyId);
  if (!row) throw notFound();
  return row;
}

/** `••••6789`: enough to recognise the account, not enough to use it. */
function maskAccountNumber(value: string | null): string | null {
  return value === null ? null : `••••${value.slice(-4)}`;
}

/**
 * The caller's company with every field of SPEC §3 and the changes awaiting approval. The bank
 * account number is whole only for the owner and for admins with the payment switch.
 */
export async function getCompanyProfile(deps: Deps, caller: Caller): Promise<CompanyProfile> {
  const [row, pending] = await Promise.all([
    loadCompany(deps, caller.company.id),
    findPendingChanges(deps.db, companyScope(caller.company.id)),
  ]);
  const seesAccount = caller.user.role === 'owner' || caller.permissions.estimates === true;
  const account = (field: string, value: string | null) =>
    field === 'account_number' && !seesAccount ? maskAccountNumber(value) : value;
  return {
    id: row.id,
    group_name: row.group_name as GroupName,
    company: row.name,
    logo_url: row.logo_url,
    services: JSON.parse(row.services) as ServiceName[],
    vat_number: row.vat_number,
    bank_name: row.bank_name,
    account_number: account('account_number', row.bank_account_number),
    bank_branch: row.bank_branch,
    phone: row.phone,
    address: row.address,
    country: row.country,
    province: row.province,
    city: row.city,
    zip_code: row.zip_code,
    pending_changes: pending.map((change) => ({
      id: change.id,
      field: change.field as ApprovalField,
      old_value: account(change.field, change.old_value),
      new_value: account(change.field, change.new_value),
      requested_at: change.created_at,
    })),
  };
}

/**
 * Owner only. Contact and address fields apply at once; the name, VAT number and bank fields
 * become pending requests for support (a field sent unchanged is left alone, so a form may
 * send everything it shows).
 */
export async function updateCompanyProfile(
  deps: Deps,
  caller: Caller,
  input: UpdateCompanyRequest,
): Promise<CompanyProfile> {
  assertOwner(caller);
  const companyId = caller.company.id;
  const scope = companyScope(companyId);
  const current = await loadCompany(deps, companyId);
  const pending = new Map((await findPendingChanges(deps.db, scope)).map((row) => [row.field, row]));
  await deps.db.transaction().execute(async (trx) => {
    const immediate: CompanyColumns = {};
    for (const field of IMMEDIATE_FIELDS) {
      const value = input[field];
      if (value !== undefined) immediate[field] = value;
    }
    await updateCompanyColumns(trx, companyId, immediate);
    for (const field of APPROVAL_FIELDS) {
      const value = input[field];
      const oldValue = current[APPROVAL_COLUMN[field]];
      if (value === undefined || value === oldValue || pending.get(field)?.new_value === value) continue;
      await upsertPendingChange(trx, scope, { field, oldValue, newValue: value, requestedBy: caller.user.id });
    }
  });
  return getCompanyProfile(deps, caller);
}
