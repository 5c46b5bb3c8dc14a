import type { Db } from '../../src/db/database.ts';
import { companyScope } from '../../src/db/scope.ts';
import { creditOnce } from '../../src/ingest/engine/ledger.repository.ts';
import { runOnce } from '../../src/modules/balance/index.ts';
import { periodNotifier } from '../../src/modules/ingest/index.ts';
import { openPaylater } from '../../src/modules/paylater/index.ts';

/**
 * Publishes one DSP credit of a company as the ingest engine does: the ledger entry, then the notifier
 * in the same transaction (its audit line, paylater repayment and notices). Answers the entry's id.
 */
export async function publishCredit(
  db: Db,
  companyId: number,
  amount: number,
  at: { period: string; store?: string; kind?: 'credit' | 'adjustment'; createdAt?: string },
): Promise<number> {
  const source = `store:${at.store ?? 'Spotify'}`;
  const kind = at.kind ?? 'credit';
  return db.transaction().execute(async (trx) => {
    const id = await creditOnce(trx, companyScope(companyId), {
      source,
      period: at.period,
      kind,
      amount_idr: amount,
      run_ids: '[]',
      created_at: at.createdAt ?? new Date().toISOString(),
    });
    if (id === null) throw new Error(`${source} ${at.period} is credited already`);
    await periodNotifier.periodPublished(trx, {
      source,
      period: at.period,
      credits: [{ company_id: companyId, ledger_id: id, source, kind, amount_idr: amount, is_new: true }],
      actorUserId: null,
    });
    return id;
  });
}

/**
 * Opens a paylater as the Music Bank payment does: once per key, under the company's balance lock.
 * Answers the paylater's id, or the code of the refusal.
 */
export async function takePaylater(
  db: Db,
  owner: { companyId: number; userId: number },
  request: { id: number; feeIdr: number; itemTitle?: string },
  now = new Date(),
): Promise<{ id: number } | { code: string }> {
  const answer = await runOnce(
    db,
    {
      companyId: owner.companyId,
      userId: owner.userId,
      key: `paylater-${owner.companyId}-${request.id}`,
      fingerprint: `musicbank:${request.id}:paylater`,
      requestId: `test-${request.id}`,
      now,
      lockCompanyIds: [owner.companyId],
    },
    (trx) =>
      openPaylater(trx, {
        companyId: owner.companyId,
        actorUserId: owner.userId,
        request: {
          id: request.id,
          reference: `MB-${now.getUTCFullYear()}-${String(request.id).padStart(6, '0')}`,
          itemTitle: request.itemTitle ?? 'Lagu Pinjaman',
          feeIdr: request.feeIdr,
        },
        now,
      }),
  );
  return 'done' in answer ? { id: answer.done } : { code: answer.refused.code };
}
