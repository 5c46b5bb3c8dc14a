import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { creditDsp } from '../balance/testing/balance-fixtures.ts';
import {
  acceptItemRequest,
  buildItem,
  RELEASE_DAY,
  requestItem,
  requestNoticesOf,
  turnSwitch,
  useMusicbankApp,
} from './musicbank.test-support.ts';

const { t, staff, send } = useMusicbankApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
const pay = (user: Signed, requestId: number, method: 'balance' | 'paylater' = 'balance', key = randomUUID()) =>
  send(
    'POST',
    '/api/v2/musicbank/payment',
    { ...user.headers, 'idempotency-key': key },
    { request_id: requestId, method },
  );
const balanceOf = async (user: Signed) => (await send('GET', '/api/v2/balance/info', user.headers)).json().data;
const requestOf = async (user: Signed, id: number) =>
  (await send('GET', `/api/v2/musicbank/request/id/${id}`, user.headers)).json().data;

/** A company whose owner is signed in, with `credit` rupiah of DSP income credited now. */
async function partner(credit: number) {
  const owner = await t.factories.buildSignedInUser();
  if (credit > 0) await creditDsp(t.db, owner.companyId, credit, { period: '2026-08' });
  return owner;
}

/** A request of a new song by `owner`, accepted by staff at `fee`. */
async function acceptedRequest(owner: Signed, fee: number, item: { is_exclusive?: boolean } = {}) {
  const requestId = await requestItem(t, owner.headers, await buildItem(t, staff.headers, item));
  await acceptItemRequest(t, staff.headers, requestId, fee);
  return requestId;
}

describe('paying from the balance', () => {
  it('pays a request in need of action once per key, replaying the answer and debiting once', async () => {
    const owner = await partner(5_000_000);
    const requestId = await acceptedRequest(owner, 1_200_000);
    const key = randomUUID();
    const paid = await pay(owner, requestId, 'balance', key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      request: { id: requestId, status: 'paid', payment_method: 'balance', paid_at: expect.any(String) },
      method: 'balance',
      paid_idr: 1_200_000,
      paylater_id: null,
    });
    expect(await balanceOf(owner)).toMatchObject({ available_idr: 3_800_000, spent_idr: 1_200_000 });

    const replay = await pay(owner, requestId, 'balance', key);
    expect([replay.statusCode, replay.body, replay.headers['idempotent-replayed']]).toEqual([201, paid.body, 'true']);
    const otherRequest = await acceptedRequest(owner, 100_000);
    const reused = await pay(owner, otherRequest, 'balance', key);
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'balance.idempotency_key_reused']);
    expect(await balanceOf(owner)).toMatchObject({ available_idr: 3_800_000, spent_idr: 1_200_000 });

    const again = await pay(owner, requestId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'musicbank.not_payable']);
    const history = await send('GET', '/api/v2/musicbank/history', owner.headers);
    expect(history.json().data.results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [requestId, 'paid'],
    ]);
    const { reference } = await requestOf(owner, requestId);
    expect((await requestNoticesOf(t, owner.companyId)).filter((notice) => notice.startsWith(reference))).toEqual(
      ['on_request', 'need_action', 'paid'].map(
        (status) => `${reference} ${status} → /comingsoon/musicbank?request=${requestId}`,
      ),
    );
  });

  it('makes one payment of concurrent requests with the same key', async () => {
    const owner = await partner(2_000_000);
    const requestId = await acceptedRequest(owner, 500_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(owner, requestId, 'balance', key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'balance.request_in_flight']);
    }
    expect(await balanceOf(owner)).toMatchObject({ available_idr: 1_500_000 });
  });

  it('refuses a payment the balance cannot cover and changes nothing', async () => {
    const owner = await partner(400_000);
    const requestId = await acceptedRequest(owner, 500_000);
    const refused = await pay(owner, requestId);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'balance.insufficient']);
    expect(await balanceOf(owner)).toMatchObject({ available_idr: 400_000, spent_idr: 0 });
    expect(await requestOf(owner, requestId)).toMatchObject({ status: 'need_action', paid_at: null });
    await creditDsp(t.db, owner.companyId, 100_000, { period: '2026-09' });
    expect((await pay(owner, requestId)).statusCode).toBe(201);
    expect(await balanceOf(owner)).toMatchObject({ available_idr: 0, spent_idr: 500_000 });
  });

  it('lets only the owner pay, only with a key, and only a request in need of action before its pay-by moment', async () => {
    const owner = await partner(5_000_000);
    const admin = await t.factories.buildUser(owner.companyId, { role: 'admin' });
    const adminUser = { ...owner, headers: { 'x-authorization': `Bearer ${await t.factories.signIn(admin.email)}` } };
    const requestId = await acceptedRequest(owner, 100_000);
    const denied = await pay(adminUser, requestId);
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'permission_denied']);
    const keyless = await send('POST', '/api/v2/musicbank/payment', owner.headers, {
      request_id: requestId,
      method: 'balance',
    });
    expect(keyless.json().code).toBe('balance.idempotency_key_required');

    const onRequest = await requestItem(t, owner.headers, await buildItem(t, staff.headers));
    expect((await pay(owner, onRequest)).json().code).toBe('musicbank.not_payable');
    const { pay_by: payBy } = await requestOf(owner, requestId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(payBy) });
    const late = await pay(owner, requestId);
    expect([late.statusCode, late.json().code]).toEqual([409, 'musicbank.not_payable']);
    expect(await requestOf(owner, requestId)).toMatchObject({ status: 'expired', closed_at: payBy });
    vi.useRealTimers();
    expect(await balanceOf(owner)).toMatchObject({ spent_idr: 0 });
  });
});

