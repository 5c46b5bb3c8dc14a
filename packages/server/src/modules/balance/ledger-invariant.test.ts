import { randomUUID } from 'node:crypto';
import type { Withdrawal } from '@irama/contracts';
import { MIN_WITHDRAWAL_IDR } from '@irama/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine, useTestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OnceAnswer } from '../../lib/idempotent-reply.ts';
import type { BalanceDeps, MoneyActor } from './balance.service.ts';
import { placeHold, releaseHoldOf } from './holds-ops.service.ts';
import { dspFigures, withBalanceLock } from './money.repository.ts';
import { spendFromBalance } from './spend.service.ts';
import { creditDsp, lastDspAudit, saveBank } from './testing/balance-fixtures.ts';
import { confirmWithdrawal } from './withdrawals.service.ts';
import { payWithdrawal, rejectWithdrawal } from './withdrawals-ops.service.ts';

// A model run of the ledger: random sequences of credits, withdrawals (new keys and retried ones),
// payments, rejections, holds, releases and spends (a Music Bank licence paid from the balance),
// checked against a plain model after every step.

const t = useTestApp();
let deps: BalanceDeps;
let staff: MoneyActor;

const actorOf = (userId: number, companyId: number, role: 'owner' | 'staff'): MoneyActor => ({
  user: { id: userId, role },
  company: { id: companyId },
});

type Command =
  | { kind: 'credit'; amount: number }
  | { kind: 'withdraw'; amount: number; key: number | null }
  | { kind: 'retry'; pick: number }
  | { kind: 'pay' | 'reject' | 'release'; pick: number }
  | { kind: 'hold'; amount: number }
  | { kind: 'spend'; amount: number };

const amount = fc.oneof(
  fc.integer({ min: 1, max: 3_000_000 }),
  fc.integer({ min: MIN_WITHDRAWAL_IDR - 2, max: MIN_WITHDRAWAL_IDR + 2 }),
);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 2_000_000 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount, key: fc.option(fc.nat(), { nil: null }) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'reject' as const, 'release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 1_500_000 }) }),
  fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 2_500_000 }) }),
);

