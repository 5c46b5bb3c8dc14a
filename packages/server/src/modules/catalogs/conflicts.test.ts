import { beforeAll, describe, expect, it } from 'vitest';
import { insertAssets, insertConflict } from '../../../test/support/catalog-fixtures.ts';
import { uploadPdf } from '../../../test/support/media-upload.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { signInStaff } from '../release/testing/release-test-kit.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let owner: Signed;
let other: Signed;
let staff: { headers: Record<string, string> };
let assetRefs: number[];
let assetIds: string[];
let otherAssetId: string;
let otherConflict: number;

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const act = (payload: object, headers = owner.headers) => send('POST', '/api/v2/catalogs/conflict', headers, payload);
const detail = async (id: number, headers = owner.headers) =>
  send('GET', `/api/v2/catalogs/conflict/id/${id}`, headers);
const statusOf = async (id: number) =>
  (await t.db.selectFrom('conflicts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  staff = await signInStaff(t);
  const assets = await insertAssets(t.db, owner.companyId, 20);
  assetRefs = assets.map((asset) => asset.id);
  assetIds = assets.map((asset) => asset.asset_id ?? '');
  const [otherAsset] = await insertAssets(t.db, other.companyId, 1, 'OTH', 3);
  otherAssetId = otherAsset?.asset_id ?? '';
  otherConflict = await insertConflict(t.db, other.companyId, otherAsset?.id ?? 0);
});

