import { ANALYTICS_WINDOWS, type AnalyticsWindow, resolveAnalyticsWindow } from '@irama/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { addAssets, setUpDistributor } from '../../ingest/engine/test-support.ts';
import { daysOf, type FixtureRow, fixtureRows, ingestFixture } from './testing/analytics-fixture.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

let owner: Signed;
let other: Signed;
let noYoutube: Signed;
let noData: Signed;
let rows: FixtureRow[];

const AS_OF = '2026-11-20';
const ASSETS = '/asset-analytic/api/v2/assets';
const CHANNELS = '/api/v2/channels';
// A1 and A2 are in project "Album Senja" on channel UCa; A3 is "Nadia Official" on UCn; B1 is another company's.
const MINE = [
  { item: 'A1', channel: 'UCa', weight: 5 },
  { item: 'A2', channel: 'UCa', weight: 3 },
  { item: 'A3', channel: 'UCn', weight: 2 },
];
/** What the info and top lists tell of asset A1, as the fixture catalogues it. */
const A1_INFO = {
  asset_id: 'A1',
  title: 'Senja di Kuta',
  artist: 'Raka',
  asset_label: 'Album Senja',
  channel_id: 'UCa',
  upload: null,
};
const THEIRS = [{ item: 'B1', channel: 'UCb', weight: 7 }];

const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
const data = async (url: string, headers = owner.headers) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

type Pick = (row: FixtureRow) => boolean;
/** The fixture's sums over days, as the rollups must hold them. */
function expected(feed: FixtureRow['feed'], from: string, to: string, pick: Pick = () => true) {
  const picked = rows.filter(
    (row) => row.feed === feed && row.breakdown === 'total' && row.day >= from && row.day <= to && pick(row),
  );
  const sum = (key: 'views' | 'watch_seconds' | 'revenue_micros' | 'subscribers_gained' | 'subscribers_lost') =>
    picked.reduce((total, row) => total + row[key], 0);
  const views = sum('views');
  return {
    views,
    watch_seconds: sum('watch_seconds'),
    revenue_micros: sum('revenue_micros'),
    subscribers_gained: sum('subscribers_gained'),
    subscribers_lost: sum('subscribers_lost'),
    subscribers_net: sum('subscribers_gained') - sum('subscribers_lost'),
    average_view_seconds: views > 0 ? Math.round(sum('watch_seconds') / views) : 0,
  };
}
const isMine = (row: FixtureRow) => row.item !== 'B1' && row.item !== 'UCb';

beforeAll(async () => {
  await setUpDistributor(t.db);
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  noYoutube = await t.factories.buildSignedInUser({ services: ['music', 'dsp'] });
  noData = await t.factories.buildSignedInUser();
  await addAssets(t.db, owner.companyId, [
    { asset_id: 'A1', channel_id: 'UCa', asset_label: 'Album Senja' },
    { asset_id: 'A2', channel_id: 'UCa', asset_label: 'Album Senja|Kompilasi' },
    { asset_id: 'A3', channel_id: 'UCn', asset_label: 'Nadia Official' },
    { asset_id: 'A9', channel_id: 'UCa', asset_label: 'Album_Senja' },
  ]);
  await t.db
    .updateTable('youtube_assets')
    .set({ title: 'Senja di Kuta', artist: 'Raka' })
    .where('asset_id', '=', 'A1')
    .execute();
  // A3 is a cover someone else uploaded, which Content ID claimed for the company.
  await t.db
    .updateTable('youtube_assets')
    .set({ uploader: 'Rizky Akustik', upload_kind: 'cover' })
    .where('asset_id', '=', 'A3')
    .execute();
  await addAssets(t.db, other.companyId, [{ asset_id: 'B1', channel_id: 'UCb', asset_label: 'Rahasia' }]);
  const days = daysOf('2026-09-25', AS_OF);
  const channels = [
    { item: 'UCa', channel: 'UCa', weight: 11 },
    { item: 'UCn', channel: 'UCn', weight: 4 },
    { item: 'UCb', channel: 'UCb', weight: 9 },
  ];
  rows = [...fixtureRows('asset', [...MINE, ...THEIRS], days), ...fixtureRows('channel', channels, days)];
  await ingestFixture(t.db, rows);
});

