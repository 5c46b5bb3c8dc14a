import type { OpsHold, OpsHoldsQuerySchema, PlaceHoldRequest } from '@irama/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope, filteredScope } from '../../db/scope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notifyOwners } from '../notifications/index.ts';
import { describeTracks } from '../release/index.ts';
import { countHolds, findHold, holdPage, insertHold, releaseHold } from './balance.repository.ts';
import { type BalanceDeps, noticeOf, readPage, type Staff } from './balance.service.ts';
import { holdOf } from './holds.service.ts';
import { dspFigures, recordMove, withBalanceLock } from './money.repository.ts';

type OpsHoldRow = Awaited<ReturnType<typeof holdPage>>[number];
const opsHoldOf = (row: OpsHoldRow): OpsHold => ({
  ...holdOf(row),
  company_id: row.company_id,
  company_name: row.company_name,
});

/** `GET /api/ops/holds`. */
export async function listHolds(deps: BalanceDeps, query: z.output<typeof OpsHoldsQuerySchema>) {
  const read = { rows: holdPage, count: countHolds };
  return readPage(deps.db, filteredScope(query.company_id), { status: query.status }, query, read, opsHoldOf);
}

async function opsHold(db: Db, id: number): Promise<OpsHold> {
  const [row] = await holdPage(db, ALL_COMPANIES, { status: 'all', ids: [id] }, 0, 1);
  if (!row) throw notFound();
  return opsHoldOf(row);
}

/** Holds back part of a company's available balance, under its balance lock; never more than is available. */
export async function placeHold(deps: BalanceDeps, staff: Staff, request: PlaceHoldRequest): Promise<OpsHold> {
  const at = deps.now().toISOString();
  const { company_id: companyId } = request;
  const scope = companyScope(companyId);
  const id = await withBalanceLock(deps.db, [companyId], async (trx) => {
    const before = await dspFigures(trx, scope);
    if (request.amount_idr > before.available) {
      throw new AppError('balance.hold_exceeds_available', {
        fieldErrors: { amount_idr: 'errors.balance.hold_exceeds_available' },
      });
    }
    const { isrc } = request;
    const track = isrc ? (await describeTracks(trx, scope, [isrc])).get(isrc) : undefined;
    const row = await insertHold(trx, scope, {
      amount_idr: request.amount_idr,
      reason: request.reason,
      note: request.note,
      isrc: isrc ?? null,
      track_title: track?.title ?? null,
      store: request.store || null,
      period: request.periode ?? null,
      created_at: at,
      created_by: staff.user.id,
    });
    await recordMove(trx, scope, {
      actorUserId: staff.user.id,
      action: 'hold_placed',
      account: 'dsp',
      amount: -request.amount_idr,
      before,
      after: await dspFigures(trx, scope),
      subject: `hold ${row.id}`,
      detail: `${request.reason}: ${request.note}`,
      at,
    });
    const trackName = row.track_title ?? row.isrc ?? '';
    await notifyOwners(
      trx,
      [companyId],
      noticeOf(
        'holdPlaced',
        { amount: String(request.amount_idr), reason: request.reason, track: trackName, store: row.store ?? '' },
        { type: 'hold', id: row.id },
      ),
    );
    return row.id;
  });
  return opsHold(deps.db, id);
}

/** Releases an active hold: its amount is available again. */
export async function releaseHoldOf(deps: BalanceDeps, staff: Staff, id: number, note: string): Promise<OpsHold> {
  const hold = await findHold(deps.db, ALL_COMPANIES, id);
  if (!hold) throw notFound();
  const at = deps.now().toISOString();
  const scope = companyScope(hold.company_id);
  await withBalanceLock(deps.db, [hold.company_id], async (trx) => {
    const before = await dspFigures(trx, scope);
    const row = await releaseHold(trx, scope, id, { at, by: staff.user.id, note });
    if (!row) throw new AppError('balance.hold_released');
    const amount = Number(row.amount_idr);
    await recordMove(trx, scope, {
      actorUserId: staff.user.id,
      action: 'hold_released',
      account: 'dsp',
      amount,
      before,
      after: await dspFigures(trx, scope),
      subject: `hold ${row.id}`,
      detail: note,
      at,
    });
    await notifyOwners(
      trx,
      [row.company_id],
      noticeOf('holdReleased', { amount: String(amount) }, { type: 'hold', id: row.id }),
    );
  });
  return opsHold(deps.db, id);
}
