import type { CompanySummary } from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { toCompanySummary } from './company.mapper.ts';
import { countCompanies, findCompanyRows } from './company.repository.ts';

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
