import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { companyScope } from '../../db/scope.ts';
import { saveRate } from '../../ingest/engine/index.ts';
import { addAssets } from '../../ingest/engine/test-support.ts';
import { publishPeriod } from './ingest.test-support.ts';

// The official DDEX samples as shipped (see ingest/dsr/samples/README.md): excerpts of larger reports.
const SAMPLES = path.join(import.meta.dirname, '../../ingest/dsr/samples');
const sample = (part: string) => fs.readdirSync(SAMPLES).find((name) => name.includes(part)) ?? part;
const YOUTUBE = sample('YouTube');
const read = (name: string) => fs.readFileSync(path.join(SAMPLES, name), 'utf8');

describe('ops ingest: DSRs held for review', () => {
  let t: TestApp;
  let staff: { headers: Record<string, string>; companyId: number };
  let owner: number;

  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.factories.buildSignedInUser({ isDistributor: true, features: [] }, { role: 'staff' });
    await saveRate(t.db, companyScope(staff.companyId), '2015-10', 'USD', 16_000_000_000n);
    owner = await t.factories.buildCompany();
    await addAssets(t.db, owner, [{ isrc: 'USSM19803037' }, { isrc: 'USUV71101875' }, { isrc: 'USRH10903879' }]);
  });
  afterEach(() => t.close());

  const upload = (name: string, text: string) => {
    const data = new FormData();
    data.append('type', 'dsr');
    data.append('file', new Blob([text], { type: 'text/tab-separated-values' }), name);
    return t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: data });
  };
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/ops/ingest/runs/${id}`, headers: staff.headers })).json().data;
  const decide = (id: number, action: 'accept' | 'reject', payload: unknown, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/ops/ingest/runs/${id}/${action}`, headers, payload: payload as object });
  const publish = () => publishPeriod(t, staff.headers, 'dsr', '2015-10');
  const held = async () => {
    const response = await upload(YOUTUBE, read(YOUTUBE));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; status: string };
  };

  it('holds the official YouTube sample for review with each summary total beside its body, unpublished', async () => {
    const run = await held();
    expect(run).toMatchObject({ status: 'needs_review', store: 'AdSupport-music', total_rows: 6, matched_rows: 6 });
    const { checks, reviews, companies } = await detail(run.id);
    expect(reviews).toEqual([]);
    expect(companies).toEqual([expect.objectContaining({ company_id: owner, rows: 6, gross_micros: 7_000_000 })]);
    expect(
      checks.map((c: Record<string, unknown>) => [
        c.key,
        c.line,
        c.declared_usages,
        c.body_usages,
        c.declared_net_revenue_micros,
        c.body_net_revenue_micros,
        c.is_match,
      ]),
    ).toEqual([
      ['1 / PUB_2', 10, 1_036_181, 7810, 409_050_000, 2_000_000, false],
      ['1 / SOC_1', 11, 575_732, 262, 359_710_000, 0, false],
      ['1 / PUB_3', 12, 3_834_450, 93, 3_424_290_000, 3_000_000, false],
      ['1 / Residual', 13, 21_613_409, 2045, 11_570_530_000, 2_000_000, false],
    ]);
    expect(checks[0]).toMatchObject({ file: YOUTUBE, currency: 'USD' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ops/ingest/runs?status=needs_review',
      headers: staff.headers,
    });
    expect(list.json().data).toMatchObject({ total: 1, results: [{ id: run.id, status: 'needs_review' }] });
    const parsedOnly = await t.app.inject({
      method: 'GET',
      url: '/api/ops/ingest/runs?status=parsed',
      headers: staff.headers,
    });
    expect(parsedOnly.json().data).toMatchObject({ total: 0, results: [] });

    // Publishing the period skips the run in review: nothing is credited.
    expect((await publish()).json().data).toEqual({ runs: [], credits: [] });
    expect(await t.db.selectFrom('ledger_entries').selectAll().execute()).toEqual([]);
  });

  it('accepts a held run with a reason, keeps who and when, then publishes it as usual', async () => {
    const run = await held();
    const accepted = await decide(run.id, 'accept', {
      reason: '  Excerpt of the full Q4 report; body checked by hand.  ',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: run.id, status: 'parsed' });
    const { reviews, checks } = await detail(run.id);
    expect(reviews).toEqual([
      {
        decision: 'accepted',
        reason: 'Excerpt of the full Q4 report; body checked by hand.',
        reviewer_name: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    expect(reviews[0].reviewer_name).not.toBe('');
    expect(checks).toHaveLength(4);

    const again = await decide(run.id, 'accept', { reason: 'twice' });
    expect(again.json()).toMatchObject({ status: 409, code: 'ingest.not_in_review' });
    expect((await decide(run.id, 'reject', { reason: 'too late' })).statusCode).toBe(409);

    const published = await publish();
    expect(published.json().data).toMatchObject({ runs: [run.id], credits: [{ company_id: owner, is_new: true }] });
  });

  it('rejects a held run with a reason: its rows are gone, the reason stays, and the file may come again', async () => {
    const run = await held();
    const rejected = await decide(run.id, 'reject', { reason: 'Wrong territory' });
    expect(rejected.json().data).toMatchObject({ id: run.id, status: 'rejected' });
    const after = await detail(run.id);
    expect(after.companies).toEqual([]);
    expect(after.reviews).toMatchObject([{ decision: 'rejected', reason: 'Wrong territory' }]);
    expect(await t.db.selectFrom('revenue_rollups').selectAll().where('run_id', '=', run.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('usage_fact_blocks').selectAll().where('run_id', '=', run.id).execute()).toEqual([]);
    expect((await decide(run.id, 'accept', { reason: 'changed my mind' })).statusCode).toBe(409);
    expect((await publish()).json().data).toEqual({ runs: [], credits: [] });

    const again = await upload(YOUTUBE, read(YOUTUBE));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'needs_review' });
  });

  it('refuses a decision without a reason (400), from a partner (403) and on an unknown run (404)', async () => {
    const run = await held();
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await decide(run.id, 'accept', body);
      expect(response.json()).toMatchObject({ status: 400, errors: { reason: 'ingest.review.reason.required' } });
    }
    const bidi = await decide(run.id, 'reject', { reason: 'ok \u202e' });
    expect(bidi.json()).toMatchObject({ status: 400, errors: { reason: 'validation.text.bidi_override' } });
    const partner = await t.factories.buildSignedInUser();
    expect((await decide(run.id, 'accept', { reason: 'mine' }, partner.headers)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/ops/ingest/runs/${run.id}/accept`,
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await decide(999_999, 'accept', { reason: 'x' })).statusCode).toBe(404);
    expect((await detail(run.id)).run.status).toBe('needs_review');
  });

  it('lets one of two decisions at once win; the other answers 409', async () => {
    const run = await held();
    const responses = await Promise.all([
      decide(run.id, 'accept', { reason: 'fine' }),
      decide(run.id, 'reject', { reason: 'not fine' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(run.id)).reviews).toHaveLength(1);
  });

  it('refuses a decision on a run that was never held (a parsed or failed run)', async () => {
    const broken = await upload(sample('1of1_2015'), read(sample('1of1_2015')));
    expect((await decide(broken.json().data.id, 'accept', { reason: 'x' })).json()).toMatchObject({
      status: 409,
      code: 'ingest.not_in_review',
    });
  });

  it('replaces a run in review when a corrected file of the same store and period comes', async () => {
    const run = await held();
    const corrected = read(YOUTUBE).replace('\t409.05\tPUB_2', '\t409.06\tPUB_2');
    const next = await upload(YOUTUBE, corrected);
    expect(next.json().data).toMatchObject({ status: 'needs_review' });
    expect((await detail(run.id)).run.status).toBe('replaced');
  });

  it('still fails structural faults with their line numbers: the AdSupport samples and a bad FOOT count', async () => {
    // Undeclared SY03/RE01/AS02 records and a FOOT of 123 lines for 7: not an excerpt, a broken file.
    const single = await upload(sample('1of1_2015'), read(sample('1of1_2015')));
    expect(single.json().data).toMatchObject({
      status: 'failed',
      errors: [{ code: 'undeclared_record', line: 4 }],
    });
    // An upload is one file, so either half of the 1of2 + 2of2 pair alone misses its other part.
    for (const part of ['_1of2_', '_2of2_']) {
      const half = await upload(sample(part), read(sample(part)));
      expect(half.json().data).toMatchObject({ status: 'failed', errors: [{ code: 'missing_part' }] });
    }
    const badFoot = read(YOUTUBE).replace('FOOT\t35\t35', 'FOOT\t36\t35');
    const foot = await upload(YOUTUBE, badFoot);
    expect(foot.json().data).toMatchObject({ status: 'failed', errors: [{ code: 'foot_mismatch', line: 35 }] });
    const orphan = read(YOUTUBE).replace('SU03.01\t2\tU1\t1\t', 'SU03.01\t2\tU1\t9\t');
    const lines = await upload(YOUTUBE, orphan);
    expect(lines.json().data).toMatchObject({ status: 'failed', errors: [{ code: 'summary_mismatch', line: 22 }] });
  });
});
