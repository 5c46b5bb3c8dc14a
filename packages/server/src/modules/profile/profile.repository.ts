import { type Db, nowIso } from '../../db/database.ts';
import type { CompaniesTable } from '../../db/schema.ts';

export type CompanyColumns = Partial<
  Pick<
    CompaniesTable,
    | 'name'
    | 'vat_number'
    | 'bank_name'
    | 'bank_account_number'
    | 'bank_branch'
    | 'phone'
    | 'address'
    | 'country'
    | 'province'
    | 'city'
    | 'zip_code'
    | 'logo_url'
  >
>;

/** Writes the given company columns; columns left out keep their value. */
export async function updateCompanyColumns(db: Db, companyId: number, values: CompanyColumns): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('companies')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', companyId)
    .execute();
}
