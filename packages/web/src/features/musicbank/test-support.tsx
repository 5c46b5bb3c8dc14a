import type {
  BalanceInfo,
  MusicbankItem,
  MusicbankItemSummary,
  MusicbankRequest,
  OpsMusicbankRequest,
  PaylaterQuote,
} from '@irama/contracts';
import { useLocation } from 'react-router';
import { type Answer, renderSignedIn } from '../../test/api-stub.tsx';
import MusicbankPage from './musicbank-page.tsx';

export { fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';

/** A `{ data }` answer. */
export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** A page of a list envelope. */
export function pageOf<T>(results: T[], { limit = 20, total = results.length } = {}): Answer {
  return ok({ results, page: 1, limit, total });
}

/** The switches as staff set them: both features on unless a test says otherwise. */
export const switches = (overrides: { paylater?: boolean } = {}): Answer =>
  ok({ achievements: false, musicbank: true, paylater: true, ...overrides });

export function buildSummary(overrides: Partial<MusicbankItemSummary> = {}): MusicbankItemSummary {
  return {
    id: 12,
    title: 'Rindu Pulang',
    writers: ['Sari Lestari', 'Andi Wijaya'],
    genre: 'pop',
    mood: 'melancholic',
    language: 'id',
    fee_idr: 2_500_000,
    is_exclusive: true,
    is_taken: false,
    demo_seconds: 95,
    demo_url: '/files/musicbank/12.mp3?sig=abc',
    own_request: null,
    ...overrides,
  };
}

export function buildItem(overrides: Partial<MusicbankItem> = {}): MusicbankItem {
  return {
    ...buildSummary(),
    lyrics: 'Di ujung jalan ini\naku menunggu',
    terms: 'Wilayah Indonesia, 5 tahun, 50% royalti penerbitan untuk pencipta.',
    created_at: '2026-10-01T03:00:00.000Z',
    ...overrides,
  };
}

export function buildRequest(overrides: Partial<MusicbankRequest> = {}): MusicbankRequest {
  return {
    id: 42,
    reference: 'MB-2026-000042',
    status: 'need_action',
    item: { id: 12, title: 'Rindu Pulang', writers: ['Sari Lestari'], genre: 'pop', is_exclusive: true },
    intended_release: '2027-01-15',
    message: 'Dinyanyikan oleh Rara.',
    fee_idr: 2_000_000,
    terms: 'Wilayah Asia Tenggara, 5 tahun, 50% royalti penerbitan untuk pencipta.',
    declined_because: null,
    decline_reason: null,
    requested_by: 'owner@musik.demo',
    created_at: '2026-11-20T03:00:00.000Z',
    decided_at: '2026-11-22T03:00:00.000Z',
    pay_by: '2026-12-06T03:00:00.000Z',
    paid_at: null,
    payment_method: null,
    closed_at: null,
    ...overrides,
  };
}

export function buildOpsRequest(overrides: Partial<OpsMusicbankRequest> = {}): OpsMusicbankRequest {
  return {
    ...buildRequest({
      status: 'on_request',
      decided_at: null,
      pay_by: null,
      fee_idr: 2_500_000,
      terms: 'Wilayah Indonesia, 5 tahun, 50% royalti penerbitan untuk pencipta.',
    }),
    company: { id: 3, name: 'PT Musik Nusantara' },
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<PaylaterQuote> = {}): PaylaterQuote {
  return {
    request_id: 42,
    fee_idr: 2_000_000,
    service_charge_idr: 100_000,
    total_idr: 2_100_000,
    repayment_share_percent: 30,
    monthly_credits_idr: 1_500_000,
    expected_months: 5,
    limit_idr: 5_400_000,
    used_idr: 1_000_000,
    available_idr: 4_400_000,
    is_eligible: true,
    refusal: null,
    ...overrides,
  };
}

/** The company's balance as the payment panel reads it. */
export function buildBalance(availableIdr: number): BalanceInfo {
  return {
    currency: 'IDR',
    balance_idr: availableIdr,
    available_idr: availableIdr,
    in_withdrawal_idr: 0,
    held_idr: 0,
    credited_idr: availableIdr,
    withdrawn_idr: 0,
    spent_idr: 0,
    last_credit: null,
    minimum_idr: 150_000,
    bank_charge_idr: 6_500,
    processing_hours: 24,
    can_withdraw: true,
    bank: null,
  };
}

/** Where the router is, to check what a page put in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The Music Bank page at `path`, with where the router is beside it. */
export function renderMusicbank(path = '/comingsoon/musicbank', role: 'owner' | 'admin' = 'owner') {
  renderSignedIn(
    <>
      <MusicbankPage />
      <LocationProbe />
    </>,
    { path, role },
  );
}
