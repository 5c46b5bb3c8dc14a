import type { CompanySummary } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import type { CompanyRow } from '../../db/schema.ts';
import { toCompanySummary } from './company.mapper.ts';
import {
  countCompanies,
  findCompany,
  findCompanyBank,
  findCompanyRows,
  insertDistributorCompany,
} from './company.repository.ts';

/** One page of every company, oldest first, for distributor staff. */
export async function findCompanies(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<{ results: CompanySummary[]; page: number; limit: number; total: number }> {
  const [rows, total] = await Promise.all([
    findCompanyRows(db, { limit, offset: (page - 1) * limit }),
    countCompanies(db),
  ]);
  return { results: rows.map(toCompanySummary), page, limit, total };
}

/** The company's row, or undefined. */
export function findCompanyById(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  return findCompany(db, companyId);
}

/** Creates the distributor's company, with no services or features of a partner's own. */
export function createDistributorCompany(db: Db, name: string): Promise<CompanyRow> {
  return insertDistributorCompany(db, name);
}

/** Where money paid to a company goes: its saved bank account, or null while it has none. */
export interface BankAccount {
  bank_name: string;
  account_number: string;
  bank_branch: string;
  account_holder: string;
}

/** The company's bank account as payments and withdrawals show it, in the company's name (SPEC §3 Profile company). */
export async function companyBankAccount(db: Db, companyId: number): Promise<BankAccount | null> {
  const bank = await findCompanyBank(db, companyId);
  return bank.bank_name && bank.bank_account_number
    ? {
        bank_name: bank.bank_name,
        account_number: bank.bank_account_number,
        bank_branch: bank.bank_branch ?? '',
        account_holder: bank.name,
      }
    : null;
}
