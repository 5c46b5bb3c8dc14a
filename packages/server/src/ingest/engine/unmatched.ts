import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { ShareBook, splitRow } from './shares.ts';
import { isYoutubeSource, type UnmatchedRow } from './tables.ts';
import { RunWriter } from './writer.ts';

/** A staff decision on an unmatched row. */
export type UnmatchedAction = { action: 'assign'; companyId: number; assetId?: string } | { action: 'not_ours' };

/** The unmatched rows of a run (or of every run), open ones first. */
export function findUnmatched(db: Db, runId: number | undefined, page: number, limit: number) {
  let query = db.selectFrom('unmatched_rows').selectAll();
  if (runId !== undefined) query = query.where('run_id', '=', runId);
  return query
    .orderBy('status', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

/**
 * Resolves an open unmatched row: `assign` books it to a company (with that company's contract on the
 * item, and optionally teaches the catalogue the asset id), `not_ours` sets it aside; either way the
 * run's totals still add up, and only an unpublished run's rows can move.
 */
export async function resolveUnmatched(db: Db, id: number, decision: UnmatchedAction): Promise<UnmatchedRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('unmatched_rows').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('not_found');
    // A company that does not exist is refused alike whatever the row's state.
    if (decision.action === 'assign') {
      const company = await trx
        .selectFrom('companies')
        .select('id')
        .where('id', '=', decision.companyId)
        .executeTakeFirst();
      if (!company) throw new AppError('validation_failed', { fieldErrors: { company_id: 'ingest.company.unknown' } });
    }
    const run = await trx.selectFrom('ingest_runs').selectAll().where('id', '=', row.run_id).executeTakeFirstOrThrow();
    if (row.status !== 'open' || run.status !== 'parsed') {
      throw new AppError('conflict', { detail: 'only open rows of an unpublished run can be resolved' });
    }
    if (decision.action === 'not_ours') {
      return trx
        .updateTable('unmatched_rows')
        .set({ status: 'not_ours', updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const keys = JSON.parse(row.keys) as { asset_id?: string | null; isrc?: string | null; upc?: string | null };
    const details = JSON.parse(row.details) as {
      country: string;
      day: string;
      units: number;
      currency: string;
      adjustment_type: string | null;
    };
    const isYoutube = isYoutubeSource(run.source);
    const assetId = decision.assetId ?? keys.asset_id ?? null;
    const shareKey = isYoutube
      ? assetId && (['asset', assetId] as const)
      : keys.isrc
        ? (['isrc', keys.isrc] as const)
        : keys.upc && (['upc', keys.upc] as const);
    const shares = new ShareBook(trx);
    const key: ['asset' | 'isrc' | 'upc', string] | null = shareKey ? [shareKey[0], shareKey[1]] : null;
    await shares.prepare([decision.companyId]);
    const gross = Number(row.gross_micros);
    const grossIdr = Number(row.gross_idr);
    const writer = new RunWriter(trx, run);
    writer.add({
      companyId: decision.companyId,
      line: row.line,
      country: details.country,
      day: details.day,
      itemKey: key?.[1] ?? '',
      isrc: keys.isrc ?? null,
      upc: keys.upc ?? null,
      units: details.units,
      currency: details.currency,
      grossMicros: gross,
      grossIdr,
      ...splitRow(gross, grossIdr, shares.coOwners(decision.companyId, key)),
      adjustmentType: details.adjustment_type ?? null,
    });
    await writer.finish();
    if (decision.assetId && isYoutube) {
      await trx
        .insertInto('youtube_assets')
        .values({ company_id: decision.companyId, asset_id: decision.assetId, title: row.title, created_at: nowIso() })
        .execute();
    }
    await trx
      .updateTable('ingest_runs')
      .set((eb) => ({ matched_rows: eb('matched_rows', '+', 1), unmatched_rows: eb('unmatched_rows', '-', 1) }))
      .where('id', '=', run.id)
      .execute();
    return trx
      .updateTable('unmatched_rows')
      .set({ status: 'assigned', assigned_company_id: decision.companyId, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
