import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { PERIOD } from '../../ingest/engine/test-support.ts';
import { rescale } from '../../ingest/money.ts';
import { JOOX_LIKE_MAPPING, storeFixtureCsv, storeFixtureTotals } from '../../ingest/store/index.ts';
import { publishPeriod, setUpStaffRun } from './ingest.test-support.ts';

const STORE = 'Toko Uji';
/** A TSV in US dollars with comma decimals and day dates, so every field of the mapping matters. */
const MAPPING = { ...JOOX_LIKE_MAPPING, store: STORE, currency: 'USD' };
const FIXTURE = { rows: 9, period: PERIOD, scale: 6 };

describe('ops ingest settings API: store mappings and exchange rates', () => {
  let t: TestApp;
  let staff: { id: number; headers: Record<string, string> };
  let form: () => FormData;

  beforeEach(async () => {
    t = await createTestApp();
    ({ staff, form } = await setUpStaffRun(t));
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
  const putMapping = (mapping: object, store = STORE) =>
    call('PUT', `/api/ops/ingest/store-mappings/${encodeURIComponent(store)}`, mapping);
  const putRate = (rate: string, currency = 'USD', period = PERIOD) =>
    call('PUT', `/api/ops/ingest/rates/${period}`, { currency, rate });

  function uploadStoreFile() {
    const data = new FormData();
    data.append('type', 'store');
    data.append('store', STORE);
    data.append('file', new Blob([[...storeFixtureCsv(MAPPING, FIXTURE)].join('')]), 'toko-uji.tsv');
    return t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: data });
  }

  it('refuses every route without a session and for a partner', async () => {
    const partner = await t.factories.buildSignedInUser();
    const routes = [
      { method: 'GET', url: '/api/ops/ingest/store-mappings' },
      { method: 'PUT', url: `/api/ops/ingest/store-mappings/${STORE}`, payload: MAPPING },
      { method: 'DELETE', url: `/api/ops/ingest/store-mappings/${STORE}` },
      { method: 'GET', url: '/api/ops/ingest/rates' },
      { method: 'PUT', url: `/api/ops/ingest/rates/${PERIOD}`, payload: { currency: 'USD', rate: '1' } },
    ] as const;
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      const asPartner = await t.app.inject({ ...route, headers: partner.headers });
      expect(asPartner.json(), `${route.method} ${route.url}`).toMatchObject({
        status: 403,
        code: 'permission_denied',
      });
    }
    expect(await t.db.selectFrom('store_mappings').select('store').where('store', '=', STORE).execute()).toEqual([]);
  });

  it('saves, lists, replaces and deletes a store mapping, and a store upload reads the file with it', async () => {
    expect((await uploadStoreFile()).json()).toMatchObject({ status: 400, code: 'validation_failed' });

    const saved = await putMapping({ ...MAPPING, decimalSeparator: '.' });
    expect(saved.statusCode).toBe(200);
    expect((await putMapping(MAPPING)).json().data).toEqual(MAPPING);
    const list = (await call('GET', '/api/ops/ingest/store-mappings')).json().data.results;
    expect(list.map((row: { mapping: { store: string } }) => row.mapping.store)).toEqual([STORE]);
    expect(list[0]).toEqual({ mapping: MAPPING, updated_at: expect.any(String) });

    const upload = await uploadStoreFile();
    expect(upload.statusCode).toBe(201);
    const { rowMicros } = storeFixtureTotals(MAPPING, FIXTURE);
    expect(upload.json().data).toMatchObject({
      status: 'parsed',
      store: STORE,
      period: PERIOD,
      total_rows: FIXTURE.rows,
      error_rows: 0,
      total_micros: Number(rowMicros),
      total_idr: Number(rescale(rowMicros * 16_000_000_000n, 12, 0)),
    });

    expect((await call('DELETE', `/api/ops/ingest/store-mappings/${encodeURIComponent(STORE)}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/ops/ingest/store-mappings/${encodeURIComponent(STORE)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/ops/ingest/store-mappings')).json().data.results).toEqual([]);
  });

  it('answers 400 with the fields of an invalid mapping', async () => {
    const { currency: _fixed, ...noCurrency } = MAPPING;
    expect((await putMapping(noCurrency)).json()).toMatchObject({
      status: 400,
      errors: { currency: expect.any(String) },
    });
    const badDelimiter = await putMapping({ ...MAPPING, delimiter: '|' });
    expect(badDelimiter.json()).toMatchObject({ status: 400, errors: { delimiter: expect.any(String) } });
    const noRevenue = await putMapping({ ...MAPPING, columns: { ...MAPPING.columns, revenue: ' ' } });
    expect(noRevenue.json()).toMatchObject({ status: 400, errors: { 'columns.revenue': expect.any(String) } });
    const otherStore = await putMapping(MAPPING, 'Toko Lain');
    expect(otherStore.json()).toMatchObject({ errors: { store: 'ingest.mappings.errors.storeMismatch' } });
    expect((await call('GET', '/api/ops/ingest/store-mappings')).json().data.results).toEqual([]);
  });

  it('keeps rates as exact decimals and converts an uploaded YouTube USD report at the saved rate', async () => {
    expect((await putRate('16250.123457')).statusCode).toBe(200);
    const created = await putRate('0.000001', 'JPY', '2026-11');
    expect(created.statusCode).toBe(201);
    const rows = await t.db.selectFrom('fx_rates').select(['period', 'currency', 'rate_scaled']).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { period: PERIOD, currency: 'USD', rate_scaled: 16_250_123_457 },
        { period: '2026-11', currency: 'JPY', rate_scaled: 1 },
      ]),
    );
    expect((await call('GET', '/api/ops/ingest/rates')).json().data.results).toEqual([
      { period: '2026-11', currency: 'JPY', rate: '0.000001', is_published: false },
      { period: PERIOD, currency: 'USD', rate: '16250.123457', is_published: false },
    ]);

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ingest',
      headers: staff.headers,
      payload: form(),
    });
    const run = upload.json().data;
    expect(run.total_micros).toBeGreaterThan(0);
    expect(run.total_idr).toBe(Number(rescale(BigInt(run.total_micros) * 16_250_123_457n, 12, 0)));
  });

  it('audits each change of a rate with the staff user who made it on the staff page', async () => {
    expect((await putRate('16250')).statusCode).toBe(200);
    expect((await putRate('16250.000')).statusCode).toBe(200);
    expect((await putRate('0.5', 'JPY')).statusCode).toBe(201);
    const audit = await t.db
      .selectFrom('fx_rate_audit')
      .select(['actor_user_id', 'via', 'period', 'currency', 'rate_before_scaled', 'rate_after_scaled'])
      .orderBy('id')
      .execute();
    // The second save changed nothing, so it left no row.
    const ops = { actor_user_id: staff.id, via: 'ops', period: PERIOD };
    expect(audit).toEqual([
      { ...ops, currency: 'USD', rate_before_scaled: 16_000_000_000, rate_after_scaled: 16_250_000_000 },
      { ...ops, currency: 'JPY', rate_before_scaled: null, rate_after_scaled: 500_000 },
    ]);
  });

  it('answers 400 for rates that are not plain decimals, an IDR rate and a bad period', async () => {
    for (const rate of ['1e4', '16,250', '-1', '0', '0.0000001', '16250.', ' 1', '1234567890', 16250]) {
      const response = await call('PUT', `/api/ops/ingest/rates/${PERIOD}`, { currency: 'USD', rate });
      expect(response.json(), String(rate)).toMatchObject({ status: 400, errors: { rate: expect.any(String) } });
    }
    expect((await putRate('1', 'IDR')).json()).toMatchObject({ errors: { currency: 'ingest.rates.errors.idr' } });
    expect((await putRate('1', 'usd')).json()).toMatchObject({ errors: { currency: 'ingest.rates.errors.currency' } });
    expect((await putRate('1', 'USD', '2026-13')).json()).toMatchObject({
      status: 400,
      errors: { period: expect.any(String) },
    });
  });

  it('refuses to change a rate of a published period, but takes the same rate and a new currency', async () => {
    const run = (
      await t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: form() })
    ).json().data;
    const unmatched = await call('GET', `/api/ops/ingest/unmatched?run=${run.id}`);
    for (const row of unmatched.json().data.results) {
      await t.app.inject({
        method: 'POST',
        url: `/api/ops/ingest/unmatched/${row.id}`,
        headers: staff.headers,
        payload: { action: 'not_ours' },
      });
    }
    const publish = await publishPeriod(t, staff.headers, 'youtube', PERIOD);
    expect(publish.statusCode).toBe(200);

    expect((await putRate('17000')).json()).toMatchObject({ status: 409, code: 'ingest.period_published' });
    expect((await putRate('16000.000')).json().data).toEqual({
      period: PERIOD,
      currency: 'USD',
      rate: '16000',
      is_published: true,
    });
    expect((await putRate('19000.5', 'EUR')).statusCode).toBe(201);
    const rates = await t.db.selectFrom('fx_rates').select(['currency', 'rate_scaled']).orderBy('currency').execute();
    expect(rates).toEqual([
      { currency: 'EUR', rate_scaled: 19_000_500_000 },
      { currency: 'USD', rate_scaled: 16_000_000_000 },
    ]);
  });
});
