import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/database.ts';
import type { CompanyScope, Scope } from '../../db/scope.ts';
import { insertScoped, selectScoped } from '../../db/scoped-queries.ts';
import './catalogs.tables.ts';

/** The newest asset of the scope whose terms are indexed (0 before the first). */
export async function findAssetTermMark(db: Db, scope: Scope): Promise<number> {
  const mark = await selectScoped(db, 'youtube_asset_term_marks', scope).select('last_asset_ref').executeTakeFirst();
  return mark?.last_asset_ref ?? 0;
}

/** Up to `limit` of the scope's assets after `afterRef`, oldest first, with the fields they are found by. */
export function findAssetsAfter(db: Db, scope: Scope, afterRef: number, limit: number) {
  return selectScoped(db, 'youtube_assets', scope)
    .select(['id', 'title', 'artist', 'asset_label', 'asset_id', 'isrc', 'custom_id'])
    .where('id', '>', afterRef)
    .orderBy('id')
    .limit(limit)
    .execute();
}

// Parameter limits: SQLite takes 32,766 per statement, PostgreSQL 65,535; three per row.
const TERM_ROWS_PER_INSERT = 5_000;

/**
 * Adds terms of the company's assets and moves its mark up to `mark`, together. Racing searches insert
 * the same rows and the primary key keeps one.
 */
export async function insertAssetTerms(
  db: Db,
  scope: CompanyScope,
  terms: readonly { term: string; asset_ref: number }[],
  mark: number,
): Promise<void> {
  const rows = terms.map((term) => ({ ...term, company_id: scope.companyId }));
  // Inside a caller's transaction (the demo seed) the batch joins it; otherwise it is one of its own.
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < rows.length; start += TERM_ROWS_PER_INSERT) {
      await trx
        .insertInto('youtube_asset_terms')
        .values(rows.slice(start, start + TERM_ROWS_PER_INSERT))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await insertScoped(trx, 'youtube_asset_term_marks', scope, { last_asset_ref: mark })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({
          // The larger mark wins when two searches catch up at once (no two-argument max on both engines).
          last_asset_ref: sql`case when excluded.last_asset_ref > youtube_asset_term_marks.last_asset_ref
            then excluded.last_asset_ref else youtube_asset_term_marks.last_asset_ref end`,
        }),
      )
      .execute();
  });
}
