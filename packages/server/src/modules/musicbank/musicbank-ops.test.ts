import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { sweepExpiredRequests } from './index.ts';
import {
  acceptItemRequest,
  buildItem,
  mp3Bytes,
  requestItem,
  requestNoticesOf,
  uploadDemo,
  useMusicbankApp,
  wavBytes,
} from './musicbank.test-support.ts';

const { t, staff, send } = useMusicbankApp();
const DAY_MS = 86_400_000;
const DECISIONS = [
  ['accept', { fee_idr: 1, terms: 'Indonesia' }],
  ['decline', { reason: 'Tidak tersedia' }],
] as const;

const SONG = {
  title: 'Rindu Setengah Mati',
  writers: ['Ahmad Dhani', 'Andra Ramadhan'],
  genre: 'rock',
  mood: 'melancholic',
  language: 'id',
  lyrics: 'Baris pertama\nBaris kedua',
  terms: 'Seluruh dunia, 10 tahun',
  fee_idr: 25_000_000,
  is_exclusive: true,
  is_listed: false,
};

describe('staff’s songs', () => {
  it('adds, reads and saves a song, listed or not', async () => {
    const created = await send('POST', '/api/ops/musicbank/items', staff.headers, SONG);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      ...SONG,
      is_taken: false,
      demo_url: null,
      demo_seconds: null,
      requests: 0,
      licensed_to: [],
    });
    const saved = await send('PUT', `/api/ops/musicbank/items/${item.id}`, staff.headers, {
      ...SONG,
      title: 'Rindu Setengah Hidup',
      is_listed: true,
    });
    expect(saved.json().data).toMatchObject({ title: 'Rindu Setengah Hidup', is_listed: true });
    const read = await send('GET', `/api/ops/musicbank/items/${item.id}`, staff.headers);
    expect(read.json().data.title).toBe('Rindu Setengah Hidup');
    const found = await send('GET', '/api/ops/musicbank/items?search=ANDRA', staff.headers);
    expect(found.json().data.results.map((row: { id: number }) => row.id)).toContain(item.id);

    for (const method of ['GET', 'PUT'] as const) {
      const missing = await send(method, '/api/ops/musicbank/items/2000000000', staff.headers, SONG);
      expect(missing.statusCode, method).toBe(404);
    }
  });

  it('refuses a song without a title, writers or terms, or with a fee out of range', async () => {
    const response = await send('POST', '/api/ops/musicbank/items', staff.headers, {
      ...SONG,
      title: ' ',
      writers: [],
      terms: '',
      fee_idr: -1,
    });
    expect(fieldErrorsOf(response)).toMatchObject({
      title: 'musicbank.title.required',
      writers: 'musicbank.writers.required',
      terms: 'musicbank.terms.required',
      fee_idr: 'musicbank.fee.invalid',
    });
    const tooHigh = await send('POST', '/api/ops/musicbank/items', staff.headers, { ...SONG, fee_idr: 1_000_000_001 });
    expect(tooHigh.json().errors).toEqual({ fee_idr: 'musicbank.fee.too_high' });
  });

  it('takes a WAV or MP3 demo checked by its content, reads its length, and replaces the one before', async () => {
    const id = await buildItem(t, staff.headers);
    const wav = await uploadDemo(t, staff.headers, id, wavBytes(4), 'demo.wav');
    expect(wav.statusCode, wav.body).toBe(200);
    expect(wav.json().data).toMatchObject({
      demo_seconds: 4,
      demo_url: expect.stringContaining('/api/v2/musicbank/demo/'),
    });
    const firstPath = (
      await t.db.selectFrom('musicbank_items').select('demo_path').where('id', '=', id).executeTakeFirst()
    )?.demo_path;

    // 100 frames of 1152 samples at 44.1 kHz: 2.6 s.
    const mp3 = await uploadDemo(t, staff.headers, id, mp3Bytes(100), 'demo.mp3');
    expect(mp3.statusCode, mp3.body).toBe(200);
    expect(mp3.json().data.demo_seconds).toBe(3);
    const row = await t.db.selectFrom('musicbank_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.demo_mime, row.demo_name, row.demo_path === firstPath]).toEqual(['audio/mpeg', 'demo.mp3', false]);
    const old = await t.app.inject({ method: 'GET', url: wav.json().data.demo_url.replace(/^https?:\/\/[^/]+/, '') });
    expect(old.statusCode).toBe(404);

    const text = await uploadDemo(t, staff.headers, id, Buffer.from('not audio at all, just words'.repeat(200)));
    expect([text.statusCode, text.json().errors]).toEqual([415, { file: 'musicbank.demo.wrong_type' }]);
    const unknown = await uploadDemo(t, staff.headers, 2_000_000_000, wavBytes(1));
    expect(unknown.statusCode).toBe(404);
    const still = await send('GET', `/api/ops/musicbank/items/${id}`, staff.headers);
    expect(still.json().data.demo_seconds).toBe(3);
  });
});

