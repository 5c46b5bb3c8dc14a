import fs from 'node:fs';
import path from 'node:path';
import { ANALYTICS_WINDOWS, type AnalyticsWindow, resolveAnalyticsWindow } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLiveRelease } from '../../../test/support/live-releases.ts';
import { type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import { ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import { setUpDistributor, tempDir } from '../../ingest/engine/test-support.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

const HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';
const GROWING = 'IDA012600001';
const BREAKING = 'IDA012600002';
const FALLING = 'IDA012600003';
const THEIRS = 'IDB012600009';
const AS_OF = '2026-11-20';

/** One feed row; every stream count is a multiple of 4 so completions (streams × rate) are exact. */
interface Row {
  day: string;
  store: string;
  isrc: string;
  country: string;
  traffic?: string;
  age?: string;
  gender?: string;
  os?: string;
  streams: number;
  listeners: number;
  saves: number;
  rate: number;
}

const DAY = 86_400_000;
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY) {
    out.push(new Date(time).toISOString().slice(0, 10));
  }
  return out;
};
const isFriday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5;

/**
 * From October 1st to November 20th: GROWING jumps from 20 to 100 streams a day in the last week (and
 * +40 on Fridays), BREAKING starts streaming in Malaysia in the last week, FALLING (the only song on
 * apple_music) drops from 80 to 8 a day. Another company streams THEIRS.
 */
function fixtureRows(): Row[] {
  const rows: Row[] = [];
  for (const day of days('2026-10-01', AS_OF)) {
    const recent = day >= '2026-11-14';
    const a = (recent ? 100 : 20) + (isFriday(day) ? 40 : 0);
    const base = { day, store: 'spotify', country: 'ID', rate: 0.5 };
    rows.push({ ...base, isrc: GROWING, streams: a, listeners: a / 2, saves: a / 10 });
    rows.push({ ...base, isrc: GROWING, traffic: 'PLAYLIST', streams: 12, listeners: 6, saves: 0 });
    rows.push({ ...base, isrc: GROWING, traffic: 'SEARCH', streams: 8, listeners: 4, saves: 0 });
    rows.push({ ...base, isrc: GROWING, gender: 'FEMALE', age: 'AGE_18_24', streams: 12, listeners: 6, saves: 0 });
    rows.push({ ...base, isrc: GROWING, gender: 'MALE', age: 'AGE_25_34', streams: 8, listeners: 4, saves: 0 });
    rows.push({ ...base, isrc: GROWING, os: 'ANDROID', streams: 16, listeners: 8, saves: 0 });
    rows.push({ ...base, isrc: GROWING, os: 'IOS', streams: 4, listeners: 2, saves: 0 });
    rows.push({ ...base, isrc: BREAKING, streams: 48, listeners: 30, saves: 4, rate: 0.25 });
    if (recent) rows.push({ ...base, isrc: BREAKING, country: 'MY', streams: 40, listeners: 20, saves: 1 });
    rows.push({ ...base, store: 'apple_music', isrc: FALLING, streams: recent ? 8 : 80, listeners: 4, saves: 0 });
    rows.push({ ...base, isrc: THEIRS, streams: 400, listeners: 100, saves: 9 });
  }
  return rows;
}

const line = (r: Row) =>
  [
    r.day.replaceAll('-', ''),
    r.store,
    r.isrc,
    '',
    r.country,
    r.traffic ?? '',
    r.age ?? '',
    r.gender ?? '',
    r.os ?? '',
    r.streams,
    r.listeners,
    r.saves,
    r.rate,
  ].join(',');

