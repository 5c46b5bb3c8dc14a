import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/** Which page of a list, counted from 1, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of `rows` (the list's query with its columns and order) and the number of rows `base`
 * (the same query before its columns) has in all, read side by side.
 */
export async function readPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageRequest,
): Promise<{ rows: O[]; total: number }> {
  const [found, total] = await Promise.all([
    rows
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    countRows(base),
  ]);
  return { rows: found, total };
}

/** How many rows `base` (a query, its columns left out) has. */
export async function countRows<DB, TB extends keyof DB>(base: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const count = await base
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total'))
    // Kysely cannot name the selection of a query whose tables are a type parameter.
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/**
 * Like `readPage`, for lists too long to count on every request: counts at most `cap` matching rows
 * (reading no more than that), and says when more than `cap` match.
 */
export async function readPageCountingUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  base: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageRequest,
  cap: number,
): Promise<{ rows: O[]; total: number; isCapped: boolean }> {
  const matches = base
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const [found, count] = await Promise.all([
    rows
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    sql<{ total: number | string }>`select count(*) as total from (${matches}) as matches`.execute(db),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return { rows: found, total: Math.min(total, cap), isCapped: total > cap };
}
