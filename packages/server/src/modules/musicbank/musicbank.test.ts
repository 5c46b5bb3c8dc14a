import { describe, expect, it, vi } from 'vitest';
import {
  acceptItemRequest,
  buildItem,
  RELEASE_DAY,
  requestItem,
  requestNoticesOf,
  turnSwitch,
  uploadDemo,
  useMusicbankApp,
  wavBytes,
} from './musicbank.test-support.ts';

const { t, owner, staff, send } = useMusicbankApp();
const titlesOf = (response: { json(): { data: { results: { title: string }[] } } }) =>
  response.json().data.results.map((item) => item.title);

const PARTNER_ROUTES = [
  ['GET', '/api/v2/musicbank/catalog'],
  ['GET', '/api/v2/musicbank/info/id/1'],
  ['POST', '/api/v2/musicbank/request', { item_id: 1, intended_release: RELEASE_DAY }],
  ['GET', '/api/v2/musicbank/request/id/1'],
  ['POST', '/api/v2/musicbank/request/id/1/cancel'],
  ['GET', '/api/v2/musicbank/onrequest'],
  ['GET', '/api/v2/musicbank/needaction'],
  ['GET', '/api/v2/musicbank/history'],
  ['GET', '/api/v2/musicbank/paylaterinfo/id/1'],
  ['POST', '/api/v2/musicbank/payment', { request_id: 1, method: 'balance' }],
] as const;

describe('Music Bank access', () => {
  it('needs a session on every partner route, and answers 404 on each while the switch is off', async () => {
    for (const [method, url, payload] of PARTNER_ROUTES) {
      expect((await send(method, url, {}, payload)).statusCode, url).toBe(401);
    }
    await turnSwitch(t, staff.headers, 'musicbank', false);
    try {
      for (const [method, url, payload] of PARTNER_ROUTES) {
        const response = await send(method, url, owner.headers, payload);
        expect([response.statusCode, response.json().code], url).toEqual([404, 'not_found']);
      }
    } finally {
      await turnSwitch(t, staff.headers, 'musicbank', true);
    }
  });

  it('keeps the staff routes to distributor staff', async () => {
    for (const [method, url] of [
      ['GET', '/api/ops/musicbank/items'],
      ['POST', '/api/ops/musicbank/items'],
      ['GET', '/api/ops/musicbank/items/1'],
      ['PUT', '/api/ops/musicbank/items/1'],
      ['GET', '/api/ops/musicbank/requests'],
      ['POST', '/api/ops/musicbank/requests/1/accept'],
      ['POST', '/api/ops/musicbank/requests/1/decline'],
    ] as const) {
      const response = await send(method, url, owner.headers, {});
      expect([response.statusCode, response.json().code], url).toEqual([403, 'permission_denied']);
    }
  });
});

