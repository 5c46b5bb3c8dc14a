import fs from 'node:fs';
import path from 'node:path';
import { addDays, SONGSTATS_METRICS, type SongstatsActivity } from '@irama/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { insertLiveRelease } from '../../../test/support/live-releases.ts';
import {
  type SongstatsStub,
  STUB_ISRC,
  STUB_SPOTIFY_ARTIST_ID,
  startSongstatsStub,
} from '../../../test/support/songstats-stub.ts';
import { createTestApp, type TestApp, useTestApp } from '../../../test/support/test-app.ts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { ingestAnalyticsFile } from '../../ingest/analytics/index.ts';
import { ingestFile, publishPeriod, saveRate, saveStoreMapping } from '../../ingest/engine/index.ts';
import {
  addAssets,
  setUpDistributor,
  tempDir,
  USD_RATE,
  writeYoutube,
  YT,
  youtubeValues,
} from '../../ingest/engine/test-support.ts';
import { SPOTIFY_LIKE_MAPPING } from '../../ingest/store/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { createReadDeps } from '../release/index.ts';
import type { SongstatsProvider } from './external/provider.ts';
import { historyOf, type SongstatsDeps, sourceList, statsOf } from './songstats.service.ts';

const t = useTestApp();
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;

const HIT = 'IDA012600101';
const B_SIDE = 'IDA012600102';
const BAYU = 'IDA012600103';
const THEIRS = 'IDB012600109';
const ASSET = 'A0SONGSTATS1';
const BASE = '/api/v5/songstats';

/** A feed line: day, store (or the asset for YouTube), ISRC, country and plays. */
type Play = { day: string; store: string; isrc: string; country: string; plays: number };

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
};

/** The hit's steady countries on Spotify: ID, MY, SG, US and AU are its top 5, JP trails. */
const HIT_COUNTRIES: [string, number][] = [
  ['ID', 100],
  ['MY', 20],
  ['SG', 10],
  ['US', 8],
  ['AU', 6],
  ['JP', 4],
];
const JUMP_DAY = '2026-10-20';
const NL_FROM = '2026-10-25';

/**
 * Spotify from September 1st to October 31st: the hit jumps twentyfold in Indonesia on October 20th
 * and finds the Netherlands from the 25th; Bayu's song streams a little. Apple Music stops on
 * October 15th with the B-side. Another company's song streams most.
 */
function storePlays(): Play[] {
  const plays: Play[] = [];
  for (const day of days('2026-09-01', '2026-10-31')) {
    for (const [country, base] of HIT_COUNTRIES) {
      const value = country === 'ID' && day === JUMP_DAY ? 2_000 : base;
      plays.push({ day, store: 'spotify', isrc: HIT, country, plays: value });
    }
    if (day >= NL_FROM) plays.push({ day, store: 'spotify', isrc: HIT, country: 'NL', plays: 30 });
    plays.push({ day, store: 'spotify', isrc: BAYU, country: 'ID', plays: 10 });
    plays.push({ day, store: 'spotify', isrc: THEIRS, country: 'ID', plays: 500 });
    if (day <= '2026-10-15') plays.push({ day, store: 'apple_music', isrc: B_SIDE, country: 'ID', plays: 50 });
  }
  return plays;
}

/** YouTube views of the hit's asset, October 1st to 28th. */
function assetPlays(): Play[] {
  return days('2026-10-01', '2026-10-28').flatMap((day) => [
    { day, store: ASSET, isrc: HIT, country: 'ID', plays: 40 },
    { day, store: ASSET, isrc: HIT, country: 'MY', plays: 10 },
  ]);
}

const STORE_PLAYS = storePlays();
const ASSET_PLAYS = assetPlays();
const DSP_HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate';
const ASSET_HEADER =
  'date,channel_id,video_id,asset_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost';

let dir: string;
let owner: Signed;
let other: Signed;
let youtubeOnly: Signed;
const ids = { nadia: 0, bayu: 0, theirArtist: 0, hitTrack: 0, bSideTrack: 0, theirTrack: 0, single: 0 };