describe('asset analytics', () => {
  it('lists the projects, the assets with data and the last day the feed reached', async () => {
    const info = await data(`${ASSETS}/info`);
    expect(info.as_of).toBe(AS_OF);
    expect(info.projects).toEqual([
      { asset_label: 'Album Senja', assets: 2 },
      { asset_label: 'Album_Senja', assets: 1 },
      { asset_label: 'Nadia Official', assets: 1 },
    ]);
    expect(info.assets.map((asset: { asset_id: string }) => asset.asset_id)).toEqual(['A1', 'A2', 'A3']);
    expect(info.assets[0]).toEqual(A1_INFO);
    expect(info.assets[2]).toMatchObject({ asset_id: 'A3', upload: { by: 'Rizky Akustik', kind: 'cover' } });
  });

  it.each(ANALYTICS_WINDOWS)('sums the company’s assets over %s and the range before it', async (window) => {
    const summary = await data(`${ASSETS}/summary?filter_periode=${window}`);
    const range = resolveAnalyticsWindow(window, AS_OF);
    expect(summary.range).toEqual(range);
    expect(summary.current).toEqual(expected('asset', range.from, range.to, isMine));
    expect(summary.previous).toEqual(expected('asset', range.previous_from, range.previous_to, isMine));
    expect(summary.current.views).toBeGreaterThan(0);
  });

  it('reads the last 28 days when no period is given', async () => {
    const summary = await data(`${ASSETS}/summary`);
    expect(summary.range.filter_periode).toBe('last_28_days');
    expect(summary.range.from).toBe('2026-10-24');
  });

  it('answers every day of the range, zeros where the feed has none', async () => {
    const series = await data(`${ASSETS}/analytic?filter_periode=last_60_days`);
    const range = resolveAnalyticsWindow('last_60_days', AS_OF);
    expect(series.days).toHaveLength(60);
    expect(series.days[0].day).toBe(range.from);
    expect(series.days.at(-1).day).toBe(AS_OF);
    // The fixture starts on 25 September: the days before it are there, as zeros.
    expect(
      series.days.filter((day: { views: number }) => day.views === 0).map((day: { day: string }) => day.day),
    ).toEqual(daysOf(range.from, '2026-09-24'));
    for (const day of series.days) {
      expect(day).toEqual({ day: day.day, ...expected('asset', day.day, day.day, isMine) });
    }
  });

  it('narrows to a project, an asset or a channel of the company', async () => {
    const range = resolveAnalyticsWindow('last_7_days', AS_OF);
    const current = async (query: string) =>
      (await data(`${ASSETS}/summary?filter_periode=last_7_days&${query}`)).current;
    const inProject = (row: FixtureRow) => row.item === 'A1' || row.item === 'A2';
    expect(await current('asset_label=Album%20Senja')).toEqual(expected('asset', range.from, range.to, inProject));
    expect(await current('asset_id=A3')).toEqual(expected('asset', range.from, range.to, (row) => row.item === 'A3'));
    expect(await current('channel_id=UCn')).toEqual(
      expected('asset', range.from, range.to, (row) => row.item === 'A3'),
    );
    expect(await current('asset_label=Album%20Senja&asset_id=A2')).toEqual(
      expected('asset', range.from, range.to, (row) => row.item === 'A2'),
    );
    // The project "Album_Senja" exists but has no data: zeros, not another project's figures.
    expect((await current('asset_label=Album_Senja')).views).toBe(0);
  });

  it('ranks the top assets by revenue and the top videos by views, named from the catalogue', async () => {
    const top = await data(`${ASSETS}/top?filter_periode=last_28_days&limit=2`);
    const range = resolveAnalyticsWindow('last_28_days', AS_OF);
    expect(top.range).toEqual(range);
    const a1 = expected('asset', range.from, range.to, (row) => row.item === 'A1');
    expect(top.assets).toHaveLength(2);
    expect(top.assets[0]).toEqual({
      ...A1_INFO,
      views: a1.views,
      watch_seconds: a1.watch_seconds,
      revenue_micros: a1.revenue_micros,
    });
    expect(top.videos.map((row: { asset_id: string }) => row.asset_id)).toEqual(['A1', 'A2']);
    const oneChannel = await data(`${ASSETS}/top?channel_id=UCn`);
    expect(oneChannel.assets.map((row: { asset_id: string }) => row.asset_id)).toEqual(['A3']);
    // Someone else's upload says whose it is wherever the top lists show it.
    expect(oneChannel.videos[0]?.upload).toEqual({ by: 'Rizky Akustik', kind: 'cover' });
  });

  it('breaks the audience down by country, and in Indonesia by traffic, gender, age and system', async () => {
    const detail = await data(`${ASSETS}/detail?filter_periode=this_month&asset_id=A1`);
    const range = resolveAnalyticsWindow('this_month', AS_OF);
    const pick = (breakdown: FixtureRow['breakdown'], key: keyof FixtureRow, value: string) =>
      rows
        .filter(
          (row) =>
            row.feed === 'asset' &&
            row.item === 'A1' &&
            row.breakdown === breakdown &&
            row[key] === value &&
            row.day >= range.from &&
            row.day <= range.to,
        )
        .reduce((sum, row) => sum + row.views, 0);
    expect(detail.breakdown_country).toBe('ID');
    expect(detail.countries.map((share: { key: string; views: number }) => [share.key, share.views])).toEqual([
      ['ID', pick('total', 'country', 'ID')],
      ['MY', pick('total', 'country', 'MY')],
    ]);
    expect(detail.traffic_sources).toEqual([
      expect.objectContaining({ key: 'YT_SEARCH', views: pick('traffic_source', 'traffic_source', 'YT_SEARCH') }),
      expect.objectContaining({ key: 'SUBSCRIBER', views: pick('traffic_source', 'traffic_source', 'SUBSCRIBER') }),
    ]);
    expect(detail.genders.map((share: { key: string }) => share.key)).toEqual(['MALE', 'FEMALE']);
    expect(detail.age_groups.map((share: { key: string; views: number }) => [share.key, share.views])).toEqual([
      ['AGE_18_24', pick('demographic', 'age_group', 'AGE_18_24')],
      ['AGE_25_34', pick('demographic', 'age_group', 'AGE_25_34')],
    ]);
    expect(detail.operating_systems).toEqual([
      expect.objectContaining({ key: 'ANDROID', views: pick('total', 'country', 'ID') }),
    ]);
  });

  it('names one asset of the company', async () => {
    expect(await data(`${ASSETS}/info/id/A2`)).toEqual({
      asset_id: 'A2',
      title: null,
      artist: null,
      asset_label: 'Album Senja',
      channel_id: 'UCa',
      upload: null,
    });
  });
});