describe('catalogue', () => {
  it('lists listed songs only, filters them, and finds by title or writer whatever the case and accents', async () => {
    const genre = 'keroncong';
    await buildItem(t, staff.headers, { title: 'Kenangan Bengawan', genre, mood: 'calm', fee_idr: 500_000 });
    await buildItem(t, staff.headers, { title: 'Kopi Pagi', genre, writers: ['Rénata Sûryani'], fee_idr: 2_000_000 });
    await buildItem(t, staff.headers, { title: 'Lagu Rahasia', genre, is_listed: false });
    await buildItem(t, staff.headers, { title: 'Mentari Jawa', genre, language: 'jv', fee_idr: 3_000_000 });

    const all = await send('GET', `/api/v2/musicbank/catalog?genre=${genre}`, owner.headers);
    expect(all.statusCode).toBe(200);
    expect(titlesOf(all)).toEqual(['Mentari Jawa', 'Kopi Pagi', 'Kenangan Bengawan']);
    expect(all.json().data).toMatchObject({ page: 1, limit: 12, total: 3 });
    const byWriter = await send('GET', `/api/v2/musicbank/catalog?genre=${genre}&search=RENATA%20SURY`, owner.headers);
    expect(titlesOf(byWriter)).toEqual(['Kopi Pagi']);
    const byTitle = await send('GET', '/api/v2/musicbank/catalog?search=k%C3%A9nang', owner.headers);
    expect(titlesOf(byTitle)).toEqual(['Kenangan Bengawan']);
    const priced = await send(
      'GET',
      `/api/v2/musicbank/catalog?genre=${genre}&price_min=1000000&price_max=2000000`,
      owner.headers,
    );
    expect(titlesOf(priced)).toEqual(['Kopi Pagi']);
    const filtered = await send('GET', `/api/v2/musicbank/catalog?genre=${genre}&mood=calm`, owner.headers);
    expect(titlesOf(filtered)).toEqual(['Kenangan Bengawan']);
    const javanese = await send('GET', `/api/v2/musicbank/catalog?genre=${genre}&language=jv`, owner.headers);
    expect(titlesOf(javanese)).toEqual(['Mentari Jawa']);
    const paged = await send('GET', `/api/v2/musicbank/catalog?genre=${genre}&per_page=2&page=2`, owner.headers);
    expect(titlesOf(paged)).toEqual(['Kenangan Bengawan']);
  });

  it('answers 400 with the field’s key for bad filters, a lowest price above the highest included', async () => {
    for (const [query, field] of [
      ['price_min=3&price_max=2', 'price_max'],
      ['price_min=-1', 'price_min'],
      ['price_max=1.5', 'price_max'],
      ['genre=polka', 'genre'],
      ['per_page=49', 'per_page'],
    ] as const) {
      const response = await send('GET', `/api/v2/musicbank/catalog?${query}`, owner.headers);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
    // The same words the catalogue's price form shows when it refuses the range itself.
    const upsideDown = await send('GET', '/api/v2/musicbank/catalog?price_min=3&price_max=2', owner.headers);
    expect(upsideDown.json().errors).toEqual({ price_max: 'musicbank.catalog.priceOrder' });
  });

  it('shows a song with its lyrics, terms and a signed demo that answers ranges, and hides an unlisted one', async () => {
    const id = await buildItem(t, staff.headers, { title: 'Hujan Bulan Juni', lyrics: 'Tak ada yang lebih tabah' });
    expect((await uploadDemo(t, staff.headers, id, wavBytes(3))).statusCode).toBe(200);
    const response = await send('GET', `/api/v2/musicbank/info/id/${id}`, owner.headers);
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item).toMatchObject({
      title: 'Hujan Bulan Juni',
      lyrics: 'Tak ada yang lebih tabah',
      demo_seconds: 3,
      is_taken: false,
      own_request: null,
    });
    const demoPath = item.demo_url.replace(/^https?:\/\/[^/]+/, '');
    const whole = await t.app.inject({ method: 'GET', url: demoPath });
    expect([whole.statusCode, whole.headers['content-type'], whole.rawPayload.length]).toEqual([
      200,
      'audio/wav',
      44 + 3 * 8000 * 2,
    ]);
    const part = await t.app.inject({ method: 'GET', url: demoPath, headers: { range: 'bytes=0-11' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.toString('latin1', 8, 12)]).toEqual([
      206,
      `bytes 0-11/${44 + 3 * 8000 * 2}`,
      'WAVE',
    ]);
    const beyond = await t.app.inject({ method: 'GET', url: demoPath, headers: { range: 'bytes=99999999-' } });
    expect(beyond.statusCode).toBe(416);
    const forged = await t.app.inject({ method: 'GET', url: demoPath.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);

    await send('PUT', `/api/ops/musicbank/items/${id}`, staff.headers, {
      title: 'Hujan Bulan Juni',
      writers: ['Sapardi'],
      genre: 'pop',
      mood: 'sad',
      language: 'id',
      terms: 'Indonesia',
      fee_idr: 1,
      is_exclusive: false,
      is_listed: false,
    });
    expect((await send('GET', `/api/v2/musicbank/info/id/${id}`, owner.headers)).statusCode).toBe(404);
    expect((await send('GET', '/api/v2/musicbank/info/id/2000000000', owner.headers)).statusCode).toBe(404);
  });
});

describe('requests', () => {
  it('asks for a song at its listed fee and terms, shows it in the lists and beside the song, and tells the owners', async () => {
    const partner = await t.factories.buildSignedInUser();
    const itemId = await buildItem(t, staff.headers, { title: 'Senandung Rindu', fee_idr: 750_000 });
    const response = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: itemId,
      intended_release: RELEASE_DAY,
      message: 'Untuk album kedua kami',
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request).toMatchObject({
      status: 'on_request',
      item: { id: itemId, title: 'Senandung Rindu', writers: ['Dewi Lestari'], is_exclusive: false },
      intended_release: RELEASE_DAY,
      message: 'Untuk album kedua kami',
      fee_idr: 750_000,
      terms: 'Indonesia, 5 tahun, 50% royalti untuk penulis',
      requested_by: 'Test User',
      pay_by: null,
    });
    expect(request.reference).toBe(`MB-${request.created_at.slice(0, 4)}-${String(request.id).padStart(6, '0')}`);

    const onRequest = await send('GET', '/api/v2/musicbank/onrequest', partner.headers);
    expect(onRequest.json().data.results.map((r: { id: number }) => r.id)).toEqual([request.id]);
    const found = await send(
      'GET',
      `/api/v2/musicbank/onrequest?search=${request.reference.toLowerCase()}`,
      partner.headers,
    );
    expect(found.json().data.total).toBe(1);
    const bySong = await send('GET', '/api/v2/musicbank/onrequest?search=SENANDUNG', partner.headers);
    expect(bySong.json().data.total).toBe(1);
    expect((await send('GET', '/api/v2/musicbank/needaction', partner.headers)).json().data.total).toBe(0);
    const item = await send('GET', `/api/v2/musicbank/info/id/${itemId}`, partner.headers);
    expect(item.json().data.own_request).toEqual({ id: request.id, status: 'on_request' });
    expect(await requestNoticesOf(t, partner.companyId)).toEqual([
      `${request.reference} on_request → /comingsoon/musicbank?request=${request.id}`,
    ]);
  });

  it('refuses a release day before today in WIB, a second open request, and a song not listed', async () => {
    const partner = await t.factories.buildSignedInUser();
    const itemId = await buildItem(t, staff.headers);
    // 23:30 UTC is already the next day in Jakarta: the UTC day is past there.
    const lateEvening = new Date(`${new Date().toISOString().slice(0, 10)}T23:30:00Z`);
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const utcDay = lateEvening.toISOString().slice(0, 10);
    const jakartaDay = new Date(lateEvening.getTime() + 86_400_000).toISOString().slice(0, 10);
    const past = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: itemId,
      intended_release: utcDay,
    });
    expect([past.statusCode, past.json().errors]).toEqual([
      400,
      { intended_release: 'musicbank.intended_release.past' },
    ]);
    const today = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: itemId,
      intended_release: jakartaDay,
    });
    expect(today.statusCode).toBe(201);
    vi.useRealTimers();

    const again = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: itemId,
      intended_release: RELEASE_DAY,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'musicbank.already_requested']);
    const missing = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: 2_000_000_000,
      intended_release: RELEASE_DAY,
    });
    expect(missing.statusCode).toBe(404);
    const hidden = await buildItem(t, staff.headers, { is_listed: false });
    const unlisted = await send('POST', '/api/v2/musicbank/request', partner.headers, {
      item_id: hidden,
      intended_release: RELEASE_DAY,
    });
    expect(unlisted.statusCode).toBe(404);
    const noDay = await send('POST', '/api/v2/musicbank/request', partner.headers, { item_id: itemId });
    expect(noDay.json().errors).toEqual({ intended_release: 'musicbank.intended_release.required' });
  });

  it('lets one of two racing requests of a song by one company in', async () => {
    const partner = await t.factories.buildSignedInUser();
    const itemId = await buildItem(t, staff.headers);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/v2/musicbank/request', partner.headers, { item_id: itemId, intended_release: RELEASE_DAY }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('cancels a request on request or in need of action, and nothing once it is closed', async () => {
    const partner = await t.factories.buildSignedInUser();
    const cancel = (id: number) => send('POST', `/api/v2/musicbank/request/id/${id}/cancel`, partner.headers);
    const first = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    const cancelled = await cancel(first);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', closed_at: expect.any(String) });
    expect((await cancel(first)).json().code).toBe('musicbank.request_closed');

    const second = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    await acceptItemRequest(t, staff.headers, second);
    expect((await cancel(second)).json().data.status).toBe('cancelled');
    const declined = await requestItem(t, partner.headers, await buildItem(t, staff.headers));
    await send('POST', `/api/ops/musicbank/requests/${declined}/decline`, staff.headers, { reason: 'Sudah dipakai' });
    const refused = await cancel(declined);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'musicbank.request_closed']);

    const history = await send('GET', '/api/v2/musicbank/history', partner.headers);
    expect(history.json().data.results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [declined, 'declined'],
      [second, 'cancelled'],
      [first, 'cancelled'],
    ]);
    // Asking again after a cancellation is a new request.
    const itemOfFirst = (await send('GET', `/api/v2/musicbank/request/id/${first}`, partner.headers)).json().data.item;
    expect(await requestItem(t, partner.headers, itemOfFirst.id)).toBeGreaterThan(first);
  });

  it('answers another company’s request exactly as a missing one, on every request route', async () => {
    const mine = await t.factories.buildSignedInUser();
    const other = await t.factories.buildSignedInUser();
    const theirs = await requestItem(t, other.headers, await buildItem(t, staff.headers));
    await acceptItemRequest(t, staff.headers, theirs);
    await turnSwitch(t, staff.headers, 'paylater', true);
    const missing = 2_000_000_000;
    try {
      for (const [method, path, payload] of [
        ['GET', '/api/v2/musicbank/request/id/{id}'],
        ['POST', '/api/v2/musicbank/request/id/{id}/cancel'],
        ['GET', '/api/v2/musicbank/paylaterinfo/id/{id}'],
        ['POST', '/api/v2/musicbank/payment', { method: 'balance' }],
      ] as const) {
        const answer = async (id: number) => {
          const body = payload ? { ...payload, request_id: id } : undefined;
          const headers = { ...mine.headers, 'idempotency-key': `isolation-${id}-${path}` };
          const response = await send(method, path.replace('{id}', String(id)), headers, body);
          return [response.statusCode, response.json().code];
        };
        expect(await answer(theirs), path).toEqual(await answer(missing));
        expect(await answer(theirs), path).toEqual([404, 'not_found']);
      }
    } finally {
      await turnSwitch(t, staff.headers, 'paylater', false);
    }
    for (const list of ['onrequest', 'needaction', 'history']) {
      expect((await send('GET', `/api/v2/musicbank/${list}`, mine.headers)).json().data.total, list).toBe(0);
    }
    const theirsNow = await send('GET', `/api/v2/musicbank/request/id/${theirs}`, other.headers);
    expect(theirsNow.json().data.status).toBe('need_action');
  });
});