describe('paying with paylater', () => {
  it('quotes and pays with paylater only while its switch is on, taking nothing from the balance now', async () => {
    const owner = await partner(10_000_000);
    const requestId = await acceptedRequest(owner, 1_000_000);
    expect((await send('GET', `/api/v2/musicbank/paylaterinfo/id/${requestId}`, owner.headers)).statusCode).toBe(404);
    expect((await pay(owner, requestId, 'paylater')).statusCode).toBe(404);

    await turnSwitch(t, staff.headers, 'paylater', true);
    try {
      const quote = await send('GET', `/api/v2/musicbank/paylaterinfo/id/${requestId}`, owner.headers);
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data).toMatchObject({
        request_id: requestId,
        fee_idr: 1_000_000,
        service_charge_idr: 50_000,
        total_idr: 1_050_000,
        is_eligible: true,
        refusal: null,
      });
      const paid = await pay(owner, requestId, 'paylater');
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().data).toMatchObject({
        request: { status: 'paid', payment_method: 'paylater' },
        method: 'paylater',
        paid_idr: 0,
        paylater_id: expect.any(Number),
      });
      expect(await balanceOf(owner)).toMatchObject({ available_idr: 10_000_000, spent_idr: 0 });
      const after = await send('GET', `/api/v2/musicbank/paylaterinfo/id/${requestId}`, owner.headers);
      expect(after.json().data).toMatchObject({ is_eligible: false, refusal: 'not_payable' });

      const newcomer = await partner(0);
      const theirs = await acceptedRequest(newcomer, 1_000_000);
      const refused = await pay(newcomer, theirs, 'paylater');
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'paylater.not_eligible']);
      expect((await requestOf(newcomer, theirs)).status).toBe('need_action');
    } finally {
      await turnSwitch(t, staff.headers, 'paylater', false);
    }
  });
});

describe('exclusive songs', () => {
  it('licenses an exclusive song to exactly one of two companies paying at once, and declines the others', async () => {
    const first = await partner(3_000_000);
    const second = await partner(3_000_000);
    const waiting = await partner(0);
    const itemId = await buildItem(t, staff.headers, { is_exclusive: true, fee_idr: 2_000_000 });
    const requests = [await requestItem(t, first.headers, itemId), await requestItem(t, second.headers, itemId)];
    for (const id of requests) await acceptItemRequest(t, staff.headers, id, 2_000_000);
    const waitingRequest = await requestItem(t, waiting.headers, itemId);

    const answers = await Promise.all([pay(first, requests[0] ?? 0), pay(second, requests[1] ?? 0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers[0]?.statusCode === 201 ? 0 : 1;
    const [winnerUser, loserUser] = winner === 0 ? [first, second] : [second, first];
    const loserRequest = requests[1 - winner] ?? 0;
    expect(answers[1 - winner]?.json().code).toBe('musicbank.item_taken');

    expect(await requestOf(loserUser, loserRequest)).toMatchObject({
      status: 'declined',
      declined_because: 'licensed_elsewhere',
      decline_reason: null,
    });
    expect(await requestOf(waiting, waitingRequest)).toMatchObject({ status: 'declined' });
    expect(await balanceOf(winnerUser)).toMatchObject({ available_idr: 1_000_000 });
    expect(await balanceOf(loserUser)).toMatchObject({ available_idr: 3_000_000, spent_idr: 0 });
    const declinedNotice = (await requestNoticesOf(t, waiting.companyId)).at(-1);
    expect(declinedNotice).toContain(' declined → ');

    for (const [user, isTaken] of [
      [winnerUser, false],
      [loserUser, true],
      [waiting, true],
    ] as const) {
      const item = await send('GET', `/api/v2/musicbank/info/id/${itemId}`, user.headers);
      expect(item.json().data.is_taken).toBe(isTaken);
    }
    const again = await send('POST', '/api/v2/musicbank/request', waiting.headers, {
      item_id: itemId,
      intended_release: RELEASE_DAY,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'musicbank.item_taken']);
    const ops = await send('GET', `/api/ops/musicbank/items/${itemId}`, staff.headers);
    expect(ops.json().data).toMatchObject({ is_taken: true, requests: 3 });
    expect(ops.json().data.licensed_to).toHaveLength(1);
  });

  it('licenses a song that is not exclusive to every company that pays', async () => {
    const first = await partner(1_000_000);
    const second = await partner(1_000_000);
    const itemId = await buildItem(t, staff.headers, { is_exclusive: false });
    for (const user of [first, second]) {
      const requestId = await requestItem(t, user.headers, itemId);
      await acceptItemRequest(t, staff.headers, requestId, 300_000);
      expect((await pay(user, requestId)).statusCode).toBe(201);
    }
    const ops = await send('GET', `/api/ops/musicbank/items/${itemId}`, staff.headers);
    expect(ops.json().data).toMatchObject({ is_taken: false });
    expect(ops.json().data.licensed_to).toHaveLength(2);
  });
});
