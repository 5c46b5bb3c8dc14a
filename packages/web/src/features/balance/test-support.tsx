import type { BalanceInfo, Hold, OpsWithdrawal, Withdrawal, WithdrawalQuote } from '@irama/contracts';
import type { Answer } from '../../test/api-stub.tsx';

/** A `{ data }` answer. */
export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** A page of a list envelope. */
export function pageOf<T>(results: T[], total = results.length): Answer {
  return ok({ results, page: 1, limit: 20, total });
}

/** A problem answer, as the server sends one. */
export const problem = (status: number, code: string, errors: Record<string, string> = {}): Answer => ({
  status,
  body: { code, errors },
});

export const BANK = {
  bank_name: 'Bank Central Asia',
  account_number: '1234567890',
  bank_branch: 'KCP Kemang',
  account_holder: 'PT Musik Nusantara',
};

export function buildInfo(overrides: Partial<BalanceInfo> = {}): BalanceInfo {
  return {
    currency: 'IDR',
    balance_idr: 2_750_000,
    available_idr: 2_500_000,
    in_withdrawal_idr: 400_000,
    held_idr: 250_000,
    credited_idr: 9_150_000,
    withdrawn_idr: 5_400_000,
    spent_idr: 600_000,
    last_credit: {
      amount_idr: 1_200_000,
      store: 'Spotify',
      periode: '2026-10',
      is_adjustment: false,
      created_at: '2026-11-05T03:00:00.000Z',
    },
    minimum_idr: 150_000,
    bank_charge_idr: 6_500,
    processing_hours: 24,
    can_withdraw: true,
    bank: BANK,
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<WithdrawalQuote> = {}): WithdrawalQuote {
  return {
    sub_total_idr: 1_000_000,
    bank_charge_idr: 6_500,
    total_idr: 993_500,
    available_idr: 2_500_000,
    available_after_idr: 1_500_000,
    processing_hours: 24,
    bank: BANK,
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    reference: 'WD-2026-000042',
    created_at: '2026-11-20T02:00:00.000Z',
    process_by: '2026-11-21T02:00:00.000Z',
    status: 'waiting',
    payment_code: null,
    amount_idr: 1_000_000,
    sub_total_idr: 1_000_000,
    bank_charge_idr: 6_500,
    total_idr: 993_500,
    ...BANK,
    paid_at: null,
    rejected_at: null,
    reject_reason: null,
    ...overrides,
  };
}

export function buildOpsWithdrawal(overrides: Partial<OpsWithdrawal> = {}): OpsWithdrawal {
  return {
    ...buildWithdrawal(),
    id: 42,
    company_id: 3,
    company_name: 'PT Musik Nusantara',
    requested_by: 'owner@musik.demo',
    is_overdue: false,
    ...overrides,
  };
}

export function buildHold(overrides: Partial<Hold> = {}): Hold {
  return {
    id: 5,
    amount_idr: 250_000,
    reason: 'artificial_streams',
    note: 'Lonjakan stream dari satu perangkat',
    isrc: 'IDA122400001',
    track_title: 'Ambyar',
    store: 'Spotify',
    periode: '2026-09',
    created_at: '2026-11-02T04:00:00.000Z',
    released_at: null,
    release_note: null,
    ...overrides,
  };
}
