import type { PayablePeriod, Payment, PaymentInfo, PaymentReport, PaymentSummary } from '@irama/contracts';
import type { Answer } from '../../test/api-stub.tsx';

/** A `{ data }` answer. */
export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

/** A page of a list envelope. */
export function pageOf<T>(results: T[], total = results.length): Answer {
  return ok({ results, page: 1, limit: 20, total });
}

export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    hash: 'pay-1',
    payment_period: '2026-10',
    report_period: '2026-09',
    is_adjustment: false,
    project: 'Musik Nusantara',
    description: 'Transfer pendapatan September',
    description_en: 'September revenue transfer',
    amount_idr: 12_500_000,
    paid_at: '2026-10-28T03:00:00.000Z',
    tax_deadline: '2099-11-30',
    tax_status: 'due',
    tax_proof: null,
    ...overrides,
  };
}

export const INFO: PaymentInfo = {
  bank: {
    bank_name: 'Bank Central Asia',
    account_number: '1234567890',
    bank_branch: 'KCP Kemang',
    account_holder: 'PT Musik Nusantara',
  },
  tax_proof_day: 30,
  bank_contact_days: 5,
  next_tax_deadline: '2099-11-30',
  periods: ['2026-10', '2026-09'],
};

export const SUMMARY: PaymentSummary = {
  currency: 'IDR',
  credited_idr: 48_000_000,
  paid_idr: 30_000_000,
  unpaid_idr: 18_000_000,
  last_payment: buildPayment(),
  missing_tax_proofs: 2,
};

export function buildReport(overrides: Partial<PaymentReport> = {}): PaymentReport {
  return {
    periode: '2026-10',
    currency: 'IDR',
    rate: { currency: 'USD', idr_per_unit: '16250.5' },
    credits: [
      { source: 'ads', is_adjustment: false, amount_idr: 9_000_000 },
      { source: 'premium', is_adjustment: false, amount_idr: 2_000_000 },
      { source: 'ads', is_adjustment: true, amount_idr: -150_000 },
    ],
    credited_idr: 10_850_000,
    paid_idr: 0,
    unpaid_idr: 10_850_000,
    payments: [],
    ...overrides,
  };
}

export function buildPayable(overrides: Partial<PayablePeriod> = {}): PayablePeriod {
  return {
    company_id: 2,
    company_name: 'PT Musik Nusantara',
    periode: '2026-10',
    is_adjustment: false,
    credited_idr: 10_850_000,
    paid_at: null,
    projects: 3,
    ...overrides,
  };
}