async function writeAndIngest(name: string, header: string, lines: string[]) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${[header, ...lines].join('\n')}\n`);
  const { run } = await ingestAnalyticsFile(t.db, { path: file });
  expect(run.status).toBe('parsed');
}

/** A live release of `companyId` credited to `credit`, with one track per ISRC; answers the release and track ids. */
async function addRelease(
  companyId: number,
  title: string,
  credit: { artist_id: number | null; name: string },
  isrcs: string[],
  db: Db = t.db,
) {
  const release = { companyId, title, releaseDate: '2026-09-01', at: '2026-08-01T03:00:00.000Z' };
  const tracks = isrcs.map((isrc, n) => ({ isrc, title: `${title} ${n + 1}`, track_number: n + 1 }));
  const { releaseId, trackIds } = await insertLiveRelease(db, release, tracks);
  await db
    .insertInto('release_artists')
    .values({ company_id: companyId, release_id: releaseId, track_id: null, position: 0, ...credit, role: 'main' })
    .execute();
  return { releaseId, tracks: trackIds };
}

const addArtist = async (companyId: number, name: string, spotifyId: string | null = null, db: Db = t.db) =>
  (
    await db
      .insertInto('artists')
      .values({
        company_id: companyId,
        name,
        spotify_id: spotifyId,
        image_url: null,
        created_at: '2026-08-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

let liveReleaseId = 0;

beforeAll(async () => {
  dir = tempDir();
  const distributor = await setUpDistributor(t.db);
  owner = await t.factories.buildSignedInUser();
  other = await t.factories.buildSignedInUser();
  youtubeOnly = await t.factories.buildSignedInUser({ services: ['youtube'] });
  await addAssets(t.db, owner.companyId, [{ isrc: HIT, asset_id: ASSET }, { isrc: B_SIDE }, { isrc: BAYU }]);
  await addAssets(t.db, other.companyId, [{ isrc: THEIRS }]);
  ids.nadia = await addArtist(owner.companyId, 'Nádia Putri', 'sp-nadia');
  ids.bayu = await addArtist(owner.companyId, 'Bayu');
  ids.theirArtist = await addArtist(other.companyId, 'Rahasia');
  const album = await addRelease(owner.companyId, 'Lagu Tumbuh', { artist_id: ids.nadia, name: 'Nádia Putri' }, [
    HIT,
    B_SIDE,
  ]);
  [ids.hitTrack = 0, ids.bSideTrack = 0] = album.tracks;
  liveReleaseId = album.releaseId;
  // Credited by name only, as a partner types it without picking the artist.
  ids.single = (await addRelease(owner.companyId, 'Senja', { artist_id: null, name: 'bayu' }, [BAYU])).releaseId;
  const theirs = await addRelease(other.companyId, 'Rahasia', { artist_id: ids.theirArtist, name: 'Rahasia' }, [
    THEIRS,
  ]);
  ids.theirTrack = theirs.tracks[0] ?? 0;
  await t.db
    .insertInto('release_events')
    .values({
      company_id: owner.companyId,
      release_id: liveReleaseId,
      from_status: 'on_progress',
      to_status: 'success',
      actor_user_id: null,
      note: null,
      errors: '{}',
      created_at: '2026-10-10T03:00:00.000Z',
    })
    .execute();

  const byFile = new Map<string, string[]>();
  for (const p of STORE_PLAYS) {
    const key = `${p.store}-${p.day.slice(0, 7)}`;
    const line = [
      p.day.replaceAll('-', ''),
      p.store,
      p.isrc,
      '',
      p.country,
      '',
      '',
      '',
      '',
      p.plays,
      p.plays / 2,
      1,
      0.5,
    ];
    byFile.set(key, [...(byFile.get(key) ?? []), line.join(',')]);
  }
  for (const [key, lines] of byFile) await writeAndIngest(`${key}.csv`, DSP_HEADER, lines);
  await writeAndIngest(
    'asset-2026-10.csv',
    ASSET_HEADER,
    ASSET_PLAYS.map((p) =>
      [p.day.replaceAll('-', ''), 'UC1', 'v1', ASSET, p.country, '', '', '', '', p.plays, 1, 0, 0, 0].join(','),
    ),
  );

  await saveRate(t.db, companyScope(distributor), '2026-09', 'USD', USD_RATE);
  await saveStoreMapping(t.db, companyScope(distributor), { ...SPOTIFY_LIKE_MAPPING, store: 'spotify' });
  const report = path.join(dir, 'report.csv');
  const header = 'Reporting Month,Artist Name,Track Name,ISRC,UPC,Country,Streams,Payable Amount,Currency';
  const lines = [
    ['2026-09', 'Nadia', 'Lagu', HIT, '', 'ID', 1_000, '5.00', 'USD'],
    ['2026-09', 'Rahasia', 'Lagu', THEIRS, '', 'ID', 9_000, '45.00', 'USD'],
  ].map((line) => line.join(','));
  fs.writeFileSync(report, `${[header, ...lines].join('\n')}\n`);
  const { run } = await ingestFile(t.db, { path: report, type: 'store', store: 'spotify' });
  expect(run.status, run.errors).toBe('parsed');
  await publishPeriod(t.db, { periodPublished: async () => {} }, { source: 'store', period: '2026-09' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (url: string, who: Signed = owner) => t.app.inject({ method: 'GET', url, headers: who.headers });
const data = async (url: string, who: Signed = owner) => {
  const response = await get(url, who);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

/** What the fixture streamed of some ISRCs on a store between two days. */
const streamed = (store: string, isrcs: string[], from: string, to: string) =>
  STORE_PLAYS.filter((p) => p.store === store && isrcs.includes(p.isrc) && p.day >= from && p.day <= to).reduce(
    (sum, p) => sum + p.plays,
    0,
  );

describe('sources', () => {
  it('lists YouTube and each store with the last day its data reached, and no external API', async () => {
    const answer = await data(`${BASE}/source_list`);
    expect(answer.external).toEqual({ status: 'off' });
    expect(answer.source_list.map((s: { id: string; as_of: string }) => [s.id, s.as_of])).toEqual([
      ['youtube', '2026-10-28'],
      ['apple_music', '2026-10-15'],
      ['spotify', '2026-10-31'],
    ]);
    const spotify = answer.source_list.find((s: { id: string }) => s.id === 'spotify');
    expect(spotify).toMatchObject({ name: 'Spotify', origin: 'irama', verified: true });
    expect(spotify.metrics).not.toContain('playlists');
  });

  it('is not there for a company without the music or DSP service', async () => {
    expect((await get(`${BASE}/source_list`, youtubeOnly)).statusCode).toBe(404);
  });
});

describe('artists', () => {
  it('finds artists by any part of the name in any case or accents, with their releases and live tracks', async () => {
    const { artist_list } = await data(`${BASE}/artist_list?q=NADIA`);
    expect(artist_list).toEqual([
      { id: ids.nadia, name: 'Nádia Putri', image_url: null, spotify_id: 'sp-nadia', releases: 1, live_tracks: 2 },
    ]);
    const all = await data(`${BASE}/artist_list?limit=1`);
    expect(all.artist_list.map((a: { name: string }) => a.name)).toEqual(['Bayu']);
    const bayu = (await data(`${BASE}/artist_list?q=bay`)).artist_list[0];
    expect(bayu).toMatchObject({ id: ids.bayu, releases: 1, live_tracks: 1 });
  });

  it('answers each source over the scope as of its own last day, and their sum', async () => {
    const answer = await data(`${BASE}/artist_stats/${ids.nadia}?scope=last_28_days`);
    expect(answer.artist.id).toBe(ids.nadia);
    expect(answer.external).toEqual({ status: 'off' });
    const bySource = Object.fromEntries(answer.stats.map((s: { source: string }) => [s.source, s]));
    expect(Object.keys(bySource)).toEqual(['all', 'youtube', 'apple_music', 'spotify']);
    expect(bySource.spotify).toMatchObject({
      as_of: '2026-10-31',
      range: { from: '2026-10-04', to: '2026-10-31' },
      values: {
        streams: streamed('spotify', [HIT, B_SIDE], '2026-10-04', '2026-10-31'),
        countries: 7,
      },
    });
    // No published month ends in Spotify's days (September's report is the last): not known yet, not
    // zero. September ends in Apple Music's days, which had no paid stream in it.
    expect(bySource.spotify.values.paid_streams).toBeUndefined();
    expect(bySource.spotify.values.revenue).toBeUndefined();
    expect(bySource.apple_music.values).toMatchObject({ paid_streams: 0, revenue: 0 });
    expect(bySource.apple_music).toMatchObject({
      as_of: '2026-10-15',
      range: { from: '2026-09-18', to: '2026-10-15' },
      values: { streams: streamed('apple_music', [B_SIDE], '2026-09-18', '2026-10-15'), countries: 1 },
    });
    expect(bySource.youtube).toMatchObject({
      as_of: '2026-10-28',
      values: { views: 50 * 28, countries: 2 },
    });
    expect(bySource.youtube.values.streams).toBeUndefined();
    expect(bySource.all.as_of).toBe('2026-10-31');
    expect(bySource.all.values.streams).toBe(bySource.spotify.values.streams + bySource.apple_music.values.streams);
    expect(bySource.all.values.views).toBe(50 * 28);
  });

  it('counts what the published YouTube report paid for the artist’s assets as YouTube’s revenue', async () => {
    const values = youtubeValues(2, 7, '2026-09');
    for (const row of values) row[YT['Asset ID'] ?? -1] = ASSET;
    const { run } = await ingestFile(t.db, { path: writeYoutube(dir, 'yt-2026-09.csv', values), type: 'youtube' });
    expect(run.status, run.errors).toBe('parsed');
    await publishPeriod(t.db, { periodPublished: async () => {} }, { source: 'youtube', period: '2026-09' });
    const [report] = await t.db
      .selectFrom('youtube_report_assets')
      .select((eb) => eb.fn.sum<number>('nett_idr').as('nett'))
      .where('asset_id', '=', ASSET)
      .execute();
    const nett = Math.round(Number(report?.nett));
    expect(nett).toBeGreaterThan(0);
    const answer = await data(`${BASE}/artist_stats/${ids.nadia}?scope=all_time&source=youtube`);
    expect(answer.stats[0]).toMatchObject({ source: 'youtube', values: { revenue: nett } });
    // Its last 7 days end in October, when no YouTube month was published: not known yet.
    const week = await data(`${BASE}/artist_stats/${ids.nadia}?scope=last_7_days&source=youtube`);
    expect(week.stats[0].values.revenue).toBeUndefined();
    const history = await data(
      `${BASE}/artist_stats_history/${ids.nadia}?scope=all_time&source=youtube&metric=revenue`,
    );
    expect(history.stats[0]).toMatchObject({ interval: 'month', points: [{ date: '2026-09', value: nett }] });
  });

  it('counts a published month’s paid streams and revenue in a range the month ends in', async () => {
    const answer = await data(`${BASE}/artist_stats/${ids.nadia}?scope=last_90_days&source=spotify`);
    expect(answer.stats).toHaveLength(1);
    const paid = await data(`/api/v2/dsp/song/${HIT}/paid_streams`);
    const september = paid.months.find((m: { periode: string }) => m.periode === '2026-09');
    const revenue = september.stores.find((s: { store: string }) => s.store === 'spotify').revenue_idr;
    expect(revenue).toBeGreaterThan(0);
    expect(answer.stats[0].values).toMatchObject({ paid_streams: 1_000, revenue });
    expect(Number.isInteger(answer.stats[0].values.revenue)).toBe(true);
  });

  it('answers a source with no data as nothing, and refuses a bad metric, scope or source', async () => {
    expect((await data(`${BASE}/artist_stats/${ids.nadia}?source=deezer`)).stats).toEqual([]);
    for (const query of ['metric=likes', 'scope=yesterday', 'source=Not%20A%20Store!']) {
      const response = await get(`${BASE}/artist_stats/${ids.nadia}?${query}`);
      expect(JSON.stringify(fieldErrorsOf(response))).toContain('validation.invalid');
    }
  });

  it('answers the daily history of a metric per source, and report figures by month', async () => {
    const history = await data(`${BASE}/artist_stats_history/${ids.nadia}?metric=streams&scope=last_7_days`);
    const spotify = history.stats.find((s: { source: string }) => s.source === 'spotify');
    expect(spotify.interval).toBe('day');
    expect(spotify.points).toEqual(
      days('2026-10-25', '2026-10-31').map((date) => ({ date, value: streamed('spotify', [HIT, B_SIDE], date, date) })),
    );
    expect(history.stats.map((s: { source: string }) => s.source)).toEqual(['apple_music', 'spotify']);
    const paid = await data(`${BASE}/artist_stats_history/${ids.nadia}?metric=paid_streams&scope=all_time`);
    expect(paid.stats.find((s: { source: string }) => s.source === 'spotify')).toMatchObject({
      interval: 'month',
      points: [
        { date: '2026-09', value: 1_000 },
        { date: '2026-10', value: 0 },
      ],
    });
    const views = await data(`${BASE}/artist_stats_history/${ids.nadia}?metric=views&scope=last_7_days`);
    expect(views.stats).toHaveLength(1);
    expect(views.stats[0]).toMatchObject({ source: 'youtube', as_of: '2026-10-28' });
    expect(views.stats[0].points.at(-1)).toEqual({ date: '2026-10-28', value: 50 });
  });

  it('ranks the artist’s tracks with their part of the total and the change against the days before', async () => {
    const top = await data(`${BASE}/artist_top_tracks/${ids.nadia}?metric=streams&scope=last_7_days&source=spotify`);
    expect(top.as_of).toBe('2026-10-31');
    const hit = streamed('spotify', [HIT], '2026-10-25', '2026-10-31');
    const before = streamed('spotify', [HIT], '2026-10-18', '2026-10-24');
    expect(top.top_tracks.map((row: { track: { isrc: string } }) => row.track.isrc)).toEqual([HIT, B_SIDE]);
    expect(top.top_tracks[0]).toMatchObject({
      rank: 1,
      value: hit,
      share_bps: 10_000,
      change_bps: Math.round(((hit - before) * 10_000) / before),
    });
    expect(top.top_tracks[0].track.artists).toEqual([{ id: ids.nadia, name: 'Nádia Putri' }]);
    expect(top.top_tracks[1]).toMatchObject({ rank: 2, value: 0, share_bps: 0, change_bps: null });
  });

  it('answers where the artist is streamed and watched, per source', async () => {
    const { audience } = await data(`${BASE}/artist_audience/${ids.nadia}?scope=last_28_days`);
    const youtube = audience.find((a: { source: string }) => a.source === 'youtube');
    expect(youtube).toMatchObject({
      metric: 'views',
      countries: [
        { key: 'ID', value: 40 * 28, share_bps: 8_000 },
        { key: 'MY', value: 10 * 28, share_bps: 2_000 },
      ],
    });
    const spotify = audience.find((a: { source: string }) => a.source === 'spotify');
    expect(spotify.metric).toBe('streams');
    expect(spotify.countries[0].key).toBe('ID');
  });

  it('lists the releases crediting the artist with their tracks', async () => {
    const { catalog } = await data(`${BASE}/artist_catalog/${ids.bayu}`);
    expect(catalog).toHaveLength(1);
    expect(catalog[0]).toMatchObject({ id: ids.single, title: 'Senja', status: 'success', release_date: '2026-09-01' });
    expect(catalog[0].tracks.map((track: { isrc: string }) => track.isrc)).toEqual([BAYU]);
    expect(catalog[0].tracks[0].artists).toEqual([{ id: ids.bayu, name: 'bayu' }]);
  });

  it('answers 404 for another company’s artist, a missing one and a malformed id', async () => {
    for (const id of [ids.theirArtist, 999_999, 'abc', '1e3', '0', '99999999999']) {
      for (const call of ['artist_stats', 'artist_catalog', 'artist_activities', 'artist_top_tracks']) {
        expect((await get(`${BASE}/${call}/${id}`)).statusCode, `${call}/${id}`).toBe(404);
      }
    }
  });
});

describe('activities', () => {
  const activitiesOf = async (query = '') =>
    (await data(`${BASE}/artist_activities/${ids.nadia}?per_page=50${query}`)).activities
      .results as SongstatsActivity[];

  it('shows a jump against the 28-day baseline with its numbers', async () => {
    const jump = (await activitiesOf()).filter((a) => a.kind === 'jump');
    const baseline = Math.round(streamed('spotify', [HIT], addDays(JUMP_DAY, -28), addDays(JUMP_DAY, -1)) / 28);
    expect(jump).toEqual([
      expect.objectContaining({
        date: JUMP_DAY,
        source: 'spotify',
        metric: 'streams',
        value: streamed('spotify', [HIT], JUMP_DAY, JUMP_DAY),
        baseline,
        track: expect.objectContaining({ isrc: HIT }),
      }),
    ]);
  });

  it('shows each milestone the running total passed, on the day it passed', async () => {
    const milestones = (await activitiesOf('&source=spotify')).filter((a) => a.kind === 'milestone');
    let running = 0;
    const expected: { date: string; threshold: number; value: number }[] = [];
    for (const day of days('2026-09-01', '2026-10-31')) {
      const before = running;
      running += streamed('spotify', [HIT], day, day);
      for (const threshold of [1_000, 10_000]) {
        if (before < threshold && running >= threshold) expected.push({ date: day, threshold, value: running });
      }
    }
    expect(expected).toHaveLength(2);
    expect(milestones.map(({ date, threshold, value }) => ({ date, threshold, value })).reverse()).toEqual(expected);
  });

  it('shows a country new in the top 5 of the last 28 days, with its place', async () => {
    const countries = (await activitiesOf()).filter((a) => a.kind === 'new_top_country');
    expect(countries).toEqual([
      expect.objectContaining({ source: 'spotify', country: 'NL', rank: 5, date: '2026-10-30', value: 180 }),
    ]);
  });

  it('shows a release going live, and the last 28 days’ activities newest first', async () => {
    const all = await activitiesOf();
    expect(all.filter((a) => a.kind === 'release_live')).toEqual([
      expect.objectContaining({
        date: '2026-10-10',
        release: { id: liveReleaseId, title: 'Lagu Tumbuh' },
        source: null,
      }),
    ]);
    const { recent } = await data(`${BASE}/artist_recent_activities/${ids.nadia}`);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent).toEqual(all.filter((a) => a.date >= '2026-10-04'));
    expect(recent.map((a: SongstatsActivity) => a.kind)).toEqual(
      expect.arrayContaining(['release_live', 'jump', 'milestone', 'new_top_country']),
    );
    const page = await data(`${BASE}/artist_activities/${ids.nadia}?per_page=2&page=2`);
    expect(page.activities).toMatchObject({ page: 2, limit: 2, total: all.length });
    expect(page.activities.results).toEqual(all.slice(2, 4));
  });

  it('keeps an activity’s id from one answer to the next', async () => {
    expect((await activitiesOf()).map((a) => a.id)).toEqual((await activitiesOf()).map((a) => a.id));
  });
});

describe('tracks', () => {
  it('answers a track by id and by ISRC, with its release and the sources with data for it', async () => {
    const byId = (await data(`${BASE}/track_info/${ids.hitTrack}`)).track;
    expect(byId).toMatchObject({
      id: ids.hitTrack,
      isrc: HIT,
      release: { id: liveReleaseId, title: 'Lagu Tumbuh', status: 'success' },
      share_id: null,
      share_url: null,
      sources: ['youtube', 'spotify'],
    });
    expect((await data(`${BASE}/track_info/isrc/${HIT}`)).track).toEqual(byId);
  });

  it('names a live track’s share page by the id the public songshare call answers', async () => {
    const shareId = 'Ab3dE5gH7jK';
    await t.db.updateTable('tracks').set({ share_id: shareId }).where('id', '=', ids.bSideTrack).execute();
    const { track } = await data(`${BASE}/track_info/${ids.bSideTrack}`);
    expect(track).toMatchObject({ share_id: shareId, share_url: expect.stringMatching(new RegExp(`/s/${shareId}$`)) });
    const shared = await t.app.inject({ method: 'GET', url: `/api/v5/songshare/track/${track.share_id}` });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data).toMatchObject({ id: shareId, title: track.title });
  });

  it('answers a track’s stats and history as of each source', async () => {
    const stats = await data(`${BASE}/track_stats/${ids.bSideTrack}?scope=all_time`);
    expect(stats.track.isrc).toBe(B_SIDE);
    const apple = stats.stats.find((s: { source: string }) => s.source === 'apple_music');
    expect(apple).toMatchObject({
      as_of: '2026-10-15',
      range: { from: '2026-09-01', to: '2026-10-15' },
      values: { streams: streamed('apple_music', [B_SIDE], '2026-09-01', '2026-10-15'), listeners: 25 },
    });
    const year = await data(`${BASE}/track_stats/${ids.bSideTrack}?scope=last_365_days&source=apple_music`);
    expect(year.stats[0]).toMatchObject({ range: { from: '2025-10-16', to: '2026-10-15' }, values: { listeners: 25 } });
    const history = await data(`${BASE}/track_stats_history/${ids.bSideTrack}?source=apple_music&scope=last_7_days`);
    expect(history.stats).toHaveLength(1);
    expect(history.stats[0].points).toHaveLength(7);
    expect(history.stats[0].points.at(-1)).toEqual({ date: '2026-10-15', value: 50 });
  });

  it('answers 404 for another company’s track, a missing one and a malformed id', async () => {
    for (const id of [ids.theirTrack, 999_999, 'x1', '99999999999']) {
      for (const call of ['track_info', 'track_stats', 'track_stats_history']) {
        expect((await get(`${BASE}/${call}/${id}`)).statusCode).toBe(404);
      }
    }
    expect((await get(`${BASE}/track_info/isrc/${THEIRS}`)).statusCode).toBe(404);
    expect((await get(`${BASE}/track_info/isrc/${THEIRS}`, other)).statusCode).toBe(200);
  });
});

describe('definitions', () => {
  it('explains every metric in Indonesian and English, and why paid streams differ from streams', async () => {
    const { definitions } = await data(`${BASE}/definitions`);
    expect(definitions.map((d: { metric: string }) => d.metric)).toEqual([...SONGSTATS_METRICS]);
    for (const d of definitions) {
      expect(d.name.id && d.name.en && d.description.id && d.description.en).toBeTruthy();
      expect(d.description.id).not.toBe(d.description.en);
    }
    const paid = definitions.find((d: { metric: string }) => d.metric === 'paid_streams');
    expect(paid.description.en).toMatch(/30 seconds/);
    expect(paid.description.id).toMatch(/30 detik/);
  });
});

describe('the external Songstats API', () => {
  const caller = () =>
    ({ company: { id: owner.companyId, services: ['music', 'youtube', 'dsp'] } }) as unknown as Caller;
  const ok = <T>(value: T) => Promise.resolve({ status: 'ok' as const, value });
  const answering: SongstatsProvider = {
    sources: () => ok([{ id: 'songstats:tiktok', name: 'TikTok', metrics: ['views', 'playlists'] }]),
    trackStats: () => ok([]),
    trackHistory: () => ok([]),
    artistStats: (spotifyId, scope) =>
      ok([
        {
          source: 'songstats:tiktok',
          name: `TikTok ${spotifyId} ${scope}`,
          asOf: '2026-10-30',
          values: { views: 7, playlists: 3 },
        },
      ]),
    artistHistory: (_id, metric) =>
      ok([
        { source: 'songstats:tiktok', name: metric, asOf: '2026-10-30', points: [{ date: '2026-10-30', value: 9 }] },
      ]),
  };
  const failing: SongstatsProvider = {
    sources: () => Promise.resolve({ status: 'failed' }),
    trackStats: () => Promise.resolve({ status: 'failed' }),
    trackHistory: () => Promise.resolve({ status: 'failed' }),
    artistStats: () => Promise.resolve({ status: 'failed' }),
    artistHistory: () => Promise.resolve({ status: 'failed' }),
  };
  const depsWith = (external: SongstatsProvider): SongstatsDeps => ({
    read: createReadDeps(t.context),
    publicUrl: 'http://portal.test',
    external,
  });
  const subject = () => ({ companyId: owner.companyId, isrcs: [HIT, B_SIDE], external: { artist: 'sp-nadia' } });
  const filter = { source: 'all', metric: 'views' as const, scope: 'last_7_days' as const };

  it('adds its sources, unverified, after Irama’s own', async () => {
    const answer = await sourceList(depsWith(answering), caller());
    expect(answer.external).toEqual({ status: 'ok' });
    expect(answer.source_list.at(-1)).toEqual({
      id: 'songstats:tiktok',
      name: 'TikTok',
      origin: 'songstats',
      verified: false,
      metrics: ['views', 'playlists'],
      as_of: null,
    });
    const stats = await statsOf(depsWith(answering), subject(), filter);
    expect(stats.stats.at(-1)).toEqual({
      source: 'songstats:tiktok',
      name: 'TikTok sp-nadia last_7_days',
      origin: 'songstats',
      verified: false,
      as_of: '2026-10-30',
      range: { from: '2026-10-24', to: '2026-10-30' },
      values: { views: 7, playlists: 3 },
    });
    const history = await historyOf(depsWith(answering), subject(), filter);
    expect(history.stats.map((s) => s.source)).toEqual(['youtube', 'songstats:tiktok']);
    expect(history.stats[1]).toMatchObject({ interval: 'day', points: [{ date: '2026-10-30', value: 9 }] });
  });

  it('is not asked for one of Irama’s own sources', async () => {
    const stats = await statsOf(depsWith(answering), subject(), { ...filter, source: 'youtube' });
    expect(stats.stats.map((s) => s.source)).toEqual(['youtube']);
  });

  it('answers from Irama’s own data alone, and says so, when it fails', async () => {
    const stats = await statsOf(depsWith(failing), subject(), filter);
    expect(stats.external).toEqual({ status: 'failed' });
    expect(stats.stats.every((s) => s.origin === 'irama')).toBe(true);
    expect(stats.stats.length).toBeGreaterThan(0);
    expect((await sourceList(depsWith(failing), caller())).external).toEqual({ status: 'failed' });
  });
});

describe('the external Songstats API set up by SONGSTATS_API_KEY', () => {
  let stub: SongstatsStub;
  let app: TestApp;
  let partner: Signed;
  const wired = { artist: 0, track: 0 };
  beforeAll(async () => {
    stub = await startSongstatsStub();
    app = await createTestApp({ SONGSTATS_API_KEY: 'stub-key', SONGSTATS_URL: stub.url });
    partner = await app.factories.buildSignedInUser();
    wired.artist = await addArtist(partner.companyId, 'Sari Lestari', STUB_SPOTIFY_ARTIST_ID, app.db);
    const credit = { artist_id: wired.artist, name: 'Sari Lestari' };
    const release = await addRelease(partner.companyId, 'Langit', credit, [STUB_ISRC], app.db);
    wired.track = release.tracks[0] ?? 0;
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });
  const read = async (url: string) => {
    const response = await app.app.inject({ method: 'GET', url, headers: partner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('adds its sources to an artist’s and a track’s figures, asked with the key, by Spotify id and ISRC', async () => {
    const artist = await read(`${BASE}/artist_stats/${wired.artist}?scope=last_28_days`);
    expect(artist.external).toEqual({ status: 'ok' });
    const external = artist.stats.filter((entry: { origin: string }) => entry.origin === 'songstats');
    expect(external.length).toBeGreaterThan(0);
    expect(external.every((entry: { verified: boolean; source: string }) => !entry.verified)).toBe(true);
    expect(external.map((entry: { source: string }) => entry.source)).toContain('songstats:spotify');
    const track = await read(`${BASE}/track_stats/${wired.track}?scope=last_28_days`);
    expect(track.stats.some((entry: { origin: string }) => entry.origin === 'songstats')).toBe(true);
    expect(stub.calls.every((call) => call.apikey === 'stub-key')).toBe(true);
    expect(stub.calls.some((call) => call.query.spotify_artist_id === STUB_SPOTIFY_ARTIST_ID)).toBe(true);
    expect(stub.calls.some((call) => call.query.isrc === STUB_ISRC)).toBe(true);
  });

  it('still answers from Irama’s own data, and says so, when the API fails', async () => {
    stub.setMode('error');
    const history = await read(`${BASE}/track_stats_history/${wired.track}?scope=last_90_days`);
    expect(history.external).toEqual({ status: 'failed' });
    expect(history.stats.every((entry: { origin: string }) => entry.origin === 'irama')).toBe(true);
  });
});