describe('conflict assets', () => {
  it('lists open conflicts first by deadline, with the fields the screen shows', async () => {
    const later = await insertConflict(t.db, owner.companyId, assetRefs[0] ?? 0, { daysAgo: 1 });
    const sooner = await insertConflict(t.db, owner.companyId, assetRefs[1] ?? 0, { daysAgo: 20 });
    await insertConflict(t.db, owner.companyId, assetRefs[2] ?? 0, { status: 'won', daysAgo: 40 });
    const page = (await send('GET', '/api/v2/catalogs/conflict', owner.headers)).json().data;
    expect(page.total).toBe(3);
    expect(page.results.map((c: { id: number }) => c.id).slice(0, 2)).toEqual([sooner, later]);
    expect(page.results[0]).toMatchObject({
      status: 'open',
      conflicting_owner: 'Warner Music Indonesia',
      territories: ['ID', 'MY'],
      views: 12_345,
      active_claims: 3,
    });
    expect(page.results[0]).not.toHaveProperty('company_id');
    const searched = (await send('GET', '/api/v2/catalogs/conflict?search=warner&status=won', owner.headers)).json()
      .data;
    expect(searched.total).toBe(1);
  });

  it('accepts an open conflict once: the claim is released, the history says who, and a second action is a 409', async () => {
    const id = await insertConflict(t.db, owner.companyId, assetRefs[3] ?? 0);
    const accepted = await act({ action: 'accept', asset_id: id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'released' });
    expect(accepted.json().data.history.map((step: { kind: string }) => step.kind)).toEqual(['opened', 'accepted']);
    expect(accepted.json().data.history[1].by).toBe('Test User');
    for (const again of [
      { action: 'accept', asset_id: id },
      { action: 'counter', asset_id: id, reason: 'Milik kami' },
    ]) {
      const refused = await act(again);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('catalogs.conflict_closed');
    }
    expect(await statusOf(id)).toBe('released');
    expect((await detail(id)).json().data.history).toHaveLength(2);
  });

  it('counters with a required reason and optional evidence of the company’s own uploads', async () => {
    const id = await insertConflict(t.db, owner.companyId, assetRefs[4] ?? 0);
    const missing = await act({ action: 'counter', asset_id: id, reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: 'catalogs.conflict.reason.required' });
    const foreign = await act({
      action: 'counter',
      asset_id: id,
      reason: 'Kami pemilik master',
      evidence_url: `/media/${other.companyId}/${'a'.repeat(32)}.pdf`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ evidence_url: 'catalogs.conflict.evidence.invalid' });
    expect(await statusOf(id)).toBe('open');

    const evidence = await uploadPdf(t, owner.headers, 'kontrak.pdf');
    const countered = await act({
      action: 'counter',
      asset_id: id,
      reason: 'Kami pemilik master sejak 2019',
      evidence_url: evidence,
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data.status).toBe('appealed');
    expect(countered.json().data.history.at(-1)).toMatchObject({
      kind: 'countered',
      note: 'Kami pemilik master sejak 2019',
      evidence_url: evidence,
    });
  });

  it('answers another company’s conflict exactly like a missing one, and acting on it changes nothing', async () => {
    const missing = await detail(999_999);
    const foreign = await detail(otherConflict);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ...missing.json(), requestId: foreign.json().requestId });
    for (const payload of [
      { action: 'accept', asset_id: otherConflict },
      { action: 'counter', asset_id: otherConflict, reason: 'x' },
    ]) {
      expect((await act(payload)).statusCode).toBe(404);
    }
    expect(await statusOf(otherConflict)).toBe('open');
    const events = await t.db
      .selectFrom('conflict_events')
      .select('kind')
      .where('conflict_id', '=', otherConflict)
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['opened']);
  });

  it('expires a conflict nobody acted on within 30 days, and then takes no action', async () => {
    const id = await insertConflict(t.db, owner.companyId, assetRefs[5] ?? 0, { daysAgo: 31 });
    const shown = (await detail(id)).json().data;
    expect(shown.status).toBe('expired');
    expect(shown.history.map((step: { kind: string }) => step.kind)).toEqual(['opened', 'expired']);
    expect((await act({ action: 'accept', asset_id: id })).statusCode).toBe(409);
  });

  it('lets exactly one of two racing actions through', async () => {
    const id = await insertConflict(t.db, owner.companyId, assetRefs[6] ?? 0);
    const answers = await Promise.all([
      act({ action: 'accept', asset_id: id }),
      act({ action: 'counter', asset_id: id, reason: 'Milik kami' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const history = (await detail(id)).json().data.history;
    expect(history).toHaveLength(2);
  });
});

describe('naming a conflict by the YouTube asset id the list shows', () => {
  const listRowOf = async (id: number) => {
    const page = (await send('GET', '/api/v2/catalogs/conflict?limit=100', owner.headers)).json().data;
    return page.results.find((row: { id: number }) => row.id === id) as { id: number; asset_id: string };
  };

  it('accepts the list row’s asset_id as well as its id, acting on the open conflict of that asset', async () => {
    const byAsset = await insertConflict(t.db, owner.companyId, assetRefs[10] ?? 0);
    const row = await listRowOf(byAsset);
    expect(row.asset_id).toBe(assetIds[10]);
    const accepted = await act({ action: 'accept', asset_id: row.asset_id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: byAsset, status: 'released' });
    const byId = await insertConflict(t.db, owner.companyId, assetRefs[11] ?? 0);
    const countered = await act({ action: 'counter', asset_id: (await listRowOf(byId)).id, reason: 'Milik kami' });
    expect(countered.json().data).toMatchObject({ id: byId, status: 'appealed' });
  });

  it('names the open conflict of an asset beside its closed ones, and answers a closed one as closed', async () => {
    const old = await insertConflict(t.db, owner.companyId, assetRefs[12] ?? 0, { status: 'won', daysAgo: 60 });
    const open = await insertConflict(t.db, owner.companyId, assetRefs[12] ?? 0, { owner: 'CD Baby' });
    const countered = await act({ action: 'counter', asset_id: assetIds[12], reason: 'Rekaman kami' });
    expect(countered.json().data).toMatchObject({ id: open, status: 'appealed' });
    expect(await statusOf(old)).toBe('won');
    const refused = await act({ action: 'accept', asset_id: assetIds[12] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('catalogs.conflict_closed');
    expect(await statusOf(open)).toBe('appealed');
  });

  it('asks for the conflict’s id when the asset has two open conflicts', async () => {
    const first = await insertConflict(t.db, owner.companyId, assetRefs[13] ?? 0);
    const second = await insertConflict(t.db, owner.companyId, assetRefs[13] ?? 0, { owner: 'TuneCore' });
    const refused = await act({ action: 'accept', asset_id: assetIds[13] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ asset_id: 'catalogs.conflict.asset_ambiguous' });
    expect([await statusOf(first), await statusOf(second)]).toEqual(['open', 'open']);
    expect((await act({ action: 'accept', asset_id: second })).statusCode).toBe(200);
  });

  it('answers another company’s asset id exactly like an unknown one, and changes nothing', async () => {
    const unknown = await act({ action: 'accept', asset_id: 'A000000000000000' });
    const foreign = await act({ action: 'accept', asset_id: otherAssetId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ...unknown.json(), requestId: foreign.json().requestId });
    expect(await statusOf(otherConflict)).toBe('open');
  });

  it('answers a value that is neither a number nor text with the types it takes', async () => {
    for (const asset_id of [true, [assetIds[14]], { id: 1 }]) {
      const refused = await act({ action: 'accept', asset_id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { asset_id: 'validation.type' },
        expected: { asset_id: 'integer|string' },
      });
    }
    expect((await act({ action: 'accept' })).json().errors).toEqual({ asset_id: 'validation.required' });
  });
});

describe('staff and appeals', () => {
  it('lets staff decide an appeal once, and tells the owner the outcome', async () => {
    const id = await insertConflict(t.db, owner.companyId, assetRefs[7] ?? 0);
    expect((await act({ action: 'counter', asset_id: id, reason: 'Rekaman asli kami' })).statusCode).toBe(200);
    const queue = (await send('GET', '/api/ops/conflicts?status=appealed', staff.headers)).json().data;
    expect(queue.results.map((c: { id: number }) => c.id)).toContain(id);
    expect(queue.results[0]).toHaveProperty('company_name');
    const noNote = await send('POST', `/api/ops/conflicts/id/${id}/resolve`, staff.headers, {
      outcome: 'won',
      note: '',
    });
    expect(noNote.statusCode).toBe(400);
    const decided = await send('POST', `/api/ops/conflicts/id/${id}/resolve`, staff.headers, {
      outcome: 'won',
      note: 'Kontrak sah',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.status).toBe('won');
    expect(decided.json().data.history.map((step: { kind: string }) => step.kind)).toEqual([
      'opened',
      'countered',
      'won',
    ]);
    const again = await send('POST', `/api/ops/conflicts/id/${id}/resolve`, staff.headers, {
      outcome: 'lost',
      note: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('catalogs.appeal_not_pending');
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'additional_data'])
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(notices.map((n) => JSON.parse(n.additional_data).message)).toContainEqual({
      key: 'layout.notifications.messages.appealDecided',
      values: expect.objectContaining({ outcome: 'won' }),
    });
  });

  it('shows staff an overdue conflict as expired, expiring only that one', async () => {
    const overdue = await insertConflict(t.db, owner.companyId, assetRefs[8] ?? 0, { daysAgo: 35 });
    const alsoOverdue = await insertConflict(t.db, owner.companyId, assetRefs[9] ?? 0, { daysAgo: 33 });
    const shown = (await send('GET', `/api/ops/conflicts/id/${overdue}`, staff.headers)).json().data;
    expect(shown).toMatchObject({ status: 'expired', company_id: owner.companyId });
    expect(shown.history.map((step: { kind: string }) => step.kind)).toEqual(['opened', 'expired']);
    // A detail read expires its own conflict; the other waits for a list or its own read.
    expect(await statusOf(alsoOverdue)).toBe('open');
    expect((await detail(alsoOverdue)).json().data.status).toBe('expired');
  });

  it('keeps the staff routes from partners', async () => {
    expect((await send('GET', '/api/ops/conflicts', owner.headers)).statusCode).toBe(403);
    expect(
      (
        await send('POST', `/api/ops/conflicts/id/${otherConflict}/resolve`, owner.headers, {
          outcome: 'won',
          note: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('conflicts report import', () => {
  const upload = (csv: string) => {
    const form = multipart(csv, 'conflicts.csv', 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/conflicts/import',
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('opens conflicts for the company that owns each asset, updates live ones, and lists what it skipped', async () => {
    const assets = await t.db
      .selectFrom('youtube_assets')
      .select(['id', 'asset_id', 'company_id'])
      .where('company_id', '=', owner.companyId)
      .orderBy('id')
      .execute();
    const [a, b] = assets.slice(10);
    const csv = [
      '\ufeffasset_id,asset_title,conflicting_owner,conflicting_country_code,engaged_views_in_conflict,active_claims,conflict_start_date',
      `${a?.asset_id},Lagu A,Believe Digital,ID|MY,1200,4,${new Date().toISOString().slice(0, 10)}`,
      `${b?.asset_id},"Lagu B, Live",CD Baby,WW,300,1,`,
      'A999999999999999,Unknown,Someone,US,5,1,',
    ].join('\r\n');
    const first = await upload(csv);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      lines: 3,
      opened: 2,
      updated: 0,
      skipped: [{ line: 4, asset_id: 'A999999999999999', reason: 'unknown_asset' }],
    });
    const again = await upload(csv.replace(',1200,', ',1500,'));
    expect(again.json().data).toMatchObject({ opened: 0, updated: 2 });
    const conflict = await t.db
      .selectFrom('conflicts')
      .selectAll()
      .where('asset_ref', '=', a?.id ?? 0)
      .where('conflicting_owner', '=', 'Believe Digital')
      .executeTakeFirstOrThrow();
    expect(conflict).toMatchObject({
      company_id: owner.companyId,
      territories: 'ID MY',
      active_claims: 4,
      status: 'open',
    });
    expect(Number(conflict.views)).toBe(1500);
  });

  it('opens one conflict for an asset and owner named twice in a file, and updates it with the later line', async () => {
    const [asset] = (
      await t.db
        .selectFrom('youtube_assets')
        .select(['id', 'asset_id'])
        .where('company_id', '=', owner.companyId)
        .orderBy('id')
        .execute()
    ).slice(15);
    const response = await upload(
      [
        'asset_id,conflicting_owner,conflicting_country_code,engaged_views_in_conflict',
        `${asset?.asset_id},TuneCore,ID,10`,
        `${asset?.asset_id},TuneCore,ID MY,25`,
      ].join('\n'),
    );
    expect(response.json().data).toMatchObject({ lines: 2, opened: 1, updated: 1 });
    const rows = await t.db
      .selectFrom('conflicts')
      .selectAll()
      .where('asset_ref', '=', asset?.id ?? 0)
      .execute();
    expect(rows.map((row) => [row.territories, Number(row.views)])).toEqual([['ID MY', 25]]);
  });

  it('refuses a file with bad lines whole, naming each line, and changes nothing', async () => {
    const before = await t.db
      .selectFrom('conflicts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await upload(
      [
        'asset_id,conflicting_owner,conflicting_country_code,engaged_views_in_conflict',
        'A123,Believe,ID,12',
        'A124,,ID,12',
        'A125,Believe,Indonesia,12',
        'A126,Believe,ID,1.000',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'catalogs.import_invalid',
      errors: {
        'line:3': 'ingest.errors.codes.missing_value',
        'line:4': 'ingest.errors.codes.invalid_value',
        'line:5': 'ingest.errors.codes.invalid_number',
      },
    });
    const after = await t.db
      .selectFrom('conflicts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await upload('asset_id,owner\nA1,x')).json().errors).toEqual({
      'line:1': 'ingest.errors.codes.missing_column',
    });
  });
});
