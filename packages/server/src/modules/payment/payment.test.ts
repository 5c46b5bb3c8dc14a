import { NOTICE_MESSAGES } from '@irama/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadPdf } from '../../../test/support/media-upload.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { setUpDistributor } from '../../ingest/engine/test-support.ts';
import { wibMonth } from '../../lib/clock.ts';
import { createMediaStorage } from '../media/index.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';
import { publishYoutubeRows, registerAssets, reportRows } from '../youtube/testing/report-fixtures.ts';
import { remindTaxProofs } from './tax-proofs.service.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let owner: Signed;
let other: Signed;
/** A company of its own for the reminder test, so no other test has paid its period. */
let reminded: Signed;
let staff: { headers: Record<string, string> };
const PERIOD = '2026-08';

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const pay = (body: object, headers = staff.headers) => send('POST', '/api/ops/youtube/payments', headers, body);

async function noticesOf(companyId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['additional_data', 'category_id'])
    .where('company_id', '=', companyId)
    .execute();
  return rows.map((row) => ({ ...JSON.parse(row.additional_data).message, category: row.category_id }));
}

beforeAll(async () => {
  await setUpDistributor(t.db);
  staff = await signInStaff(t);
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  reminded = await t.factories.buildSignedInUser();
  await t.db
    .updateTable('companies')
    .set({ bank_name: 'Bank Central Asia', bank_account_number: '1234567890', bank_branch: 'KCP Kemang' })
    .where('id', '=', owner.companyId)
    .execute();
  const assets = ['Album Senja', 'Album Senja', 'Nadia Official', ''].map((label, i) => ({
    assetId: `A${String(owner.companyId).padStart(3, '0')}${String(i).padStart(12, '0')}`,
    companyId: owner.companyId,
    label,
  }));
  const theirs = {
    assetId: `A${String(other.companyId).padStart(3, '0')}000000000009`,
    companyId: other.companyId,
    label: 'Mereka',
  };
  const remindedAsset = {
    assetId: `A${String(reminded.companyId).padStart(3, '0')}000000000008`,
    companyId: reminded.companyId,
    label: 'Pengingat',
  };
  await registerAssets(t.db, [...assets, theirs, remindedAsset]);
  await publishYoutubeRows(
    t.db,
    PERIOD,
    reportRows({ period: PERIOD, rows: 40, seed: 3, assets: [...assets, theirs, remindedAsset] }),
  );
});

