import { NOTICE_MESSAGES, PAYLATER_TERMS } from '@irama/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishCredit, takePaylater } from '../../../test/support/paylater-fixtures.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { creditDsp } from '../balance/testing/balance-fixtures.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';
import { quotePaylater } from './index.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
type Headers = Record<string, string>;

let staff: { headers: Headers };
let nextRequestId = 700_000;
const send = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const get = async (user: { headers: Headers }, url: string) => {
  const response = await send('GET', url, user.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const turnSwitch = async (on: boolean) => {
  const response = await send('PUT', '/api/ops/switches/paylater', staff.headers, { on });
  expect(response.statusCode, response.body).toBe(200);
};
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A signed-in owner whose company was credited `credit` rupiah ten days ago (inside the 12 months). */
async function partner(credit: number) {
  const owner = await t.factories.buildSignedInUser();
  if (credit > 0) await creditDsp(t.db, owner.companyId, credit, { period: '2026-06', createdAt: daysAgo(10) });
  return owner;
}
const take = (owner: Signed, feeIdr: number) => {
  nextRequestId += 1;
  return takePaylater(t.db, { companyId: owner.companyId, userId: owner.id }, { id: nextRequestId, feeIdr });
};

beforeAll(async () => {
  staff = await signInStaff(t);
  await turnSwitch(true);
});

describe('access', () => {
  it('needs a session, the paylater switch, and staff for the exposure', async () => {
    const owner = await partner(0);
    for (const url of ['/api/v2/profile/paylater', '/api/v2/profile/paylater_transactions', '/api/ops/paylater']) {
      expect((await send('GET', url, {})).statusCode).toBe(401);
    }
    expect((await send('GET', '/api/ops/paylater', owner.headers)).statusCode).toBe(403);
    await turnSwitch(false);
    try {
      expect((await send('GET', '/api/v2/profile/paylater', owner.headers)).statusCode).toBe(404);
      expect((await send('GET', '/api/v2/profile/paylater_transactions', owner.headers)).statusCode).toBe(404);
    } finally {
      await turnSwitch(true);
    }
    expect((await send('GET', '/api/v2/profile/paylater_transactions?limit=0', owner.headers)).statusCode).toBe(400);
    expect((await send('GET', '/api/v2/profile/paylater_transactions/id/abc', owner.headers)).statusCode).toBe(400);
  });
});

describe('limit and quote', () => {
  it('lends a share of the last 12 months of credits, with a flat charge shown up front', async () => {
    const owner = await partner(12_000_000);
    // Credited 13 months ago: outside the window the limit is read from.
    await creditDsp(t.db, owner.companyId, 50_000_000, { period: '2025-09', createdAt: daysAgo(400) });
    const quote = await quotePaylater(t.db, owner.companyId, { id: 1, feeIdr: 1_000_001, isPayable: true }, new Date());
    expect(quote).toEqual({
      request_id: 1,
      fee_idr: 1_000_001,
      service_charge_idr: 50_000,
      total_idr: 1_050_001,
      repayment_share_percent: PAYLATER_TERMS.repaymentSharePercent,
      monthly_credits_idr: 1_000_000,
      expected_months: 4,
      limit_idr: 3_600_000,
      used_idr: 0,
      available_idr: 3_600_000,
      is_eligible: true,
      refusal: null,
    });
    const notPayable = await quotePaylater(t.db, owner.companyId, { id: 1, feeIdr: 10, isPayable: false }, new Date());
    expect(notPayable).toMatchObject({ is_eligible: false, refusal: 'not_payable' });

    expect(await take(owner, 1_000_001)).toEqual({ id: expect.any(Number) });
    expect(await get(owner, '/api/v2/profile/paylater')).toMatchObject({
      limit_idr: 3_600_000,
      used_idr: 1_050_001,
      available_idr: 2_549_999,
      repaid_idr: 0,
      credits_last_12_months_idr: 12_000_000,
      terms: {
        limit_share_percent: PAYLATER_TERMS.limitSharePercent,
        service_charge_percent: PAYLATER_TERMS.serviceChargePercent,
        repayment_share_percent: PAYLATER_TERMS.repaymentSharePercent,
      },
      paylaters: [{ status: 'repaying', fee_idr: 1_000_001, total_idr: 1_050_001, outstanding_idr: 1_050_001 }],
    });
    const [paylater] = (await get(owner, '/api/v2/profile/paylater')).paylaters;
    expect(paylater.reference).toMatch(/^PL-\d{4}-\d{6}$/);

    // 2,427,999 + its 5 % (121,399) is 2,549,398, just within; a rupiah more of fee is over the limit.
    const over = await quotePaylater(t.db, owner.companyId, { id: 2, feeIdr: 2_428_572, isPayable: true }, new Date());
    expect(over).toMatchObject({ total_idr: 2_550_000, is_eligible: false, refusal: 'over_limit' });
    expect(await take(owner, 2_428_572)).toEqual({ code: 'paylater.over_limit' });
    expect(await take(owner, 2_427_999)).toEqual({ id: expect.any(Number) });
    expect(await get(owner, '/api/v2/profile/paylater')).toMatchObject({ used_idr: 3_599_399, available_idr: 601 });
  });

  it('is not eligible without credits in the last 12 months', async () => {
    const owner = await partner(0);
    await creditDsp(t.db, owner.companyId, 9_000_000, { period: '2025-01', createdAt: daysAgo(500) });
    const quote = await quotePaylater(t.db, owner.companyId, { id: 3, feeIdr: 500_000, isPayable: true }, new Date());
    expect(quote).toMatchObject({ limit_idr: 0, expected_months: null, is_eligible: false, refusal: 'no_credits' });
    expect(await take(owner, 500_000)).toEqual({ code: 'paylater.not_eligible' });
    expect(await get(owner, '/api/v2/profile/paylater')).toMatchObject({ limit_idr: 0, used_idr: 0, paylaters: [] });
  });
});

describe('repayment at publish', () => {
  it('takes its share of each credit until it stops exactly at zero, and shows every line', async () => {
    const owner = await partner(20_000_000);
    const taken = await take(owner, 1_000_000);
    if (!('id' in taken)) throw new Error(taken.code);
    // 30 % of 2,000,000 is 600,000; of the 1,050,000 owed, 450,000 is left, then 0.
    await publishCredit(t.db, owner.companyId, 2_000_000, { period: '2026-07' });
    await publishCredit(t.db, owner.companyId, 3_000_000, { period: '2026-08', store: 'Deezer' });
    await publishCredit(t.db, owner.companyId, 1_000_000, { period: '2026-09' });
    // A negative adjustment repays nothing, and after zero nothing more is taken.
    await publishCredit(t.db, owner.companyId, -100_000, { period: '2026-09', kind: 'adjustment' });

    const summary = await get(owner, '/api/v2/profile/paylater');
    expect(summary.paylaters).toEqual([
      expect.objectContaining({ status: 'repaid', repaid_idr: 1_050_000, outstanding_idr: 0 }),
    ]);
    expect(summary.paylaters[0].repaid_at).not.toBeNull();
    expect(summary).toMatchObject({ used_idr: 0, repaid_idr: 1_050_000 });

    const lines = await get(owner, '/api/v2/profile/paylater_transactions');
    expect(lines.total).toBe(3);
    expect(
      lines.results.map((line: { kind: string; amount_idr: number; outstanding_after_idr: number }) => [
        line.kind,
        line.amount_idr,
        line.outstanding_after_idr,
      ]),
    ).toEqual([
      ['repayment', 450_000, 0],
      ['repayment', 600_000, 450_000],
      ['opened', 1_050_000, 1_050_000],
    ]);
    expect(lines.results[0].credit).toEqual({ store: 'Deezer', periode: '2026-08', amount_idr: 3_000_000 });
    expect(lines.results[2].credit).toBeNull();
    const detail = await get(owner, `/api/v2/profile/paylater_transactions/id/${lines.results[1].id}`);
    expect(detail).toMatchObject({ kind: 'repayment', paylater: { id: taken.id, status: 'repaid' } });

    const balance = await get(owner, '/api/v2/balance/info');
    expect(balance).toMatchObject({
      credited_idr: 25_900_000,
      spent_idr: 1_050_000,
      balance_idr: 24_850_000,
      available_idr: 24_850_000,
    });
    const income = await get(owner, '/api/v2/balance/income');
    const repaidOf = (periode: string, store: string, isAdjustment = false) =>
      income.results
        .find((period: { periode: string }) => period.periode === periode)
        ?.sources.find(
          (source: { store: string; is_adjustment: boolean }) =>
            source.store === store && source.is_adjustment === isAdjustment,
        )?.paylater_repayment_idr;
    expect([
      repaidOf('2026-07', 'Spotify'),
      repaidOf('2026-08', 'Deezer'),
      repaidOf('2026-09', 'Spotify'),
      repaidOf('2026-09', 'Spotify', true),
      repaidOf('2026-06', 'Spotify'),
    ]).toEqual([600_000, 450_000, 0, 0, 0]);
    const file = await send('GET', '/api/v2/balance/income?export=csv&periode=2026-08', owner.headers);
    expect(file.body).toContain('Pelunasan paylater (IDR)');
    expect(file.body).toContain(',3000000,450000,');

    const audit = await t.db
      .selectFrom('money_audit')
      .select(['action', 'amount_idr', 'subject'])
      .where('company_id', '=', owner.companyId)
      .where('action', '=', 'paylater_repayment')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => Number(row.amount_idr))).toEqual([-600_000, -450_000]);
    expect(audit[0]?.subject).toBe(summary.paylaters[0].reference);

    const notices = await t.db
      .selectFrom('notifications')
      .select('additional_data')
      .where('company_id', '=', owner.companyId)
      .orderBy('id')
      .execute();
    const repaid = notices
      .map((row) => JSON.parse(row.additional_data))
      .filter((data) => data.message?.key === NOTICE_MESSAGES.paylaterRepaid);
    expect(repaid.map((data) => [data.message.values, data.url])).toEqual([
      [{ amount: '600000', store: 'Spotify', period: '2026-07', outstanding: '450000' }, '/comingsoon/paylater'],
      [{ amount: '450000', store: 'Deezer', period: '2026-08', outstanding: '0' }, '/comingsoon/paylater'],
    ]);
  });

  it('repays the oldest paylater first and spreads one credit over two', async () => {
    const owner = await partner(40_000_000);
    await take(owner, 400_000);
    await take(owner, 2_000_000);
    // 30 % of 5,000,000 = 1,500,000: the first's 420,000, then 1,080,000 of the second's 2,100,000.
    await publishCredit(t.db, owner.companyId, 5_000_000, { period: '2026-07' });
    const summary = await get(owner, '/api/v2/profile/paylater');
    expect(
      summary.paylaters.map((p: { status: string; outstanding_idr: number }) => [p.status, p.outstanding_idr]),
    ).toEqual([
      ['repaying', 1_020_000],
      ['repaid', 0],
    ]);
    const notices = await t.db
      .selectFrom('notifications')
      .select('additional_data')
      .where('company_id', '=', owner.companyId)
      .execute();
    const repaid = notices.filter(
      (row) => JSON.parse(row.additional_data).message?.key === NOTICE_MESSAGES.paylaterRepaid,
    );
    expect(repaid).toHaveLength(1);
    expect(JSON.parse(repaid[0]?.additional_data ?? '{}').message.values).toMatchObject({
      amount: '1500000',
      outstanding: '1020000',
    });
  });

  it('never answers another company’s line, and shows staff each company’s exposure', async () => {
    const owner = await partner(10_000_000);
    const other = await partner(10_000_000);
    await take(other, 1_000_000);
    const [line] = (await get(other, '/api/v2/profile/paylater_transactions')).results;
    const theirs = await send('GET', `/api/v2/profile/paylater_transactions/id/${line.id}`, owner.headers);
    const missing = await send('GET', '/api/v2/profile/paylater_transactions/id/999999999', owner.headers);
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.json().code).toBe(missing.json().code);
    expect(await get(owner, '/api/v2/profile/paylater_transactions')).toMatchObject({ results: [], total: 0 });

    await publishCredit(t.db, other.companyId, 1_000_000, { period: '2026-07' });
    const exposure = await get(staff, '/api/ops/paylater');
    const row = exposure.companies.find((c: { company: { id: number } }) => c.company.id === other.companyId);
    expect(row).toMatchObject({
      limit_idr: 3_300_000,
      outstanding_idr: 750_000,
      repaid_idr: 300_000,
      repaying: 1,
      last_repayment_at: expect.any(String),
    });
    expect(exposure.companies.some((c: { company: { id: number } }) => c.company.id === owner.companyId)).toBe(false);
    const outstanding = exposure.companies.map((c: { outstanding_idr: number }) => c.outstanding_idr);
    expect(outstanding).toEqual([...outstanding].sort((a, b) => b - a));
    expect(exposure.total_outstanding_idr).toBe(outstanding.reduce((a: number, b: number) => a + b, 0));
  });
});
