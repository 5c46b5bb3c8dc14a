import type { HoldsQuerySchema } from '@irama/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { companyScope } from '../../db/scope.ts';
import { countHolds, holdPage } from './balance.repository.ts';
import { type BalanceDeps, readPage } from './balance.service.ts';
import type { BalanceHoldsTable } from './balance.tables.ts';

/** A hold as its company reads it. */
export function holdOf(row: Selectable<BalanceHoldsTable>) {
  return {
    id: row.id,
    amount_idr: Number(row.amount_idr),
    reason: row.reason,
    note: row.note,
    isrc: row.isrc,
    track_title: row.track_title,
    store: row.store,
    periode: row.period,
    created_at: row.created_at,
    released_at: row.released_at,
    release_note: row.release_note,
  };
}

/** `GET /balance/holds`: the company's holds, each with its reason, track and store. */
export async function companyHolds(deps: BalanceDeps, companyId: number, query: z.output<typeof HoldsQuerySchema>) {
  const read = { rows: holdPage, count: countHolds };
  return readPage(deps.db, companyScope(companyId), { status: query.status }, query, read, holdOf);
}