describe('channel analytics', () => {
  it('lists the company’s channels and the last day the feed reached', async () => {
    const info = await data(`${CHANNELS}/info`);
    expect(info.as_of).toBe(AS_OF);
    expect(info.channels).toEqual([
      { channel_id: 'UCa', title: 'Raka', assets: 3 },
      { channel_id: 'UCn', title: null, assets: 1 },
    ]);
  });

  it.each(ANALYTICS_WINDOWS)('sums the channels over %s, all or one', async (window: AnalyticsWindow) => {
    const range = resolveAnalyticsWindow(window, AS_OF);
    const all = await data(`${CHANNELS}/summary?filter_periode=${window}`);
    expect(all.range).toEqual(range);
    expect(all.current).toEqual(expected('channel', range.from, range.to, isMine));
    expect(all.previous).toEqual(expected('channel', range.previous_from, range.previous_to, isMine));
    const one = await data(`${CHANNELS}/summary?filter_periode=${window}&channel_id=UCn`);
    expect(one.current).toEqual(expected('channel', range.from, range.to, (row) => row.item === 'UCn'));
  });

  it('answers the daily series, the audience and the channel’s top videos', async () => {
    const series = await data(`${CHANNELS}/analytic?filter_periode=last_7_days&channel_id=UCa`);
    expect(series.days.map((day: { day: string }) => day.day)).toEqual(daysOf('2026-11-14', AS_OF));
    expect(series.days[0].views).toBe(
      expected('channel', '2026-11-14', '2026-11-14', (row) => row.item === 'UCa').views,
    );
    const audience = await data(`${CHANNELS}/data?filter_periode=last_7_days&channel_id=UCa`);
    const total = expected('channel', '2026-11-14', AS_OF, (row) => row.item === 'UCa').views;
    expect(audience.countries.reduce((sum: number, share: { views: number }) => sum + share.views, 0)).toBe(total);
    expect(audience.operating_systems[0].key).toBe('ANDROID');
    const top = await data(`${CHANNELS}/top?filter_periode=last_7_days&channel_id=UCa`);
    expect(top.videos.map((row: { asset_id: string }) => row.asset_id)).toEqual(['A1', 'A2']);
  });

  it('names one channel of the company', async () => {
    expect(await data(`${CHANNELS}/info/id/UCa`)).toEqual({ channel_id: 'UCa', title: 'Raka', assets: 3 });
  });
});

