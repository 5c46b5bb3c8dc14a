import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { publishPeriod, setUpStaffRun } from './ingest.test-support.ts';

describe('ops ingest API', () => {
  let t: TestApp;
  let staff: { headers: Record<string, string> };
  let form: () => FormData;
  let owner: number;

  beforeEach(async () => {
    t = await createTestApp();
    ({ staff, form, owner } = await setUpStaffRun(t));
  });
  afterEach(() => t.close());

  it('refuses without a session and for a partner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/ingest/runs' })).statusCode).toBe(401);
    const partner = await t.factories.buildSignedInUser();
    const response = await t.app.inject({ method: 'GET', url: '/api/ops/ingest/runs', headers: partner.headers });
    expect(response.statusCode).toBe(403);
  });

  it('uploads, reviews, resolves and publishes a report', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ingest',
      headers: staff.headers,
      payload: form(),
    });
    expect(upload.statusCode).toBe(201);
    const run = upload.json().data;
    expect(run).toMatchObject({ status: 'parsed', total_rows: 6, matched_rows: 5, unmatched_rows: 1 });
    expect(fs.readdirSync(`${t.config.dataDir}/ingest`)).toHaveLength(1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ingest',
      headers: staff.headers,
      payload: form(),
    });
    expect(again.json()).toMatchObject({ already_ingested: true, data: { id: run.id } });

    const list = await t.app.inject({ method: 'GET', url: '/api/ops/ingest/runs', headers: staff.headers });
    expect(list.json().data).toMatchObject({ total: 1, results: [{ id: run.id }] });

    const publish = () => publishPeriod(t, staff.headers, 'youtube', '2026-10');
    expect((await publish()).json()).toMatchObject({ status: 409, code: 'ingest.unmatched_open' });

    const unmatched = await t.app.inject({
      method: 'GET',
      url: `/api/ops/ingest/unmatched?run=${run.id}`,
      headers: staff.headers,
    });
    const [row] = unmatched.json().data.results;
    expect(row).toMatchObject({ status: 'open', line: 7 });
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/ops/ingest/unmatched/${row.id}`,
      headers: staff.headers,
      payload: { action: 'assign', company_id: owner },
    });
    expect(assign.json().data).toMatchObject({ status: 'assigned', assigned_company_id: owner });

    const detail = await t.app.inject({ method: 'GET', url: `/api/ops/ingest/runs/${run.id}`, headers: staff.headers });
    expect(detail.json().data.totals).toMatchObject({ is_balanced: true });
    expect(detail.json().data.companies).toEqual([expect.objectContaining({ company_id: owner, rows: 6 })]);

    const published = await publish();
    expect(published.statusCode).toBe(200);
    const [credit] = published.json().data.credits;
    expect(credit).toMatchObject({ company_id: owner, is_new: true });
    expect((await publish()).json().data.credits).toEqual([]);
    // The credit is in the money audit log once, with the staff member who published it.
    const audit = await t.db.selectFrom('money_audit').selectAll().where('company_id', '=', owner).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'credit',
        account: 'youtube',
        subject: 'youtube 2026-10',
        actor_user_id: expect.any(Number),
      }),
    ]);
    expect([Number(audit[0]?.amount_idr), Number(audit[0]?.balance_after_idr)]).toEqual([
      credit.amount_idr,
      credit.amount_idr,
    ]);
  });

  it('brings the Networkplace figures of the companies it credits up to date', async () => {
    const user = await t.factories.buildUser(owner);
    const headers = { 'x-authorization': `Bearer ${await t.factories.signIn(user.email)}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/profile/networkplace',
      headers,
      payload: {
        display_name: 'Rani Kusuma',
        profession: 'artist',
        skills: [],
        industry: 'music',
        visibility: 'public',
        bio: '',
        artist_label: '',
      },
    });
    expect(saved.json().data.stats).toMatchObject({ is_verified: false, as_of: null, top_videos: [] });

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ops/ingest',
      headers: staff.headers,
      payload: form(),
    });
    const [row] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/ops/ingest/unmatched?run=${upload.json().data.id}`,
        headers: staff.headers,
      })
    ).json().data.results;
    await t.app.inject({
      method: 'POST',
      url: `/api/ops/ingest/unmatched/${row.id}`,
      headers: staff.headers,
      payload: { action: 'assign', company_id: owner },
    });
    const published = await publishPeriod(t, staff.headers, 'youtube', '2026-10');
    expect(published.statusCode).toBe(200);

    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/profile/networkplace', headers });
    const { stats } = profile.json().data;
    expect(stats).toMatchObject({ is_verified: true, as_of: '2026-10-31', total_assets: 5 });
    expect(stats.top_videos.length).toBeGreaterThan(0);
  });

  it('answers two uploads of the same file at once like two in a row', async () => {
    const upload = () =>
      t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: form() });
    const responses = await Promise.all([upload(), upload(), upload()]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const [run] = responses.filter((r) => r.statusCode === 201).map((r) => r.json().data);
    for (const again of responses.filter((r) => r.statusCode === 200)) {
      expect(again.json()).toMatchObject({ already_ingested: true, data: { id: run.id, status: 'parsed' } });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/ops/ingest/runs', headers: staff.headers });
    expect(list.json().data).toMatchObject({ total: 1, results: [{ id: run.id, matched_rows: 5 }] });
  });

  it('answers 400 for a bad type and 404 for an unknown run', async () => {
    const bad = form();
    bad.set('type', 'radio');
    const upload = await t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: bad });
    expect(upload.json()).toMatchObject({ status: 400, errors: { type: expect.any(String) } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/ops/ingest/runs/999', headers: staff.headers });
    expect(missing.statusCode).toBe(404);
  });
});
