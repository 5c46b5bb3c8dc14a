import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_IDR, NOTICE_MESSAGES, WITHDRAWAL_BANK_CHARGE_IDR } from '@irama/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyNotices } from '../../../test/support/notices.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';
import { dropKey, finishKey } from './balance.repository.ts';
import { creditDsp, saveBank } from './testing/balance-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let staff: { headers: Record<string, string> };

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const info = async (user: Signed) => (await send('GET', '/api/v2/balance/info', user.headers)).json().data;
const confirm = (user: Signed, amount: number, key: string = randomUUID()) =>
  send('POST', '/api/v2/balance/confirm', { ...user.headers, 'idempotency-key': key }, { amount });
const opsWithdrawalId = async (reference: string) => {
  const row = await t.db.selectFrom('withdrawals').select('id').where('reference', '=', reference).executeTakeFirst();
  return row?.id ?? 0;
};

/** A company whose owner is signed in, with its bank saved and `credit` rupiah of DSP income. */
async function partner(credit: number, options: { hasBank?: boolean } = {}) {
  const owner = await t.factories.buildSignedInUser();
  if (options.hasBank ?? true) await saveBank(t.db, owner.companyId);
  if (credit > 0) await creditDsp(t.db, owner.companyId, credit, { period: '2026-08' });
  return owner;
}

async function noticesOf(companyId: number) {
  return (await companyNotices(t.db, companyId)).map((data) => `${data.message.key} → ${data.url} (${data.feature})`);
}

const WITHDRAWALS = '/riwayatpendapatan?tab=withdrawals (balance)';
const HOLDS = '/riwayatpendapatan?tab=holds (balance)';

beforeAll(async () => {
  staff = await signInStaff(t);
});

describe('balance and withdrawal quote', () => {
  it('shows the DSP balance only, with the last credit and what can be withdrawn', async () => {
    const owner = await partner(1_000_000);
    await creditDsp(t.db, owner.companyId, 250_000, { period: '2026-09', store: 'Deezer', via: 'dsr' });
    // YouTube revenue is paid per period: it never reaches the withdrawable balance.
    await t.db
      .insertInto('ledger_entries')
      .values({
        company_id: owner.companyId,
        source: 'youtube',
        period: '2026-09',
        kind: 'credit',
        amount_idr: 9_000_000,
        run_ids: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await info(owner)).toMatchObject({
      balance_idr: 1_250_000,
      available_idr: 1_250_000,
      credited_idr: 1_250_000,
      spent_idr: 0,
      in_withdrawal_idr: 0,
      last_credit: { amount_idr: 250_000, store: 'Deezer', periode: '2026-09', is_adjustment: false },
      minimum_idr: MIN_WITHDRAWAL_IDR,
      can_withdraw: true,
      bank: { bank_name: 'Bank Central Asia', account_number: '1234567890', bank_branch: 'KCP Kemang' },
    });
    const income = (await send('GET', '/api/v2/balance/income', owner.headers)).json().data;
    expect(income.results.map((p: { periode: string; total_idr: number }) => [p.periode, p.total_idr])).toEqual([
      ['2026-09', 250_000],
      ['2026-08', 1_000_000],
    ]);
    expect(income.results[0].sources).toEqual([
      expect.objectContaining({
        store: 'Deezer',
        via: 'dsr',
        amount_idr: 250_000,
        is_adjustment: false,
        paylater_repayment_idr: 0,
      }),
    ]);
  });

  it('quotes the minimum with the bank charge, and refuses below it, above the balance or without bank data', async () => {
    const owner = await partner(400_000);
    const pre = (amount: number | string, user = owner) =>
      send('POST', `/api/v2/balance/pre?amount=${amount}`, user.headers);
    const quote = await pre(150_000);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({
      sub_total_idr: 150_000,
      bank_charge_idr: WITHDRAWAL_BANK_CHARGE_IDR,
      total_idr: 150_000 - WITHDRAWAL_BANK_CHARGE_IDR,
      available_idr: 400_000,
      available_after_idr: 250_000,
    });
    expect((await pre(149_999)).json().code).toBe('balance.below_minimum');
    expect((await pre(400_001)).json().code).toBe('balance.insufficient');
    for (const bad of ['abc', '1.5', '-5', '0']) expect((await pre(bad)).statusCode).toBe(400);
    const noBank = await partner(400_000, { hasBank: false });
    expect((await pre(150_000, noBank)).json().code).toBe('balance.no_bank_account');
    const poor = await partner(149_999);
    expect((await pre(150_000, poor)).json().code).toBe('balance.below_minimum');
    expect((await confirm(poor, 149_999)).statusCode).toBe(422);
    expect(await info(owner)).toMatchObject({ available_idr: 400_000 });
  });

  it('lets only the owner withdraw; an admin with dspreport sees the balance, a user without it nothing', async () => {
    const owner = await partner(400_000);
    const admin = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: { dsp_report: true } });
    const adminHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(admin.email)}` };
    const asAdmin = { ...owner, headers: adminHeaders };
    expect(await info(asAdmin)).toMatchObject({ available_idr: 400_000, can_withdraw: false });
    expect((await send('POST', '/api/v2/balance/pre?amount=150000', adminHeaders)).statusCode).toBe(403);
    expect((await confirm(asAdmin, 150_000)).statusCode).toBe(403);
    const blind = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: {} });
    const blindHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(blind.email)}` };
    for (const url of ['info', 'history', 'income', 'holds']) {
      expect((await send('GET', `/api/v2/balance/${url}`, blindHeaders)).statusCode).toBe(403);
    }
    expect((await send('POST', '/api/v2/balance/confirm', blindHeaders, { amount: 150_000 })).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('withdrawals').selectAll().where('company_id', '=', owner.companyId).execute(),
    ).toEqual([]);
  });
});