describe('deciding requests', () => {
  it('accepts a request on request with the final fee and terms, to be paid within 14 days', async () => {
    const partner = await t.factories.buildSignedInUser({ name: 'Label Senja' });
    const requestId = await requestItem(t, partner.headers, await buildItem(t, staff.headers, { fee_idr: 900_000 }));
    const before = Date.now();
    const accepted = await acceptItemRequest(t, staff.headers, requestId, 1_200_000);
    expect(accepted).toMatchObject({
      status: 'need_action',
      fee_idr: 1_200_000,
      terms: 'Final: Indonesia, 5 tahun',
      company: { id: partner.companyId, name: 'Label Senja' },
    });
    const payWithin = Date.parse(accepted.pay_by) - Date.parse(accepted.decided_at);
    expect(payWithin).toBe(14 * DAY_MS);
    expect(Date.parse(accepted.decided_at)).toBeGreaterThanOrEqual(before - 1000);
    const seen = await send('GET', `/api/v2/musicbank/request/id/${requestId}`, partner.headers);
    expect(seen.json().data).toMatchObject({ status: 'need_action', fee_idr: 1_200_000 });
    const needAction = await send('GET', '/api/v2/musicbank/needaction', partner.headers);
    expect(needAction.json().data.total).toBe(1);

    for (const [action, body] of DECISIONS) {
      const again = await send('POST', `/api/ops/musicbank/requests/${requestId}/${action}`, staff.headers, body);
      expect([again.statusCode, again.json().code], action).toEqual([409, 'musicbank.request_closed']);
    }
  });

  it('declines a request on request with a reason, and refuses every decision on one closed', async () => {
    const partner = await t.factories.buildSignedInUser();
    const requestId = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    const noReason = await send('POST', `/api/ops/musicbank/requests/${requestId}/decline`, staff.headers, {});
    expect(noReason.json().errors).toEqual({ reason: 'musicbank.decline_reason.required' });
    const declined = await send('POST', `/api/ops/musicbank/requests/${requestId}/decline`, staff.headers, {
      reason: 'Penulis menarik lagu ini',
    });
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      declined_because: 'staff',
      decline_reason: 'Penulis menarik lagu ini',
    });
    const accept = await send('POST', `/api/ops/musicbank/requests/${requestId}/accept`, staff.headers, {
      fee_idr: 1,
      terms: 'x',
    });
    expect(accept.json().code).toBe('musicbank.request_closed');

    const cancelled = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    await send('POST', `/api/v2/musicbank/request/id/${cancelled}/cancel`, partner.headers);
    for (const [action, body] of DECISIONS) {
      const refused = await send('POST', `/api/ops/musicbank/requests/${cancelled}/${action}`, staff.headers, body);
      expect(refused.json().code, action).toBe('musicbank.request_closed');
    }
    const missing = await send('POST', '/api/ops/musicbank/requests/2000000000/decline', staff.headers, {
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const notices = await requestNoticesOf(t, partner.companyId);
    expect(notices.map((notice) => notice.split(' ')[1])).toEqual([
      'on_request',
      'declined',
      'on_request',
      'cancelled',
    ]);
  });

  it('lists every company’s requests by status and by song, reference or company', async () => {
    const partner = await t.factories.buildSignedInUser({ name: 'Sinar Nusantara Records' });
    const itemId = await buildItem(t, staff.headers, { title: 'Ombak Selatan' });
    const requestId = await requestItem(t, partner.headers, itemId);
    for (const query of ['search=sinar%20nusantara', 'search=ombak', 'status=on_request&search=Sinar']) {
      const page = await send('GET', `/api/ops/musicbank/requests?${query}`, staff.headers);
      expect(
        page.json().data.results.map((r: { id: number }) => r.id),
        query,
      ).toEqual([requestId]);
    }
    const declinedOnly = await send('GET', '/api/ops/musicbank/requests?status=declined&search=Sinar', staff.headers);
    expect(declinedOnly.json().data.total).toBe(0);
    const item = await send('GET', `/api/ops/musicbank/items/${itemId}`, staff.headers);
    expect(item.json().data.requests).toBe(1);
  });
});

describe('expiry', () => {
  it('expires a request not paid within 14 days at its pay-by moment, tells the owners once, and keeps it closed', async () => {
    const partner = await t.factories.buildSignedInUser();
    const itemId = await buildItem(t, staff.headers);
    const requestId = await requestItem(t, partner.headers, itemId);
    const { pay_by: payBy, reference } = await acceptItemRequest(t, staff.headers, requestId);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(payBy) - 1000 });
    const justBefore = await send('GET', `/api/v2/musicbank/request/id/${requestId}`, partner.headers);
    expect(justBefore.json().data.status).toBe('need_action');

    vi.setSystemTime(Date.parse(payBy) + 60_000);
    // Two instances sweeping at once: the request expires once, and its owners hear of it once.
    const moved = await Promise.all([sweepExpiredRequests(t.db, new Date()), sweepExpiredRequests(t.db, new Date())]);
    expect(moved[0] + moved[1]).toBeGreaterThanOrEqual(1);
    const expired = await send('GET', `/api/v2/musicbank/request/id/${requestId}`, partner.headers);
    expect(expired.json().data).toMatchObject({ status: 'expired', closed_at: payBy });
    expect((await send('GET', '/api/v2/musicbank/history', partner.headers)).json().data.results[0].id).toBe(requestId);
    const cancel = await send('POST', `/api/v2/musicbank/request/id/${requestId}/cancel`, partner.headers);
    expect(cancel.json().code).toBe('musicbank.request_closed');
    expect(await requestNoticesOf(t, partner.companyId)).toEqual(
      ['on_request', 'need_action', 'expired'].map(
        (status) => `${reference} ${status} → /comingsoon/musicbank?request=${requestId}`,
      ),
    );
    // Expired, the song can be asked for again.
    expect(await requestItem(t, partner.headers, itemId)).toBeGreaterThan(requestId);
  });

  it('expires a request past its time before any read shows it, with no sweep in between', async () => {
    const partner = await t.factories.buildSignedInUser();
    const requestId = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    const { pay_by: payBy } = await acceptItemRequest(t, staff.headers, requestId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(payBy) });
    const list = await send('GET', '/api/ops/musicbank/requests?status=expired', staff.headers);
    expect(list.json().data.results.map((r: { id: number }) => r.id)).toContain(requestId);
  });
});