/** The code of the AppError `run` throws, or null when it throws none. */
async function refusal(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

let run = 0;

async function checkSequence(commands: readonly Command[]) {
  run += 1;
  const companyId = await t.factories.buildCompany();
  const user = await t.factories.buildUser(companyId);
  await saveBank(t.db, companyId);
  const owner = actorOf(user.id, companyId, 'owner');
  const model = {
    credited: 0,
    spent: 0,
    withdrawals: [] as { id: number; amount: number; status: 'waiting' | 'paid' | 'rejected' }[],
    holds: [] as { id: number; amount: number; isActive: boolean }[],
    keys: [] as { key: string; amount: number; answer: string }[],
  };
  const balance = () =>
    model.credited -
    model.spent -
    model.withdrawals.filter((w) => w.status !== 'rejected').reduce((a, w) => a + w.amount, 0);
  const available = () => balance() - model.holds.filter((h) => h.isActive).reduce((a, h) => a + h.amount, 0);
  const pick = <T>(items: readonly T[], index: number) =>
    items.length === 0 ? undefined : items[index % items.length];

  for (const [step, c] of commands.entries()) {
    switch (c.kind) {
      case 'credit':
        await creditDsp(t.db, companyId, c.amount, { period: '2026-08', store: `Store ${step}` });
        model.credited += c.amount;
        break;
      case 'withdraw':
      case 'retry': {
        const reused =
          c.kind === 'retry' ? pick(model.keys, c.pick) : c.key === null ? undefined : pick(model.keys, c.key);
        if (c.kind === 'retry' && !reused) break;
        const request = {
          amount: c.kind === 'retry' ? (reused?.amount ?? 0) : c.amount,
          key: reused?.key ?? randomUUID(),
          requestId: `r${run}-${step}`,
        };
        if (reused && reused.amount !== request.amount) {
          expect(await refusal(() => confirmWithdrawal(deps, owner, request))).toBe('balance.idempotency_key_reused');
          break;
        }
        const answer: OnceAnswer<{ data: Withdrawal }> = await confirmWithdrawal(deps, owner, request);
        const { isReplay, ...body } = answer;
        if (reused) {
          expect(isReplay).toBe(true);
          expect(JSON.stringify(body)).toBe(reused.answer);
          break;
        }
        const expected =
          request.amount < MIN_WITHDRAWAL_IDR || available() < MIN_WITHDRAWAL_IDR
            ? 'balance.below_minimum'
            : request.amount > available()
              ? 'balance.insufficient'
              : null;
        expect('refused' in answer ? answer.refused.code : null).toBe(expected);
        if ('done' in answer) {
          const row = await t.db
            .selectFrom('withdrawals')
            .select('id')
            .where('reference', '=', answer.done.data.reference)
            .executeTakeFirstOrThrow();
          model.withdrawals.push({ id: row.id, amount: request.amount, status: 'waiting' });
        }
        model.keys.push({ key: request.key, amount: request.amount, answer: JSON.stringify(body) });
        break;
      }
      case 'pay':
      case 'reject': {
        const w = pick(model.withdrawals, c.pick);
        if (!w) break;
        const settle =
          c.kind === 'pay'
            ? () => payWithdrawal(deps, staff, w.id, `PAY-${run}-${step}`)
            : () => rejectWithdrawal(deps, staff, w.id, 'Ditolak');
        const code = await refusal(settle);
        expect(code).toBe(w.status === 'waiting' ? null : 'balance.withdrawal_not_waiting');
        if (code === null) w.status = c.kind === 'pay' ? 'paid' : 'rejected';
        break;
      }
      case 'hold': {
        let id = 0;
        const code = await refusal(async () => {
          id = (
            await placeHold(deps, staff, {
              company_id: companyId,
              amount_idr: c.amount,
              reason: 'other',
              note: 'Cek',
              isrc: undefined,
            })
          ).id;
        });
        expect(code).toBe(c.amount <= available() ? null : 'balance.hold_exceeds_available');
        if (code === null) model.holds.push({ id, amount: c.amount, isActive: true });
        break;
      }
      case 'spend': {
        const code = await refusal(() =>
          withBalanceLock(t.db, [companyId], (trx) =>
            spendFromBalance(trx, {
              companyId,
              actorUserId: owner.user.id,
              amount: c.amount,
              kind: 'musicbank_payment',
              subject: `MB-${run}-${step}`,
              detail: 'Lisensi',
              at: new Date().toISOString(),
            }),
          ),
        );
        expect(code).toBe(c.amount <= available() ? null : 'balance.insufficient');
        if (code === null) model.spent += c.amount;
        break;
      }
      case 'release': {
        const h = pick(model.holds, c.pick);
        if (!h) break;
        const code = await refusal(() => releaseHoldOf(deps, staff, h.id, 'Selesai'));
        expect(code).toBe(h.isActive ? null : 'balance.hold_released');
        h.isActive = false;
        break;
      }
    }
    const figures = await dspFigures(t.db, companyScope(companyId));
    expect([figures.balance, figures.available]).toEqual([balance(), available()]);
    expect(figures.available).toBeGreaterThanOrEqual(0);
    expect((await lastDspAudit(t.db, companyId)) ?? [0, 0]).toEqual([balance(), available()]);
  }
}

beforeAll(async () => {
  deps = { db: t.db, now: () => new Date() };
  const distributor = await t.factories.buildCompany({ isDistributor: true });
  staff = actorOf((await t.factories.buildUser(distributor, { role: 'staff' })).id, distributor, 'staff');
});

describe('the DSP ledger', () => {
  // 1,000 sequences on SQLite (in memory); PostgreSQL runs the same model on fewer.
  const numRuns = testEngine === 'sqlite' ? 1_000 : 60;

  it(`keeps balance = credits − spends − withdrawals not rejected and available ≥ 0 over ${numRuns} random sequences`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), checkSequence), { numRuns });
  }, 300_000);
});
