import { MIN_WITHDRAWAL_IDR } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { companyScope } from '../db/scope.ts';
import { dspFigures } from '../modules/balance/money.repository.ts';
import { lastDspAudit } from '../modules/balance/testing/balance-fixtures.ts';

const { t } = useDemoWorld();
const companyOf = async (email: string) =>
  (await t.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow()).company_id;

describe('demo balance', () => {
  it('gives musik a balance above the minimum with paid, rejected, waiting withdrawals and holds', async () => {
    const musik = await companyOf('owner@musik.demo');
    const figures = await dspFigures(t.db, companyScope(musik));
    expect(figures.available).toBeGreaterThan(10 * MIN_WITHDRAWAL_IDR);
    const withdrawals = await t.db
      .selectFrom('withdrawals')
      .select(['status', 'payment_code', 'process_by', 'reject_reason'])
      .where('company_id', '=', musik)
      .execute();
    const of = (status: string) => withdrawals.filter((w) => w.status === status);
    expect(of('paid').length).toBeGreaterThanOrEqual(2);
    expect(of('paid').every((w) => w.payment_code !== null)).toBe(true);
    expect(of('rejected')).toEqual([expect.objectContaining({ reject_reason: expect.stringContaining('rekening') })]);
    expect(of('waiting')).toHaveLength(2);
    expect(of('waiting').filter((w) => Date.parse(w.process_by) < Date.now())).toHaveLength(1);
    const holds = await t.db
      .selectFrom('balance_holds')
      .select(['reason', 'isrc', 'track_title', 'store', 'released_at'])
      .where('company_id', '=', musik)
      .execute();
    expect(holds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'artificial_streams', store: 'Spotify', released_at: null }),
        expect.objectContaining({ reason: 'rights_dispute', released_at: expect.any(String) }),
      ]),
    );
    const active = holds.find((h) => h.released_at === null);
    expect([active?.isrc, active?.track_title]).toEqual([expect.any(String), expect.any(String)]);
  });

  it('leaves indie below the minimum', async () => {
    const figures = await dspFigures(t.db, companyScope(await companyOf('owner@indie.demo')));
    expect(figures.available).toBeGreaterThanOrEqual(0);
    expect(figures.available).toBeLessThan(MIN_WITHDRAWAL_IDR);
  });

  it('keeps the audit log in step with every company’s balance', async () => {
    const companies = await t.db.selectFrom('money_audit').select('company_id').distinct().execute();
    expect(companies.length).toBeGreaterThan(2);
    for (const { company_id: companyId } of companies) {
      const last = await lastDspAudit(t.db, companyId);
      if (!last) continue;
      const figures = await dspFigures(t.db, companyScope(companyId));
      expect(last).toEqual([figures.balance, figures.available]);
    }
  });
});
