import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { IN_FLIGHT_TAKEOVER_MS, type OnceRequest, runOnce } from './idempotency.service.ts';
import { dspFigures } from './money.repository.ts';
import { spendFromBalance } from './spend.service.ts';
import { creditDsp } from './testing/balance-fixtures.ts';

const t = useTestApp();

/** A company with `credit` rupiah of DSP income, and a keyed request of its owner for `fingerprint`. */
async function keyedRequest(credit: number, fingerprint = 'musicbank:1:balance') {
  const companyId = await t.factories.buildCompany();
  const user = await t.factories.buildUser(companyId);
  if (credit > 0) await creditDsp(t.db, companyId, credit, { period: '2026-08' });
  const once: OnceRequest = {
    companyId,
    userId: user.id,
    key: randomUUID(),
    fingerprint,
    requestId: `req-${randomUUID()}`,
    now: new Date(),
    lockCompanyIds: [companyId],
  };
  return once;
}

/** A spend of `amount` from the company's balance, answering the balance left after it. */
const spend = (once: OnceRequest, amount: number) => async (trx: Parameters<typeof spendFromBalance>[0]) => {
  await spendFromBalance(trx, {
    companyId: once.companyId,
    actorUserId: once.userId,
    amount,
    kind: 'musicbank_payment',
    subject: 'MB-2026-000001',
    detail: 'balance',
    at: once.now.toISOString(),
  });
  return { left: (await dspFigures(trx, companyScope(once.companyId))).balance };
};

describe('runOnce', () => {
  it('runs the work once per key and replays its answer; another fingerprint with the key is refused', async () => {
    const once = await keyedRequest(1_000_000);
    const first = await runOnce(t.db, once, spend(once, 400_000));
    expect(first).toEqual({ done: { left: 600_000 }, isReplay: false });
    const again = await runOnce(t.db, { ...once, requestId: 'another-request' }, spend(once, 400_000));
    expect(again).toEqual({ done: { left: 600_000 }, isReplay: true });
    await expect(runOnce(t.db, { ...once, fingerprint: 'musicbank:2:balance' }, spend(once, 1))).rejects.toThrow(
      expect.objectContaining({ code: 'balance.idempotency_key_reused' }),
    );
    expect((await dspFigures(t.db, companyScope(once.companyId))).spent).toBe(400_000);
    const audit = await t.db
      .selectFrom('money_audit')
      .select(['action', 'amount_idr', 'balance_after_idr'])
      .where('company_id', '=', once.companyId)
      .where('action', '=', 'musicbank_payment')
      .execute();
    expect(audit.map((row) => [row.action, Number(row.amount_idr), Number(row.balance_after_idr)])).toEqual([
      ['musicbank_payment', -400_000, 600_000],
    ]);
  });

  it('stores a domain refusal with the first request’s id, and replays it even after the balance grew', async () => {
    const once = await keyedRequest(100_000);
    const refused = await runOnce(t.db, once, spend(once, 100_001));
    expect(refused).toMatchObject({ isReplay: false, refusedRequestId: once.requestId });
    expect('refused' in refused && refused.refused.code).toBe('balance.insufficient');
    await creditDsp(t.db, once.companyId, 500_000, { period: '2026-09' });
    const replayed = await runOnce(t.db, { ...once, requestId: 'retry' }, spend(once, 100_001));
    expect(replayed).toMatchObject({ isReplay: true, refusedRequestId: once.requestId });
    expect('refused' in replayed && replayed.refused).toBeInstanceOf(AppError);
    expect((await dspFigures(t.db, companyScope(once.companyId))).spent).toBe(0);
  });

  it('refuses a key in flight, takes over one whose request died, and frees a key after an unexpected failure', async () => {
    const once = await keyedRequest(1_000_000);
    const stuck = (key: string, msAgo: number) => {
      const at = new Date(once.now.getTime() - msAgo).toISOString();
      return t.db
        .insertInto('idempotency_keys')
        .values({
          company_id: once.companyId,
          key,
          user_id: null,
          fingerprint: once.fingerprint,
          state: 'in_flight',
          created_at: at,
          updated_at: at,
        })
        .execute();
    };
    await stuck('busy-key', 1_000);
    await expect(runOnce(t.db, { ...once, key: 'busy-key' }, spend(once, 1))).rejects.toThrow(
      expect.objectContaining({ code: 'balance.request_in_flight' }),
    );
    await stuck('dead-key', IN_FLIGHT_TAKEOVER_MS + 1_000);
    expect(await runOnce(t.db, { ...once, key: 'dead-key' }, spend(once, 1_000))).toMatchObject({
      done: { left: 999_000 },
      isReplay: false,
    });

    await expect(
      runOnce(t.db, once, async () => {
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    expect(await runOnce(t.db, once, spend(once, 2_000))).toMatchObject({ done: { left: 997_000 }, isReplay: false });
  });

  it('lets one of many concurrent spends of the whole balance through, each with its own key', async () => {
    const once = await keyedRequest(750_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => runOnce(t.db, { ...once, key: randomUUID() }, spend(once, 750_000))),
    );
    expect(answers.filter((answer) => 'done' in answer)).toHaveLength(1);
    expect(
      answers.filter((answer) => 'refused' in answer && answer.refused.code === 'balance.insufficient'),
    ).toHaveLength(19);
    expect(await dspFigures(t.db, companyScope(once.companyId))).toMatchObject({
      balance: 0,
      available: 0,
      spent: 750_000,
    });
  });
});
