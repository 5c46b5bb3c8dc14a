import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_IDR, PAYLATER_TERMS } from '@irama/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishCredit, takePaylater } from '../../../test/support/paylater-fixtures.ts';
import { testEngine, useTestApp } from '../../../test/support/test-app.ts';
import { dspBalanceOf } from '../balance/index.ts';
import { saveBank } from '../balance/testing/balance-fixtures.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';

// A model run of paylater against the DSP ledger: random sequences of publishes (each repaying from its
// credit), paylaters taken and withdrawals, checked after every step against a plain model: balance =
// credits − spends − withdrawals, available never below zero, and every paylater's outstanding = total −
// repaid, never below zero, repaid exactly to zero.

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10000' });

type Command =
  | { kind: 'publish'; amount: number }
  | { kind: 'paylater'; fee: number }
  | { kind: 'withdraw'; amount: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('publish' as const), amount: fc.integer({ min: 1, max: 6_000_000 }) }),
  fc.record({ kind: fc.constant('paylater' as const), fee: fc.integer({ min: 1, max: 2_000_000 }) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.oneof(fc.integer({ min: MIN_WITHDRAWAL_IDR, max: 4_000_000 }), fc.constant(MIN_WITHDRAWAL_IDR - 1)),
  }),
);

const share = (amount: number, percent: number) => (amount <= 0 ? 0 : Math.floor((amount * percent) / 100));
let nextRequestId = 900_000;

async function checkSequence(commands: readonly Command[]) {
  const owner = await t.factories.buildSignedInUser();
  await saveBank(t.db, owner.companyId);
  const model = {
    credited: 0,
    spent: 0,
    withdrawn: 0,
    paylaters: [] as { id: number; total: number; repaid: number }[],
  };
  const balance = () => model.credited - model.spent - model.withdrawn;
  const owed = () => model.paylaters.reduce((sum, p) => sum + p.total - p.repaid, 0);

  for (const [step, c] of commands.entries()) {
    switch (c.kind) {
      case 'publish': {
        await publishCredit(t.db, owner.companyId, c.amount, { period: '2026-08', store: `Store ${step}` });
        model.credited += c.amount;
        let left = Math.min(share(c.amount, PAYLATER_TERMS.repaymentSharePercent), owed(), Math.max(0, balance()));
        model.spent += left;
        for (const paylater of model.paylaters) {
          const part = Math.min(left, paylater.total - paylater.repaid);
          paylater.repaid += part;
          left -= part;
        }
        break;
      }
      case 'paylater': {
        nextRequestId += 1;
        const total = c.fee + share(c.fee, PAYLATER_TERMS.serviceChargePercent);
        const available = Math.max(0, share(model.credited, PAYLATER_TERMS.limitSharePercent) - owed());
        const expected =
          model.credited <= 0 ? 'paylater.not_eligible' : total > available ? 'paylater.over_limit' : null;
        const answer = await takePaylater(
          t.db,
          { companyId: owner.companyId, userId: owner.id },
          { id: nextRequestId, feeIdr: c.fee },
        );
        expect('code' in answer ? answer.code : null).toBe(expected);
        if ('id' in answer) model.paylaters.push({ id: answer.id, total, repaid: 0 });
        break;
      }
      case 'withdraw': {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v2/balance/confirm',
          headers: { ...owner.headers, 'idempotency-key': randomUUID() },
          payload: { amount: c.amount },
        });
        const expected =
          c.amount < MIN_WITHDRAWAL_IDR || balance() < MIN_WITHDRAWAL_IDR
            ? 'balance.below_minimum'
            : c.amount > balance()
              ? 'balance.insufficient'
              : null;
        expect(response.statusCode === 201 ? null : response.json().code).toBe(expected);
        if (response.statusCode === 201) model.withdrawn += c.amount;
        break;
      }
    }
    const figures = await dspBalanceOf(t.db, owner.companyId);
    expect([figures.credited, figures.spent, figures.balance]).toEqual([model.credited, model.spent, balance()]);
    expect(figures.balance).toBe(figures.credited - figures.spent - figures.inWithdrawal - figures.withdrawn);
    expect(figures.available).toBeGreaterThanOrEqual(0);
    const rows = await t.db
      .selectFrom('paylaters')
      .select(['id', 'total_idr', 'repaid_idr', 'status'])
      .where('company_id', '=', owner.companyId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ id: row.id, total: Number(row.total_idr), repaid: Number(row.repaid_idr) }))).toEqual(
      model.paylaters,
    );
    for (const row of rows) {
      const outstanding = Number(row.total_idr) - Number(row.repaid_idr);
      expect(outstanding).toBeGreaterThanOrEqual(0);
      expect(row.status).toBe(outstanding === 0 ? 'repaid' : 'repaying');
    }
  }
}

beforeAll(async () => {
  const staff = await signInStaff(t);
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/ops/switches/paylater',
    headers: staff.headers,
    payload: { on: true },
  });
  expect(on.statusCode).toBe(200);
});

describe('paylater against the DSP ledger', () => {
  // SQLite runs in memory; PostgreSQL runs the same model on fewer sequences.
  const numRuns = testEngine === 'sqlite' ? 150 : 25;

  it(`keeps balance = credits − spends − withdrawals and repays exactly to zero over ${numRuns} random sequences`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), checkSequence), { numRuns });
  }, 300_000);
});
