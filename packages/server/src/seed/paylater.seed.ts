import type { Db } from '../db/database.ts';
import { replayAt } from '../lib/clock.ts';
import { dspCredits, withBalanceLock } from '../modules/balance/money.repository.ts';
import { repayFromCredits } from '../modules/paylater/index.ts';

/**
 * The demo's paylater history, after the reports and the Music Bank's requests: owner@musik.demo paid
 * one of its licences with paylater months ago (the Music Bank seeder did, through the payment), and
 * each DSP credit published since repaid its share, as the publish would have, on the day it was
 * credited (`replayAt`), so the lines, the income history and the bell tell it as it happened.
 * Without such a paylater it adds nothing.
 */
export async function seedPaylater(db: Db): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'owner@musik.demo')
    .executeTakeFirst();
  if (!owner) return;
  const companyId = owner.company_id;
  const oldest = await db
    .selectFrom('paylaters')
    .select('created_at')
    .where('company_id', '=', companyId)
    .where('status', '=', 'repaying')
    .orderBy('id')
    .executeTakeFirst();
  if (!oldest) return;
  // A credit a publish already repaid from keeps its lines: only the ones before repayment existed are replayed.
  const repaidFrom = (
    await db
      .selectFrom('paylater_transactions')
      .select('ledger_entry_id')
      .where('company_id', '=', companyId)
      .where('ledger_entry_id', 'is not', null)
      .execute()
  ).map((row) => row.ledger_entry_id);
  let query = db
    .selectFrom('ledger_entries')
    .select(['id', 'source', 'period', 'amount_idr', 'created_at'])
    .where('company_id', '=', companyId)
    .where(dspCredits)
    .where('created_at', '>', oldest.created_at);
  if (repaidFrom.length > 0) query = query.where('id', 'not in', repaidFrom as number[]);
  const credits = await query.orderBy('created_at').orderBy('id').execute();
  for (const credit of credits) {
    await replayAt(new Date(credit.created_at), () =>
      withBalanceLock(db, [companyId], (trx) =>
        repayFromCredits(
          trx,
          [
            {
              companyId,
              ledgerEntryId: credit.id,
              source: credit.source,
              period: credit.period,
              amount: Number(credit.amount_idr),
            },
          ],
          credit.created_at,
        ),
      ),
    );
  }
}
