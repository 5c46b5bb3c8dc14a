import { NOTICE_MESSAGES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { companyScope } from '../db/scope.ts';
import { dspCredits, dspFigures } from '../modules/balance/money.repository.ts';

const { t } = useDemoWorld();
const _DAY_MS = 24 * 60 * 60 * 1000;

describe('demo paylater', () => {
  it('repays musik’s paylater from every credit published since it was opened, on the day of each', async () => {
    const owner = await t.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'owner@musik.demo')
      .executeTakeFirstOrThrow();
    const companyId = owner.company_id;
    const paylaters = () =>
      t.db.selectFrom('paylaters').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
    const [first] = await paylaters();
    if (!first) throw new Error('no paylater');
    const lines = await t.db
      .selectFrom('paylater_transactions')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('kind', '=', 'repayment')
      .orderBy('id')
      .execute();
    // Opened through a Music Bank payment months ago, it is repaid a credit at a time, from more than one
    // published period (in the demo's year it is still being repaid; this smaller world may have repaid it).
    expect(new Set(lines.map((line) => line.credit_period)).size).toBeGreaterThanOrEqual(2);
    for (const paylater of await paylaters()) {
      const repaid = lines.filter((l) => l.paylater_id === paylater.id).reduce((a, l) => a + Number(l.amount_idr), 0);
      expect(Number(paylater.repaid_idr)).toBe(repaid);
      expect(Number(paylater.total_idr) - repaid).toBeGreaterThanOrEqual(0);
      expect(paylater.status).toBe(repaid === Number(paylater.total_idr) ? 'repaid' : 'repaying');
    }
    // Each repayment is stamped with its credit's publish, after the paylater was opened.
    const credits = await t.db
      .selectFrom('ledger_entries')
      .select(['id', 'created_at'])
      .where('company_id', '=', companyId)
      .where(dspCredits)
      .execute();
    for (const line of lines) {
      const credit = credits.find((c) => c.id === line.ledger_entry_id);
      expect(credit?.created_at).toBe(line.created_at);
      expect(Date.parse(line.created_at)).toBeGreaterThan(Date.parse(first.created_at));
    }
    const notices = await t.db
      .selectFrom('notifications')
      .select(['additional_data', 'created_at'])
      .where('company_id', '=', companyId)
      .execute();
    const repaidNotices = notices.filter(
      (n) => JSON.parse(n.additional_data).message?.key === NOTICE_MESSAGES.paylaterRepaid,
    );
    expect(repaidNotices.length).toBeGreaterThan(0);
    expect(repaidNotices.every((n) => lines.some((l) => l.created_at === n.created_at))).toBe(true);

    // The audit log in step with the balance is balance.seed.test.ts's check, over every company.
    const figures = await dspFigures(t.db, companyScope(companyId));
    expect(figures.available).toBeGreaterThanOrEqual(0);
  });
});