describe('YouTube payments', () => {
  it('shows the bank, the periods and what is credited before anything is paid', async () => {
    const info = (await send('GET', '/api/v2/payment/info', owner.headers)).json().data;
    expect(info).toMatchObject({
      bank: { bank_name: 'Bank Central Asia', account_number: '1234567890', bank_branch: 'KCP Kemang' },
      periods: [PERIOD],
      next_tax_deadline: null,
      tax_proof_day: 30,
    });
    const summary = (await send('GET', '/api/v2/payment/summary', owner.headers)).json().data;
    expect(summary.paid_idr).toBe(0);
    expect(summary.unpaid_idr).toBe(summary.credited_idr);
    expect(summary.credited_idr).toBeGreaterThan(0);
  });

  it('lets only staff pay a period, once, one payment per project that add up to the credit', async () => {
    expect((await pay({ company_id: owner.companyId, periode: PERIOD }, owner.headers)).statusCode).toBe(403);
    const report = (await send('GET', `/api/v2/payment/report?periode=${PERIOD}`, owner.headers)).json().data;
    const [first, second] = await Promise.all([
      pay({ company_id: owner.companyId, periode: PERIOD, description: 'Transfer Oktober' }),
      pay({ company_id: owner.companyId, periode: PERIOD }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const paid = (first.statusCode === 201 ? first : second).json().data.payments as {
      project: string;
      amount_idr: number;
    }[];
    expect(paid.map((p) => p.project).sort()).toEqual(['', 'Album Senja', 'Nadia Official']);
    expect(paid.reduce((a, p) => a + p.amount_idr, 0)).toBe(report.credited_idr);
    expect((first.statusCode === 409 ? first : second).json().code).toBe('payment.already_paid');

    const after = (await send('GET', `/api/v2/payment/report?periode=${PERIOD}`, owner.headers)).json().data;
    expect(after).toMatchObject({ paid_idr: report.credited_idr, unpaid_idr: 0 });
    const ledger = await t.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_idr'])
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(ledger.reduce((a, row) => a + Number(row.amount_idr), 0)).toBe(0);
    const audit = await t.db.selectFrom('money_audit').selectAll().where('company_id', '=', owner.companyId).execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'youtube_payout', account: 'youtube', actor_user_id: expect.any(Number) }),
    ]);
    expect([audit[0]?.amount_idr, audit[0]?.balance_before_idr, audit[0]?.balance_after_idr].map(Number)).toEqual([
      -report.credited_idr,
      report.credited_idr,
      0,
    ]);
    expect(await noticesOf(owner.companyId)).toContainEqual(
      expect.objectContaining({ key: NOTICE_MESSAGES.youtubePaid, category: 3 }),
    );
    const queue = (
      await send('GET', `/api/ops/youtube/payments?status=paid&company_id=${owner.companyId}`, staff.headers)
    ).json().data;
    expect(queue.results).toEqual([
      expect.objectContaining({ periode: PERIOD, credited_idr: report.credited_idr, projects: 3 }),
    ]);
  });

  it('refuses a payment note with hidden control characters, before paying anything', async () => {
    const response = await pay({ company_id: other.companyId, periode: PERIOD, description: 'Transfer\u202Eevil' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('description');
  });

  it('refuses to pay what is not published', async () => {
    const response = await pay({ company_id: owner.companyId, periode: '2026-01' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('payment.nothing_to_pay');
  });

  it('lists the history with its tax deadline, and keeps another company’s payments out of sight', async () => {
    const history = (await send('GET', '/api/v2/payment/history', owner.headers)).json().data;
    expect(history.total).toBe(3);
    const month = wibMonth(new Date());
    expect(history.results[0]).toMatchObject({
      payment_period: month,
      report_period: PERIOD,
      tax_status: 'due',
      tax_proof: null,
    });
    expect((await send('GET', '/api/v2/payment/history', other.headers)).json().data.total).toBe(0);
    const hash = history.results[0].hash;
    const foreign = await send('POST', '/api/v2/payment/tax_proof', other.headers, {
      hash,
      document_url: '/media/1/x.pdf',
      document_name: 'x.pdf',
    });
    expect(foreign.statusCode).toBe(404);
    const csv = await send('GET', '/api/v2/payment/history?export=csv', owner.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('takes a tax proof only from the company’s own uploads, and serves it back', async () => {
    const [payment] = (await send('GET', '/api/v2/payment/history', owner.headers)).json().data.results;
    const notMine = await send('POST', '/api/v2/payment/tax_proof', owner.headers, {
      hash: payment.hash,
      document_url: `/media/${other.companyId}/${'a'.repeat(32)}.pdf`,
      document_name: 'bukti.pdf',
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().code).toBe('payment.tax_proof_invalid');
    const url = await uploadPdf(t, owner.headers, 'bukti.pdf');
    const saved = await send('POST', '/api/v2/payment/tax_proof', owner.headers, {
      hash: payment.hash,
      document_url: url,
      document_name: 'bukti.pdf',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ tax_status: 'uploaded', tax_proof: { url, name: 'bukti.pdf' } });
    const document = await send('GET', `/api/v2/payment/history?metric=document&hash=${payment.hash}`, owner.headers);
    expect(document.statusCode).toBe(302);
    expect(document.headers.location).toBe(url);
  });

  it('reminds the owners once, a week before a missing proof is due', async () => {
    const history = (await send('GET', '/api/v2/payment/history', owner.headers)).json().data.results as {
      tax_deadline: string;
    }[];
    const deadline = history[0]?.tax_deadline ?? '';
    const deps = { db: t.db, media: createMediaStorage(t.context) };
    const at = (day: string) => ({ ...deps, now: () => new Date(`${day}T03:00:00Z`) });
    const dayBefore = (days: number) =>
      new Date(Date.parse(`${deadline}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const reminders = async () =>
      (await noticesOf(owner.companyId)).filter((n) => n.key === NOTICE_MESSAGES.taxProofDue);
    expect(await remindTaxProofs(at(dayBefore(8)))).toBe(0);
    expect(await remindTaxProofs(at(dayBefore(7)))).toBe(2);
    expect(await remindTaxProofs(at(dayBefore(1)))).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  it('keeps a payment note in both languages, and writes the file in the reader’s, or the other when that is all', async () => {
    const paid = await pay({ company_id: other.companyId, periode: PERIOD, description_en: 'August transfer, BCA' });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = (await send('GET', '/api/v2/payment/history', other.headers)).json().data.results;
    expect(payment).toMatchObject({ description: '', description_en: 'August transfer, BCA' });
    const english = await t.factories.buildUser(other.companyId, {
      role: 'admin',
      language: 'en',
      switches: { payment: true },
    });
    const englishHeaders = { 'x-authorization': `Bearer ${await t.factories.signIn(english.email)}` };
    for (const headers of [other.headers, englishHeaders]) {
      const csv = await send('GET', '/api/v2/payment/history?export=csv', headers);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('August transfer, BCA');
    }
  });

  it('never announces a deadline that has passed, and links each reminder to its payment', async () => {
    const paid = await pay({ company_id: reminded.companyId, periode: PERIOD, description: 'Pendapatan YouTube' });
    expect(paid.statusCode).toBe(201);
    const deadline = (paid.json().data.payments as { tax_deadline: string }[])[0]?.tax_deadline ?? '';
    const deps = { db: t.db, media: createMediaStorage(t.context) };
    const dayAfter = new Date(Date.parse(`${deadline}T03:00:00Z`) + 86_400_000);
    const remindersOf = async () =>
      (await noticesOf(reminded.companyId)).filter((notice) => notice.key === NOTICE_MESSAGES.taxProofDue);
    await remindTaxProofs({ ...deps, now: () => dayAfter });
    expect(await remindersOf()).toHaveLength(0);
    const onTheDay = new Date(`${deadline}T03:00:00Z`);
    await remindTaxProofs({ ...deps, now: () => onTheDay });
    expect(await remindersOf()).toHaveLength(1);
    const rows = await t.db
      .selectFrom('notifications')
      .select('additional_data')
      .where('company_id', '=', reminded.companyId)
      .execute();
    const reminder = rows
      .map((row) => JSON.parse(String(row.additional_data)))
      .find((data) => data.message?.key === NOTICE_MESSAGES.taxProofDue);
    const linked = await t.db
      .selectFrom('youtube_payments')
      .select(['company_id', 'tax_deadline'])
      .where('id', '=', reminder?.subject.id)
      .executeTakeFirstOrThrow();
    expect([reminder?.subject.type, linked]).toEqual([
      'youtube_payment',
      { company_id: reminded.companyId, tax_deadline: deadline },
    ]);
  });

  it('needs the payment switch', async () => {
    const admin = await t.factories.buildUser(owner.companyId, { role: 'admin', switches: {} });
    const token = await t.factories.signIn(admin.email);
    expect((await send('GET', '/api/v2/payment/summary', { 'x-authorization': `Bearer ${token}` })).statusCode).toBe(
      403,
    );
  });
});