describe('who may read analytics', () => {
  const endpoints = [
    `${ASSETS}/info`,
    `${ASSETS}/summary`,
    `${ASSETS}/analytic`,
    `${ASSETS}/top`,
    `${ASSETS}/detail`,
    `${ASSETS}/info/id/A1`,
    `${CHANNELS}/info`,
    `${CHANNELS}/summary`,
    `${CHANNELS}/analytic`,
    `${CHANNELS}/top`,
    `${CHANNELS}/data`,
    `${CHANNELS}/info/id/UCa`,
  ];

  it.each(endpoints)('%s needs a session', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each(endpoints)('%s is not there for a company without YouTube', async (url) => {
    const response = await get(url, noYoutube.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each([
    `${ASSETS}/summary?asset_id=B1`,
    `${ASSETS}/analytic?asset_id=B1`,
    `${ASSETS}/top?channel_id=UCb`,
    `${ASSETS}/detail?asset_id=B1`,
    `${ASSETS}/summary?asset_label=Rahasia`,
    `${ASSETS}/info/id/B1`,
    `${CHANNELS}/summary?channel_id=UCb`,
    `${CHANNELS}/top?channel_id=UCb`,
    `${CHANNELS}/data?channel_id=UCb`,
    `${CHANNELS}/info/id/UCb`,
  ])('%s: another company’s id answers like a missing one', async (url) => {
    const theirs = await get(url);
    const missing = await get(url.replace(/B1|UCb|Rahasia/, 'ZZ404'));
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().code).toBe(missing.json().code);
  });

  it('the other company reads only its own figures', async () => {
    const range = resolveAnalyticsWindow('last_7_days', AS_OF);
    const summary = await data(`${ASSETS}/summary?filter_periode=last_7_days`, other.headers);
    expect(summary.current).toEqual(expected('asset', range.from, range.to, (row) => row.item === 'B1'));
  });

  it.each([
    [`${ASSETS}/summary?filter_periode=last_year`, 'validation.invalid'],
    [`${CHANNELS}/analytic?filter_periode=7`, 'validation.invalid'],
    [`${ASSETS}/top?limit=500`, 'validation.invalid'],
    [`${CHANNELS}/top?limit=x`, 'validation.type'],
  ])('%s is refused with a translated key', async (url, key) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain(key);
  });

  it('answers a company without data yet with no range, for the screen to say so', async () => {
    expect((await data(`${ASSETS}/summary`, noData.headers)).range).toBeNull();
    expect((await data(`${CHANNELS}/analytic`, noData.headers)).days).toEqual([]);
    expect(await data(`${ASSETS}/info`, noData.headers)).toEqual({ as_of: null, projects: [], assets: [] });
  });
});

// Last: these add to the feeds and the catalogue the tests above read.
describe('answers kept between ingests', () => {
  it('answers two companies asking the same question each with their own figures', async () => {
    const url = `${ASSETS}/summary?filter_periode=last_28_days`;
    const range = resolveAnalyticsWindow('last_28_days', AS_OF);
    const mine = expected('asset', range.from, range.to, isMine);
    expect((await data(url)).current).toEqual(mine);
    const theirs = await data(url, other.headers);
    expect(theirs.current).toEqual(expected('asset', range.from, range.to, (row) => row.item === 'B1'));
    expect(theirs.current).not.toEqual(mine);
    expect((await data(url)).current).toEqual(mine);
  });

  it('reads a new ingest at once', async () => {
    const url = `${ASSETS}/top?filter_periode=last_7_days&limit=10`;
    expect((await data(url)).range.as_of).toBe(AS_OF);
    // A9 has had no views; a day on which it leads moves the window and the ranking.
    const added = fixtureRows('asset', [{ item: 'A9', channel: 'UCa', weight: 50 }], ['2026-11-21']);
    await ingestFixture(t.db, added);
    rows.push(...added);
    const after = await data(url);
    expect(after.range.as_of).toBe('2026-11-21');
    expect(after.videos[0].asset_id).toBe('A9');
  });

  it('reads a new catalogue row at once', async () => {
    const url = `${ASSETS}/info`;
    const labels = (info: { projects: { asset_label: string }[] }) =>
      info.projects.map((project) => project.asset_label);
    expect(labels(await data(url))).not.toContain('Kompilasi Pantai');
    await addAssets(t.db, owner.companyId, [{ asset_id: 'A10', channel_id: 'UCn', asset_label: 'Kompilasi Pantai' }]);
    expect(labels(await data(url))).toContain('Kompilasi Pantai');
  });
});
