import {
  MUSICBANK_GENRES,
  MUSICBANK_LANGUAGES,
  MUSICBANK_MOODS,
  MUSICBANK_REQUEST_STATUSES,
  type MusicbankItemSummary,
  type MusicbankRequest,
  NOTICE_MESSAGES,
  type OpsMusicbankItem,
  type OpsMusicbankRequest,
} from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../../test/support/demo-world.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_BANK_SONGS, DEMO_EXCLUSIVE_LICENSED, DEMO_PAYLATER_SONG } from './musicbank.seed-data.ts';
import { DEMO_SAMPLE_RATE } from './musicbank.seed-media.ts';

const { t, world } = useDemoWorld();

const headersOf = async (email: string) => ({
  'x-authorization': `Bearer ${await t.factories.signIn(email, DEMO_PASSWORD)}`,
});
const get = async (url: string, email: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: await headersOf(email) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

/** Every request of every company, as staff list them. */
async function allRequests(): Promise<OpsMusicbankRequest[]> {
  return (await get('/api/ops/musicbank/requests?limit=100', 'staff@irama.demo')).results;
}

/** When a request became what a notice of `status` tells. */
function momentOf(request: MusicbankRequest, status: string): string | null {
  switch (status) {
    case 'on_request':
      return request.created_at;
    case 'need_action':
    case 'declined':
      return request.decided_at;
    case 'paid':
      return request.paid_at;
    default:
      return request.closed_at;
  }
}

describe('demo Music Bank', () => {
  it('lists three dozen songs across every genre, mood and language, each with a demo of 20 to 30 s', async () => {
    const items: OpsMusicbankItem[] = (await get('/api/ops/musicbank/items?limit=100', 'staff@irama.demo')).results;
    expect(items).toHaveLength(DEMO_BANK_SONGS.length);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((item) => item.genre))).toEqual(new Set(MUSICBANK_GENRES));
    expect(new Set(items.map((item) => item.mood))).toEqual(new Set(MUSICBANK_MOODS));
    expect(new Set(items.map((item) => item.language))).toEqual(new Set(MUSICBANK_LANGUAGES));
    expect(items.filter((item) => !item.is_listed)).toHaveLength(2);
    expect(items.filter((item) => item.is_exclusive).length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.fee_idr).toBeGreaterThanOrEqual(500_000);
      expect(item.fee_idr).toBeLessThanOrEqual(25_000_000);
      expect(item.demo_seconds).toBeGreaterThanOrEqual(20);
      expect(item.demo_seconds).toBeLessThanOrEqual(30);
      expect(item.writers.length).toBeGreaterThan(0);
      expect(item.terms).toMatch(/Wilayah: (Indonesia|seluruh dunia)\./);
      if (item.language !== 'instrumental') expect(item.lyrics.split('\n').length).toBeGreaterThanOrEqual(3);
    }
    const licensed = items.find((item) => item.title === DEMO_EXCLUSIVE_LICENSED);
    expect(licensed?.licensed_to).toHaveLength(1);
  });

  it('plays each song’s own demo, a WAV served in byte ranges', async () => {
    const catalog = await get('/api/v2/musicbank/catalog?per_page=48', 'owner@musik.demo');
    expect(catalog.total).toBe(DEMO_BANK_SONGS.length - 2);
    const [first, second] = catalog.results as MusicbankItemSummary[];
    const heads = [];
    for (const item of [first, second]) {
      const served = await t.app.inject({ method: 'GET', url: item?.demo_url ?? '', headers: { range: 'bytes=0-99' } });
      expect(served.statusCode).toBe(206);
      expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
      expect(served.rawPayload.readUInt32LE(24)).toBe(DEMO_SAMPLE_RATE);
      heads.push(served.rawPayload.subarray(44, 100).toString('hex'));
    }
    expect(heads[0]).not.toBe(heads[1]);
  });

  it('has requests in every state, and owner@musik.demo one in each, paid by balance and by paylater', async () => {
    const requests = await allRequests();
    const { company_id: musikId } = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'owner@musik.demo')
      .executeTakeFirstOrThrow();
    const musik = requests.filter((request) => request.company.id === musikId);
    for (const status of MUSICBANK_REQUEST_STATUSES) {
      expect(musik.filter((request) => request.status === status).length, status).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(requests.map((request) => request.company.id)).size).toBeGreaterThanOrEqual(4);
    const paid = musik.filter((request) => request.status === 'paid');
    expect(paid.map((request) => [request.item.title, request.payment_method]).sort()).toEqual(
      [
        [DEMO_EXCLUSIVE_LICENSED, 'balance'],
        [DEMO_PAYLATER_SONG, 'paylater'],
      ].sort(),
    );
    for (const request of requests) {
      expect(Date.parse(request.created_at)).toBeLessThan(world.seededAt.getTime());
      if (request.paid_at) expect(Date.parse(request.paid_at)).toBeLessThanOrEqual(Date.parse(request.pay_by ?? ''));
      if (request.status === 'expired') expect(request.closed_at).toBe(request.pay_by);
      if (request.status === 'need_action') expect(Date.parse(request.pay_by ?? '')).toBeGreaterThan(Date.now());
    }
    // The owner's own lists hold them too.
    const lists = await Promise.all(
      ['onrequest', 'needaction', 'history'].map((list) => get(`/api/v2/musicbank/${list}`, 'owner@musik.demo')),
    );
    expect(lists.reduce((sum, page) => sum + page.total, 0)).toBe(musik.length);
  });

  it('shows the exclusive licence taken to the others, whose open request it declined', async () => {
    const find = async (email: string) =>
      ((await get('/api/v2/musicbank/catalog?search=pelabuhan', email)).results as MusicbankItemSummary[]).find(
        (item) => item.title === DEMO_EXCLUSIVE_LICENSED,
      );
    expect(await find('owner@musik.demo')).toMatchObject({ is_taken: false, own_request: { status: 'paid' } });
    expect(await find('owner@timur.demo')).toMatchObject({ is_taken: true, own_request: { status: 'declined' } });
    expect(await find('owner@indie.demo')).toMatchObject({ is_taken: true, own_request: null });
    const [declined] = (await get('/api/v2/musicbank/history?search=pelabuhan', 'owner@timur.demo')).results;
    const paid = (await allRequests()).find(
      (request) => request.item.title === DEMO_EXCLUSIVE_LICENSED && request.status === 'paid',
    );
    expect(declined).toMatchObject({ status: 'declined', decided_at: paid?.paid_at });
    expect(declined.declined_because).toBe('licensed_elsewhere');
  });

  it('told the owners of every change in the bell, on the day it happened', async () => {
    const requests = await allRequests();
    const notices = (
      await t.db.selectFrom('notifications').select(['company_id', 'created_at', 'additional_data']).execute()
    )
      .map((row) => ({ ...row, ...JSON.parse(String(row.additional_data)) }))
      .filter((notice) => notice.message?.key === NOTICE_MESSAGES.musicbankRequestStatus);
    const told = new Set<string>();
    for (const notice of notices) {
      const request = requests.find((candidate) => candidate.id === notice.subject.id);
      expect(request?.company.id).toBe(notice.company_id);
      expect(notice.message.values).toMatchObject({ title: request?.item.title, reference: request?.reference });
      expect(notice.url).toBe(`/comingsoon/musicbank?request=${request?.id}`);
      const at = request && momentOf(request, notice.message.values.status);
      expect(Date.parse(notice.created_at), `${request?.reference} ${notice.message.values.status}`).toBe(
        Date.parse(at ?? ''),
      );
      told.add(notice.message.values.status);
    }
    expect([...told].sort()).toEqual([...MUSICBANK_REQUEST_STATUSES].sort());
    // Every request was told of at least when it was made and where it is now.
    for (const request of requests) {
      const own = notices.filter((notice) => notice.subject.id === request.id);
      expect(own.map((notice) => notice.message.values.status)).toEqual(
        expect.arrayContaining(['on_request', request.status]),
      );
    }
  });

  it('has paylater repaying musik’s licence from the credits published since', async () => {
    const summary = await get('/api/v2/profile/paylater', 'owner@musik.demo');
    const paylater = summary.paylaters.find((row: { item_title: string }) => row.item_title === DEMO_PAYLATER_SONG);
    expect(paylater?.repaid_idr).toBeGreaterThan(0);
    const lines = await get('/api/v2/profile/paylater_transactions?limit=100', 'owner@musik.demo');
    expect(lines.results.filter((line: { kind: string }) => line.kind === 'repayment').length).toBeGreaterThan(0);
  });
});
