import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let ent: Signed;
let music: Signed;

const get = (url: string, signed: Signed) => t.app.inject({ method: 'GET', url, headers: signed.headers });

beforeAll(async () => {
  ent = await t.factories.buildSignedInUser({ services: ['entertainment'], group: 'entertainment' });
  music = await t.factories.buildSignedInUser();
  const line = (companyId: number, period: string, day: number, category: string, amount: number) => ({
    company_id: companyId,
    period,
    day: `${period}-${String(day).padStart(2, '0')}`,
    category: category as 'show',
    description: `${category} ${day}`,
    amount_idr: amount,
    created_at: new Date().toISOString(),
  });
  await t.db
    .insertInto('ent_statements')
    .values([
      line(ent.companyId, '2026-09', 3, 'show', 75_000_000),
      line(ent.companyId, '2026-09', 12, 'brand_deal', 120_000_000),
      line(ent.companyId, '2026-09', 20, 'show', 40_000_000),
      line(ent.companyId, '2026-10', 5, 'licensing', 15_500_000),
      line(music.companyId, '2026-10', 5, 'show', 1_000),
    ])
    .execute();
});

describe('entertainment statements', () => {
  it('lists the months with their totals, newest first', async () => {
    const response = await get('/api/v2/ent/info', ent);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      currency: 'IDR',
      latest: '2026-10',
      periods: [
        { periode: '2026-10', amount_idr: 15_500_000, items: 1 },
        { periode: '2026-09', amount_idr: 235_000_000, items: 3 },
      ],
    });
  });

  it('breaks a month down by category and line, and downloads it', async () => {
    const report = (await get('/api/v2/ent/report?periode=2026-09&limit=2', ent)).json().data;
    expect(report).toMatchObject({ amount_idr: 235_000_000, total: 3 });
    expect(report.by_category).toEqual([
      { category: 'brand_deal', amount_idr: 120_000_000 },
      { category: 'show', amount_idr: 115_000_000 },
    ]);
    expect(report.results.map((r: { date: string }) => r.date)).toEqual(['2026-09-03', '2026-09-12']);
    const csv = await get('/api/v2/ent/report?periode=2026-09&export=csv', ent);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('is not there for a company without the entertainment service, nor for a month without statements', async () => {
    expect((await get('/api/v2/ent/info', music)).statusCode).toBe(404);
    expect((await get('/api/v2/ent/report', music)).statusCode).toBe(404);
    expect((await get('/api/v2/ent/report?periode=2025-01', ent)).statusCode).toBe(404);
  });
});
