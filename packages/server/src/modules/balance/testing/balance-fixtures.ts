import type { Db } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { creditOnce } from '../../../ingest/engine/ledger.repository.ts';
import { recordLedgerMoves } from '../money.repository.ts';

/** Credits a company's DSP balance as a publish would: the ledger entry and its audit row, in one transaction. */
export async function creditDsp(
  db: Db,
  companyId: number,
  amount: number,
  at: { period: string; store?: string; via?: 'store' | 'dsr'; kind?: 'credit' | 'adjustment'; createdAt?: string },
) {
  const entry = {
    source: `${at.via ?? 'store'}:${at.store ?? 'Spotify'}`,
    period: at.period,
    kind: at.kind ?? 'credit',
  };
  const createdAt = at.createdAt ?? new Date().toISOString();
  const scope = companyScope(companyId);
  await db.transaction().execute(async (trx) => {
    if (
      (await creditOnce(trx, scope, { ...entry, amount_idr: amount, run_ids: '[]', created_at: createdAt })) === null
    ) {
      throw new Error(`${entry.source} ${entry.period} is credited already`);
    }
    await recordLedgerMoves(trx, scope, [{ companyId, ...entry, amount }], null, createdAt);
  });
}

/** The balance and the available amount the company's last DSP audit row left, or undefined before any. */
export async function lastDspAudit(db: Db, companyId: number): Promise<[number, number] | undefined> {
  const last = await db
    .selectFrom('money_audit')
    .select(['balance_after_idr', 'available_after_idr'])
    .where('company_id', '=', companyId)
    .where('account', '=', 'dsp')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last && [Number(last.balance_after_idr), Number(last.available_after_idr)];
}

/** Saves a company's bank data, where its withdrawals go. */
export async function saveBank(db: Db, companyId: number, bank: { name?: string; number?: string } = {}) {
  await db
    .updateTable('companies')
    .set({
      bank_name: bank.name ?? 'Bank Central Asia',
      bank_account_number: bank.number ?? '1234567890',
      bank_branch: 'KCP Kemang',
    })
    .where('id', '=', companyId)
    .execute();
}