let dir: string;
let n = 0;
/** Ingests rows as one feed file per store and month, as the stores deliver them. */
async function ingest(rows: readonly Row[]) {
  const files = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.store}-${row.day.slice(0, 7)}`;
    files.set(key, [...(files.get(key) ?? []), row]);
  }
  for (const [key, list] of files) {
    n += 1;
    const file = path.join(dir, `${key}-${n}.csv`);
    fs.writeFileSync(file, `${[HEADER, ...list.map(line)].join('\n')}\n`);
    const { run } = await ingestAnalyticsFile(t.db, { path: file });
    expect(run.status).toBe('parsed');
  }
}

const rows = fixtureRows();
const isTotal = (r: Row) => !r.traffic && !r.gender && !r.age && !r.os;
const mine = (r: Row) => r.isrc !== THEIRS;
const within = (from: string, to: string) => (r: Row) => r.day >= from && r.day <= to;
const sum = (list: readonly Row[], pick: (r: Row) => number) => list.reduce((a, r) => a + pick(r), 0);
const lengthOf = (from: string, to: string) => days(from, to).length;
/** The measures the API must answer for rows over a range of `dayCount` days. */
const measures = (list: readonly Row[], dayCount: number) => {
  const streams = sum(list, (r) => r.streams);
  const completions = sum(list, (r) => r.streams * r.rate);
  return {
    streams,
    listeners: Math.round(sum(list, (r) => r.listeners) / dayCount),
    saves: sum(list, (r) => r.saves),
    completions,
    complete_rate_bps: streams > 0 ? Math.round((completions * 10_000) / streams) : null,
  };
};

let owner: Signed;
let other: Signed;
let youtubeOnly: Signed;
let musicOnly: Signed;

const get = (url: string, who: Signed = owner) => t.app.inject({ method: 'GET', url, headers: who.headers });
const data = async (url: string, who: Signed = owner) => {
  const response = await get(url, who);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  dir = tempDir();
  await setUpDistributor(t.db);
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  youtubeOnly = await t.factories.buildSignedInUser({ services: ['youtube'] });
  musicOnly = await t.factories.buildSignedInUser({ services: ['music'] });
  const now = new Date().toISOString();
  await t.db
    .insertInto('youtube_assets')
    .values([
      { company_id: owner.companyId, isrc: GROWING, title: 'Lagu Tumbuh', artist: 'Nadia Putri', created_at: now },
      { company_id: owner.companyId, isrc: BREAKING, title: 'Lagu Pecah', artist: 'Bayu', created_at: now },
      { company_id: owner.companyId, isrc: FALLING, title: 'Lagu Turun', created_at: now },
      { company_id: other.companyId, isrc: THEIRS, title: 'Rahasia Mereka', created_at: now },
    ])
    .execute();
  await ingest(rows);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A release of the owner's out in the stores on `day`, with one untitled track of `isrc`. */
const addReleasedTrack = (isrc: string, day: string, at: string) =>
  insertLiveRelease(t.db, { companyId: owner.companyId, releaseDate: day, at }, [{ isrc }]);

describe.each(ANALYTICS_WINDOWS)('DSP analytics over %s', (window: AnalyticsWindow) => {
  const range = resolveAnalyticsWindow(window, AS_OF);
  const q = `filter_periode=${window}`;
  const now = rows.filter(mine).filter(within(range.from, range.to));
  const before = rows.filter(mine).filter(within(range.previous_from, range.previous_to));
  const dayCount = lengthOf(range.from, range.to);

  it('answers the totals against the previous range, with the range ending at the last day with data', async () => {
    const info = await data(`/api/v2/dsp/info?${q}`);
    expect(info.range).toEqual(range);
    expect(info.totals).toEqual(measures(now.filter(isTotal), dayCount));
    expect(info.previous).toEqual(measures(before.filter(isTotal), lengthOf(range.previous_from, range.previous_to)));
    expect(info.platforms).toEqual(['spotify', 'apple_music']);
    expect(info.has_data).toBe(true);
    expect(info.songs).toBe(new Set(now.map((r) => r.isrc)).size);
  });

  it('answers each day of the range and the six months up to November, for all stores or one', async () => {
    const trends = await data(`/api/v2/dsp/trends?${q}`);
    expect(trends.daily.map((p: { date: string }) => p.date)).toEqual(days(range.from, range.to));
    for (const point of trends.daily) {
      expect(point).toEqual({
        date: point.date,
        ...measures(now.filter(isTotal).filter(within(point.date, point.date)), 1),
      });
    }
    expect(trends.monthly.map((p: { date: string }) => p.date)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const november = rows.filter(mine).filter(isTotal).filter(within('2026-11-01', AS_OF));
    expect(trends.monthly[5]).toEqual({ date: '2026-11', ...measures(november, 20) });
    expect(trends.monthly[0].streams).toBe(0);

    const apple = await data(`/api/v2/dsp/trends?${q}&platform_id=apple_music`);
    expect(apple.platform_id).toBe('apple_music');
    const appleRows = now.filter(isTotal).filter((r) => r.store === 'apple_music');
    expect(sum(apple.daily, (p: unknown) => (p as { streams: number }).streams)).toBe(sum(appleRows, (r) => r.streams));
  });

  it('ranks the songs with their titles, and pages them', async () => {
    const expected = [GROWING, BREAKING, FALLING]
      .map((isrc) => ({
        isrc,
        streams: sum(
          now.filter(isTotal).filter((r) => r.isrc === isrc),
          (r) => r.streams,
        ),
      }))
      .filter((s) => s.streams > 0)
      .sort((a, b) => b.streams - a.streams);
    const top = await data(`/api/v2/dsp/top_tracks?${q}`);
    expect(top.tracks.map((s: { isrc: string; streams: number }) => ({ isrc: s.isrc, streams: s.streams }))).toEqual(
      expected,
    );
    expect(top.tracks.find((s: { isrc: string }) => s.isrc === GROWING)).toMatchObject({
      title: 'Lagu Tumbuh',
      artist: 'Nadia Putri',
      previous_streams: sum(
        before.filter(isTotal).filter((r) => r.isrc === GROWING),
        (r) => r.streams,
      ),
    });
    const page = await data(`/api/v2/dsp/songs?${q}&limit=2&page=2`);
    expect(page).toMatchObject({ page: 2, limit: 2, total: expected.length, range });
    expect(page.results.map((s: { isrc: string }) => s.isrc)).toEqual(expected.slice(2).map((s) => s.isrc));
  });

  it('answers streams and average daily listeners by country, and the audience', async () => {
    const streams = await data(`/api/v2/dsp/stream_country?${q}`);
    const byCountry = (pick: (r: Row) => number) =>
      ['ID', 'MY']
        .map((key) => ({
          key,
          value: sum(
            now.filter(isTotal).filter((r) => r.country === key),
            pick,
          ),
        }))
        .filter((c) => c.value > 0);
    expect(streams.countries.map(({ key, value }: { key: string; value: number }) => ({ key, value }))).toEqual(
      byCountry((r) => r.streams),
    );
    expect(sum(streams.countries, (c: unknown) => (c as { share_bps: number }).share_bps)).toBeGreaterThan(9_990);
    const listeners = await data(`/api/v2/dsp/listener_country?${q}`);
    expect(listeners.measure).toBe('listeners');
    expect(listeners.countries[0]).toMatchObject({
      key: 'ID',
      value: Math.round(
        sum(
          now.filter(isTotal).filter((r) => r.country === 'ID'),
          (r) => r.listeners,
        ) / dayCount,
      ),
    });
    const audience = await data(`/api/v2/dsp/audience?${q}`);
    const dim = (pick: (r: Row) => string | undefined) =>
      Object.entries(
        now.reduce<Record<string, number>>((acc, r) => {
          const key = pick(r);
          if (key) acc[key] = (acc[key] ?? 0) + r.streams;
          return acc;
        }, {}),
      )
        .map(([key, value]) => ({ key, value }))
        .sort((a, b) => b.value - a.value);
    const strip = (list: { key: string; value: number }[]) => list.map(({ key, value }) => ({ key, value }));
    expect(strip(audience.gender)).toEqual(dim((r) => r.gender));
    expect(strip(audience.age_group)).toEqual(dim((r) => r.age));
    expect(strip(audience.operating_system)).toEqual(dim((r) => r.os));
    expect(strip(audience.traffic_source)).toEqual(dim((r) => r.traffic));
    expect(audience.gender[0].share_bps).toBe(6_000);
  });

  it('answers one song: info, stores, countries, audience and trends', async () => {
    const song = now.filter((r) => r.isrc === BREAKING);
    const base = `/api/v2/dsp/song/ID-A01-26-00002`;
    const info = await data(`${base}/info?${q}`);
    expect(info).toMatchObject({
      isrc: BREAKING,
      title: 'Lagu Pecah',
      first_day: '2026-10-01',
      totals: measures(song, dayCount),
      platforms: ['spotify'],
    });
    const platforms = await data(`${base}/platforms?${q}`);
    expect(platforms.platforms).toEqual([{ platform: 'spotify', ...measures(song, dayCount), share_bps: 10_000 }]);
    const countries = await data(`${base}/stream_country?${q}`);
    expect(countries.countries.map((c: { key: string }) => c.key)).toEqual(
      song.some((r) => r.country === 'MY') ? ['ID', 'MY'] : ['ID'],
    );
    expect((await data(`${base}/listener_country?${q}`)).measure).toBe('listeners');
    expect((await data(`${base}/audience?${q}`)).gender).toEqual([]);
    const trends = await data(`${base}/trends?${q}&platform_id=apple_music`);
    expect(sum(trends.daily, (p: unknown) => (p as { streams: number }).streams)).toBe(0);
    const all = await data(`${base}/trends?${q}`);
    expect(sum(all.daily, (p: unknown) => (p as { streams: number }).streams)).toBe(sum(song, (r) => r.streams));
  });
});

describe('DSP analytics access', () => {
  it('keeps each company to its own songs: another company’s ISRC is not found, like a missing one', async () => {
    for (const suffix of ['info', 'platforms', 'trends', 'audience', 'stream_country', 'listener_country']) {
      expect((await get(`/api/v2/dsp/song/${THEIRS}/${suffix}`)).statusCode).toBe(404);
      expect((await get(`/api/v2/dsp/song/IDZZZ2600001/${suffix}`)).statusCode).toBe(404);
    }
    const theirs = await data('/api/v2/dsp/info?filter_periode=last_7_days', other);
    expect(theirs.totals.streams).toBe(400 * 7);
    expect(theirs.platforms).toEqual(['spotify']);
    expect((await data(`/api/v2/dsp/song/${THEIRS}/info`, other)).title).toBe('Rahasia Mereka');
    const top = await data('/api/v2/dsp/top_tracks', other);
    expect(top.tracks.map((s: { isrc: string }) => s.isrc)).toEqual([THEIRS]);
  });

  it('answers 404 to a company without the DSP or music service, and serves one with music only', async () => {
    for (const url of ['/api/v2/dsp/info', '/api/v2/dsp/insights', `/api/v2/dsp/song/${GROWING}/info`]) {
      const response = await get(url, youtubeOnly);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const empty = await data('/api/v2/dsp/info', musicOnly);
    expect(empty).toMatchObject({ has_data: false, songs: 0, platforms: [], totals: { streams: 0 } });
    expect((await get('/api/v2/dsp/info')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/dsp/info' })).statusCode).toBe(401);
  });

  it('refuses a bad period, store, ISRC or page with 400 and a field key', async () => {
    for (const url of [
      '/api/v2/dsp/info?filter_periode=last_year',
      '/api/v2/dsp/trends?platform_id=%3Cscript%3E',
      '/api/v2/dsp/songs?limit=1000',
      '/api/v2/dsp/song/not-an-isrc/info',
      `/api/v2/dsp/song/${GROWING}/trends?platform_id=`,
      '/api/v2/dsp/insights?filter_periode=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});

describe('Smart Analytics', () => {
  it('finds the planted growth, breakout, drops and best weekday with the numbers behind them', async () => {
    const result = await data('/api/v2/dsp/insights?filter_periode=last_7_days');
    const { insights } = result;
    const of = (kind: string) => insights.filter((i: { kind: string }) => i.kind === kind);
    expect(of('growth')[0]).toEqual({
      kind: 'growth',
      isrc: GROWING,
      title: 'Lagu Tumbuh',
      artist: 'Nadia Putri',
      streams: 740,
      previous_streams: 180,
      change_bps: 31_111,
    });
    expect(of('breakout')).toEqual([
      {
        kind: 'breakout',
        isrc: BREAKING,
        title: 'Lagu Pecah',
        artist: 'Bayu',
        country: 'MY',
        streams: 280,
        previous_streams: 0,
        share_bps: 4_545,
        previous_share_bps: 0,
      },
    ]);
    expect(of('drop')).toEqual([
      expect.objectContaining({
        subject: 'platform',
        key: 'apple_music',
        streams: 56,
        previous_streams: 560,
        change_bps: -9_000,
      }),
      expect.objectContaining({ subject: 'song', key: FALLING, title: 'Lagu Turun', change_bps: -9_000 }),
    ]);
    // FALLING fell as a song and apple_music as a store: no third card for the song on that store.
    expect(of('drop').some((i: { subject: string }) => i.subject === 'song_platform')).toBe(false);
    // No release dates: the weekday with the most streams in the window, Friday (A gets +40 on Fridays).
    expect(of('best_release_day')).toEqual([
      { kind: 'best_release_day', basis: 'daily_streams', weekday: 5, average_streams: 140 + 88 + 8, samples: 1 },
    ]);
    expect(of('top_country')[0]).toMatchObject({ key: 'ID', streams: 740 + 336 + 56 });
    expect(of('top_platform')[0]).toMatchObject({ key: 'spotify' });
    expect(of('save_rate')[0]).toMatchObject({ isrc: GROWING, save_rate_bps: 1_000 });
    expect(result.thresholds).toMatchObject({ min_streams: 100, drop_min_bps: 3_000 });
    // Other companies see none of it.
    const theirs = await data('/api/v2/dsp/insights?filter_periode=last_7_days', other);
    expect(JSON.stringify(theirs.insights)).not.toContain(GROWING);
  });

  it('tells of a song that fell on one store while the song and the store held up', async () => {
    // A playlist removal: SHIFTING falls from 100 to 12 a day on tidal in the last week and gains on
    // amazon_music, so the song (-23%) and tidal (-22%, STEADY holds it up) stay above the drop line.
    const shifter = await t.factories.buildSignedInUser();
    const [SHIFTING, STEADY] = ['IDC012600001', 'IDC012600002'];
    await t.db
      .insertInto('youtube_assets')
      .values([
        { company_id: shifter.companyId, isrc: SHIFTING, title: 'Lagu Geser', created_at: new Date().toISOString() },
        { company_id: shifter.companyId, isrc: STEADY, title: 'Lagu Tetap', created_at: new Date().toISOString() },
      ])
      .execute();
    const shifted: Row[] = days('2026-11-01', AS_OF).flatMap((day) => {
      const recent = day >= '2026-11-14';
      const base = { day, country: 'ID', listeners: 4, saves: 0, rate: 0.5 };
      return [
        { ...base, store: 'tidal', isrc: SHIFTING, streams: recent ? 12 : 100 },
        { ...base, store: 'amazon_music', isrc: SHIFTING, streams: recent ? 180 : 148 },
        { ...base, store: 'tidal', isrc: STEADY, streams: 300 },
      ];
    });
    await ingest(shifted);
    const { insights } = await data('/api/v2/dsp/insights?filter_periode=last_7_days', shifter);
    expect(insights.filter((i: { kind: string }) => i.kind === 'drop')).toEqual([
      {
        kind: 'drop',
        subject: 'song_platform',
        key: SHIFTING,
        platform: 'tidal',
        title: 'Lagu Geser',
        artist: null,
        streams: 84,
        previous_streams: 700,
        change_bps: -8_800,
      },
    ]);
  });

  it('judges the release day by releases when there are enough of them', async () => {
    const now = new Date().toISOString();
    // Three releases on Sundays (7) whose first weeks the feeds cover.
    for (const [isrc, day] of [
      [GROWING, '2026-10-04'],
      [BREAKING, '2026-10-11'],
      [FALLING, '2026-10-18'],
    ] as const) {
      await addReleasedTrack(isrc, day, now);
    }
    // Insights are cached until the next ingest: the new releases only show once the cache is renewed.
    await ingest([
      {
        day: '2026-11-20',
        store: 'deezer',
        isrc: GROWING,
        country: 'ID',
        streams: 4,
        listeners: 1,
        saves: 0,
        rate: 0.5,
      },
    ]);
    const { insights } = await data('/api/v2/dsp/insights?filter_periode=last_7_days');
    const weekOf = (isrc: string, from: string) =>
      sum(
        rows
          .filter(isTotal)
          .filter((r) => r.isrc === isrc)
          .filter(within(from, days(from, '2026-12-31')[6] ?? '')),
        (r) => r.streams,
      );
    const average = Math.round(
      (weekOf(GROWING, '2026-10-04') + weekOf(BREAKING, '2026-10-11') + weekOf(FALLING, '2026-10-18')) / 3,
    );
    expect(insights.find((i: { kind: string }) => i.kind === 'best_release_day')).toEqual({
      kind: 'best_release_day',
      basis: 'releases',
      weekday: 7,
      average_streams: average,
      samples: 3,
    });
  });

  it('keeps the insights until a new ingest, then computes them again', async () => {
    const first = await data('/api/v2/dsp/insights?filter_periode=last_7_days');
    const again = await data('/api/v2/dsp/insights?filter_periode=last_7_days');
    expect(again.computed_at).toBe(first.computed_at);
    expect(first.insights.some((i: { kind: string; key?: string }) => i.kind === 'drop' && i.key === FALLING)).toBe(
      true,
    );
    // A corrected apple_music November: FALLING recovers.
    const recovered = rows
      .filter((r) => r.store === 'apple_music' && r.day >= '2026-11-01')
      .map((r) => ({ ...r, streams: 80 }));
    await ingest(recovered);
    const after = await data('/api/v2/dsp/insights?filter_periode=last_7_days');
    expect(after.computed_at).not.toBe(first.computed_at);
    expect(after.insights.some((i: { kind: string; key?: string }) => i.kind === 'drop' && i.key === FALLING)).toBe(
      false,
    );
  });
});

// Last: this renames a song the tests above read.
describe('DSP answers kept between changes', () => {
  it('answers two companies asking the same question each with their own songs', async () => {
    const url = '/api/v2/dsp/top_tracks?filter_periode=last_28_days';
    const isrcs = async (user: typeof owner) =>
      (await data(url, user)).tracks.map((song: { isrc: string }) => song.isrc);
    expect(await isrcs(owner)).toContain(GROWING);
    expect(await isrcs(other)).toEqual([THEIRS]);
    expect(await isrcs(owner)).not.toContain(THEIRS);
  });

  it('names a song anew as soon as its release track is renamed', async () => {
    const url = '/api/v2/dsp/top_tracks?filter_periode=last_28_days';
    const titleOf = async () => (await data(url)).tracks.find((song: { isrc: string }) => song.isrc === GROWING)?.title;
    expect(await titleOf()).toBe('Lagu Tumbuh');
    const now = new Date(Date.now() + 1_000).toISOString();
    await addReleasedTrack(GROWING, '2026-09-06', now);
    // Every track of the song gets the new title, whichever of them names it.
    await t.db
      .updateTable('tracks')
      .set({ title: 'Lagu Tumbuh (Versi Rilis)', updated_at: new Date(Date.now() + 2_000).toISOString() })
      .where('company_id', '=', owner.companyId)
      .where('isrc', '=', GROWING)
      .execute();
    expect(await titleOf()).toBe('Lagu Tumbuh (Versi Rilis)');
  });
});