describe('confirming a withdrawal', () => {
  it('needs an Idempotency-Key, and answers a retry with the first response', async () => {
    const owner = await partner(500_000);
    const missing = await send('POST', '/api/v2/balance/confirm', owner.headers, { amount: 200_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('balance.idempotency_key_required');
    expect((await confirm(owner, 200_000, 'short')).json().code).toBe('balance.idempotency_key_required');

    const key = randomUUID();
    const first = await confirm(owner, 200_000, key);
    expect(first.statusCode).toBe(201);
    const withdrawal = first.json().data;
    expect(withdrawal).toMatchObject({
      status: 'waiting',
      amount_idr: 200_000,
      sub_total_idr: 200_000,
      bank_charge_idr: WITHDRAWAL_BANK_CHARGE_IDR,
      total_idr: 200_000 - WITHDRAWAL_BANK_CHARGE_IDR,
      payment_code: null,
      account_holder: expect.any(String),
    });
    expect(withdrawal.reference).toMatch(/^WD-\d{4}-\d{6}$/);
    expect(Date.parse(withdrawal.process_by) - Date.parse(withdrawal.created_at)).toBe(24 * 3_600_000);

    const again = await confirm(owner, 200_000, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const reused = await confirm(owner, 300_000, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('balance.idempotency_key_reused');
    expect(await info(owner)).toMatchObject({
      balance_idr: 300_000,
      available_idr: 300_000,
      in_withdrawal_idr: 200_000,
    });
    expect(await noticesOf(owner.companyId)).toContain(`${NOTICE_MESSAGES.withdrawalRequested} → ${WITHDRAWALS}`);

    // A refusal is the key's answer too: the same key is refused the same way after a credit.
    const refusedKey = randomUUID();
    const refused = await confirm(owner, 900_000, refusedKey);
    expect(refused.json().code).toBe('balance.insufficient');
    await creditDsp(t.db, owner.companyId, 1_000_000, { period: '2026-09' });
    const replayed = await confirm(owner, 900_000, refusedKey);
    expect([replayed.statusCode, replayed.body, replayed.headers['idempotent-replayed']]).toEqual([
      422,
      refused.body,
      'true',
    ]);
  });

  it('keeps keys per company, refuses a key in flight, and takes over one whose request died', async () => {
    const owner = await partner(500_000);
    const other = await partner(500_000);
    const key = randomUUID();
    expect((await confirm(owner, 150_000, key)).statusCode).toBe(201);
    expect((await confirm(other, 150_000, key)).statusCode).toBe(201);

    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const stuck = async (k: string, msAgo: number) =>
      t.db
        .insertInto('idempotency_keys')
        .values({
          company_id: owner.companyId,
          key: k,
          user_id: null,
          fingerprint: '150000',
          state: 'in_flight',
          created_at: at(msAgo),
          updated_at: at(msAgo),
        })
        .execute();
    await stuck('fresh-key-in-flight', 1_000);
    const busy = await confirm(owner, 150_000, 'fresh-key-in-flight');
    expect([busy.statusCode, busy.json().code]).toEqual([409, 'balance.request_in_flight']);
    expect((await confirm(owner, 160_000, 'fresh-key-in-flight')).json().code).toBe('balance.idempotency_key_reused');
    await stuck('dead-key-in-flight', 61_000);
    const slowClaim = await t.db
      .selectFrom('idempotency_keys')
      .select(['id', 'updated_at as at', 'company_id'])
      .where('key', '=', 'dead-key-in-flight')
      .executeTakeFirstOrThrow();
    expect((await confirm(owner, 150_000, 'dead-key-in-flight')).statusCode).toBe(201);
    expect(await info(owner)).toMatchObject({ available_idr: 200_000 });
    // The request that held the key before the takeover, had it been slow rather than dead, can no
    // longer answer for the key (its debit rolls back) nor free it.
    const late = { status: 201, body: '{}', at: new Date().toISOString() };
    const scope = companyScope(slowClaim.company_id);
    expect(await finishKey(t.db, scope, slowClaim, late)).toBe(false);
    await dropKey(t.db, scope, slowClaim);
    const replay = await confirm(owner, 150_000, 'dead-key-in-flight');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await info(owner)).toMatchObject({ available_idr: 200_000 });
  });

  it('lets exactly one of 50 concurrent withdrawals of the whole balance through', async () => {
    const owner = await partner(987_654);
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(owner, 987_654)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    for (const a of answers.filter((r) => r.statusCode === 422)) {
      expect(['balance.insufficient', 'balance.below_minimum']).toContain(a.json().code);
    }
    expect(await info(owner)).toMatchObject({ balance_idr: 0, available_idr: 0, in_withdrawal_idr: 987_654 });
  });

  it('makes one withdrawal of 50 concurrent requests with the same key', async () => {
    const owner = await partner(600_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(owner, 200_000, key)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    expect(created.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const a of answers.filter((r) => r.statusCode !== 201)) {
      expect([a.statusCode, a.json().code]).toEqual([409, 'balance.request_in_flight']);
    }
    const rows = await t.db.selectFrom('withdrawals').select('id').where('company_id', '=', owner.companyId).execute();
    expect(rows).toHaveLength(1);
    expect(await info(owner)).toMatchObject({ available_idr: 400_000 });
  });

  it('never shows another company’s withdrawals, holds or income', async () => {
    const owner = await partner(500_000);
    const other = await partner(700_000);
    await confirm(other, 300_000);
    const otherHold = await send('POST', '/api/ops/holds', staff.headers, {
      company_id: other.companyId,
      amount_idr: 10_000,
      reason: 'other',
      note: 'Cek',
    });
    expect(otherHold.statusCode).toBe(201);
    for (const url of ['history', 'income', 'holds?status=all']) {
      expect((await send('GET', `/api/v2/balance/${url}`, owner.headers)).json().data).toMatchObject({
        results: url === 'income' ? [expect.objectContaining({ total_idr: 500_000 })] : [],
        total: url === 'income' ? 1 : 0,
      });
    }
  });
});

describe('files', () => {
  it('exports the withdrawal history and the income in the reader’s language', async () => {
    const owner = await partner(600_000);
    const { reference } = (await confirm(owner, 200_000)).json().data;
    const history = await send('GET', '/api/v2/balance/history?export=csv', owner.headers);
    expect(history.headers['content-disposition']).toContain('withdrawals.csv');
    // A person opens this one in a spreadsheet: the byte-order mark makes it read the text as UTF-8.
    expect([...history.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, line] = history.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Tanggal,Referensi,Kode pembayaran,Jumlah (IDR),Status,Nama bank,Nomor rekening,Cabang bank,Pemilik rekening,Sub total (IDR),Biaya bank (IDR),Total (IDR)',
    );
    expect(line).toContain(`,${reference},,200000,waiting,Bank Central Asia,1234567890,KCP Kemang,`);
    const income = await send('GET', '/api/v2/balance/income?export=xlsx&periode=2026-08', owner.headers);
    expect(income.statusCode).toBe(200);
    expect(income.headers['content-disposition']).toContain('dsp-income-2026-08.xlsx');
    expect(income.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('staff side', () => {
  it('is for staff only', async () => {
    const owner = await partner(0);
    for (const [method, url] of [
      ['GET', '/api/ops/withdrawals'],
      ['GET', '/api/ops/withdrawals/export'],
      ['POST', '/api/ops/withdrawals/1/pay'],
      ['POST', '/api/ops/withdrawals/1/reject'],
      ['POST', '/api/ops/withdrawals/pay'],
      ['GET', '/api/ops/holds'],
      ['POST', '/api/ops/holds'],
      ['POST', '/api/ops/holds/1/release'],
      ['GET', '/api/ops/money-audit'],
    ] as const) {
      const answer = await send(method, url, owner.headers, method === 'POST' ? {} : undefined);
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
  });

  it('pays once, rejects back into the balance, and refuses a payment code twice', async () => {
    const owner = await partner(1_000_000);
    const a = (await confirm(owner, 300_000)).json().data;
    const b = (await confirm(owner, 200_000)).json().data;
    const [idA, idB] = [await opsWithdrawalId(a.reference), await opsWithdrawalId(b.reference)];
    const waiting = (await send('GET', `/api/ops/withdrawals?company_id=${owner.companyId}`, staff.headers)).json()
      .data;
    expect(waiting.results.map((w: { id: number }) => w.id)).toEqual([idA, idB]);
    expect(waiting.results[0]).toMatchObject({
      company_id: owner.companyId,
      requested_by: owner.email,
      is_overdue: false,
    });

    const code = `TRF-${owner.companyId}-A`;
    const paid = await send('POST', `/api/ops/withdrawals/${idA}/pay`, staff.headers, { payment_code: code });
    expect([paid.statusCode, paid.json().data.status, paid.json().data.payment_code]).toEqual([200, 'paid', code]);
    const twice = await send('POST', `/api/ops/withdrawals/${idA}/pay`, staff.headers, { payment_code: `${code}2` });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'balance.withdrawal_not_waiting']);
    const reused = await send('POST', `/api/ops/withdrawals/${idB}/pay`, staff.headers, { payment_code: code });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'balance.payment_code_used']);
    expect(await info(owner)).toMatchObject({ balance_idr: 500_000, available_idr: 500_000, withdrawn_idr: 300_000 });

    const rejected = await send('POST', `/api/ops/withdrawals/${idB}/reject`, staff.headers, {
      reason: 'Rekening ditutup',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Rekening ditutup' });
    expect(await info(owner)).toMatchObject({ balance_idr: 700_000, available_idr: 700_000, in_withdrawal_idr: 0 });
    expect((await send('POST', `/api/ops/withdrawals/${idB}/reject`, staff.headers, { reason: 'x' })).statusCode).toBe(
      409,
    );
    expect(
      (await send('POST', '/api/ops/withdrawals/999999/pay', staff.headers, { payment_code: 'X1' })).statusCode,
    ).toBe(404);
    const history = (await send('GET', '/api/v2/balance/history', owner.headers)).json().data;
    expect(history.results.map((w: { status: string }) => w.status)).toEqual(['rejected', 'paid']);
    expect(await noticesOf(owner.companyId)).toEqual(
      expect.arrayContaining([
        `${NOTICE_MESSAGES.withdrawalPaid} → ${WITHDRAWALS}`,
        `${NOTICE_MESSAGES.withdrawalRejected} → ${WITHDRAWALS}`,
      ]),
    );
  });

  it('pays exactly once when two staff pay the same withdrawal at once', async () => {
    const owner = await partner(400_000);
    const id = await opsWithdrawalId((await confirm(owner, 150_000)).json().data.reference);
    const answers = await Promise.all([
      send('POST', `/api/ops/withdrawals/${id}/pay`, staff.headers, { payment_code: `P1-${id}` }),
      send('POST', `/api/ops/withdrawals/${id}/pay`, staff.headers, { payment_code: `P2-${id}` }),
      send('POST', `/api/ops/withdrawals/${id}/reject`, staff.headers, { reason: 'Ganda' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409].sort());
    const audit = await t.db
      .selectFrom('money_audit')
      .select('action')
      .where('company_id', '=', owner.companyId)
      .where('action', 'in', ['withdrawal_paid', 'withdrawal_rejected'])
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('pays a bank batch all or nothing, and exports the waiting ones as a transfer file', async () => {
    const owner = await partner(2_000_000);
    await t.db
      .updateTable('companies')
      .set({ name: '=HYPERLINK("http://x")' })
      .where('id', '=', owner.companyId)
      .execute();
    const refs = [];
    for (const amount of [150_000, 250_000, 350_000]) refs.push((await confirm(owner, amount)).json().data.reference);
    const ids = await Promise.all(refs.map(opsWithdrawalId));
    const csv = await send('GET', `/api/ops/withdrawals/export?ids=${ids.join(',')}`, staff.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    // A bank's upload reads this one: no byte-order mark before the first column's name.
    expect(csv.rawPayload.subarray(0, 9).toString()).toBe('reference');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('reference,bank_name,account_number,account_holder,bank_branch,total_idr,remark');
    expect(lines[1]).toBe(
      `${refs[0]},Bank Central Asia,1234567890,"'=HYPERLINK(""http://x"")",KCP Kemang,143500,${refs[0]}`,
    );
    expect(lines).toHaveLength(4);
    expect((await send('GET', '/api/ops/withdrawals/export?ids=1,x', staff.headers)).statusCode).toBe(400);

    await send('POST', `/api/ops/withdrawals/${ids[2]}/reject`, staff.headers, { reason: 'Salah' });
    const items = ids.map((id, i) => ({ id, payment_code: `B-${id}-${i}` }));
    const refused = await send('POST', '/api/ops/withdrawals/pay', staff.headers, { items });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'balance.withdrawal_not_waiting']);
    expect(await info(owner)).toMatchObject({ withdrawn_idr: 0, in_withdrawal_idr: 400_000 });
    const dup = await send('POST', '/api/ops/withdrawals/pay', staff.headers, {
      items: [items[0], { ...items[0] }],
    });
    expect(dup.statusCode).toBe(400);
    const ok = await send('POST', '/api/ops/withdrawals/pay', staff.headers, { items: items.slice(0, 2) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((w: { status: string }) => w.status)).toEqual(['paid', 'paid']);
    expect(await info(owner)).toMatchObject({ withdrawn_idr: 400_000, in_withdrawal_idr: 0, balance_idr: 1_600_000 });
  });

  it('holds back part of the available balance with its reason and track, and releases it', async () => {
    const owner = await partner(500_000);
    const place = (body: object) => send('POST', '/api/ops/holds', staff.headers, body);
    const hold = {
      company_id: owner.companyId,
      reason: 'artificial_streams',
      note: 'Lonjakan stream',
      store: 'Spotify',
    };
    expect((await place({ ...hold, amount_idr: 500_001 })).json().code).toBe('balance.hold_exceeds_available');
    expect((await place({ ...hold, company_id: 999_999, amount_idr: 1 })).statusCode).toBe(404);
    const placed = await place({ ...hold, amount_idr: 400_000, isrc: 'IDA122400001', periode: '2026-08' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({
      amount_idr: 400_000,
      reason: 'artificial_streams',
      isrc: 'IDA122400001',
    });
    expect(await info(owner)).toMatchObject({ balance_idr: 500_000, available_idr: 100_000, held_idr: 400_000 });
    expect((await confirm(owner, 150_000)).json().code).toBe('balance.below_minimum');
    const holds = (await send('GET', '/api/v2/balance/holds', owner.headers)).json().data;
    expect(holds.results).toEqual([
      expect.objectContaining({ note: 'Lonjakan stream', store: 'Spotify', periode: '2026-08' }),
    ]);

    const id = placed.json().data.id;
    const released = await send('POST', `/api/ops/holds/${id}/release`, staff.headers, { note: 'Stream wajar' });
    expect(released.json().data).toMatchObject({ release_note: 'Stream wajar' });
    expect(released.json().data.released_at).not.toBeNull();
    expect((await send('POST', `/api/ops/holds/${id}/release`, staff.headers, { note: 'x' })).json().code).toBe(
      'balance.hold_released',
    );
    expect(await info(owner)).toMatchObject({ available_idr: 500_000, held_idr: 0 });
    expect(await noticesOf(owner.companyId)).toEqual(
      expect.arrayContaining([
        `${NOTICE_MESSAGES.holdPlaced} → ${HOLDS}`,
        `${NOTICE_MESSAGES.holdReleased} → ${HOLDS}`,
      ]),
    );
  });
});

describe('money audit log', () => {
  it('records every move with the balance before and after, newest first', async () => {
    const owner = await partner(800_000);
    const ref = (await confirm(owner, 300_000)).json().data.reference;
    await send('POST', `/api/ops/withdrawals/${await opsWithdrawalId(ref)}/reject`, staff.headers, { reason: 'Tidak' });
    const log = (await send('GET', `/api/ops/money-audit?company_id=${owner.companyId}`, staff.headers)).json().data;
    expect(
      log.results.map(
        (e: { action: string; amount_idr: number; balance_after_idr: number; available_after_idr: number }) => [
          e.action,
          e.amount_idr,
          e.balance_after_idr,
          e.available_after_idr,
        ],
      ),
    ).toEqual([
      ['withdrawal_rejected', 300_000, 800_000, 800_000],
      ['withdrawal_requested', -300_000, 500_000, 500_000],
      ['credit', 800_000, 800_000, 800_000],
    ]);
    expect(log.results[1]).toMatchObject({
      actor: owner.email,
      subject: ref,
      account: 'dsp',
      balance_before_idr: 800_000,
    });
    expect(log.results[2].actor).toBeNull();
  });

  it('cannot be changed or deleted, even by raw SQL', async () => {
    const owner = await partner(200_000);
    await expect(
      sql`update money_audit set amount_idr = 1 where company_id = ${owner.companyId}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from money_audit where company_id = ${owner.companyId}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    const rows = await t.db
      .selectFrom('money_audit')
      .select('amount_idr')
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(rows.map((r) => Number(r.amount_idr))).toEqual([200_000]);
  });
});
