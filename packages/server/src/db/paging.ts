import { type SelectQueryBuilder, sql } from 'kysely';

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
  const [found, count] = await Promise.all([
    rows
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base
      .clearSelect()
      .select(sql<number | string>`count(*)`.as('total'))
      // Kysely cannot name the selection of a query whose tables are a type parameter.
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(count.total) };
}
