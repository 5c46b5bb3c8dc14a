import { describe, expect, it } from 'vitest';
import { IngestError } from '../errors.ts';
import { type AnalyticsRow, parseAnalyticsFeedBatches } from './index.ts';

const encoder = new TextEncoder();

/** Parses text fed in 50-byte chunks, so rows cross chunk boundaries. */
async function parse(text: string): Promise<AnalyticsRow[]> {
  const data = encoder.encode(text);
  const chunks = (function* () {
    for (let i = 0; i < data.length; i += 50) yield data.subarray(i, i + 50);
  })();
  const rows: AnalyticsRow[] = [];
  for await (const batch of parseAnalyticsFeedBatches(chunks, { file: 'feed.csv' })) rows.push(...batch);
  return rows;
}

async function failure(text: string): Promise<IngestError> {
  try {
    await parse(text);
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

const ASSET_HEADER =
  'date,channel_id,video_id,asset_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost\n';
const DSP_HEADER =
  'date,store,isrc,upc,country_code,traffic_source_type,age_group,gender,operating_system,streams,listeners,saves,completion_rate\n';
const CHANNEL_HEADER =
  'date,channel_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost\n';

describe('parseAnalyticsFeedBatches', () => {
  it('reads an asset feed: totals and one breakdown per row, watch time in seconds, revenue in micros', async () => {
    const rows = await parse(
      `\uFEFF${ASSET_HEADER}` +
        '20261005,UCabc,vid1,A000000000000001,id,,,,,1200,3360.5,0.7200004,3,1\r\n' +
        '2026-10-05,UCabc,vid1,A000000000000001,ID,yt_search,,,,500,1400,0.3,0,0\r\n' +
        '20261005,UCabc,vid1,A000000000000001,ID,,AGE_18_24,female,,300,840,0.18,0,0\r\n' +
        '20261005,UCabc,vid1,A000000000000001,ID,,,,ANDROID,900,2520,0.54,0,0\r\n',
    );
    expect(rows.map((r) => [r.line, r.breakdown])).toEqual([
      [2, 'total'],
      [3, 'traffic_source'],
      [4, 'demographic'],
      [5, 'os'],
    ]);
    expect(rows[0]).toMatchObject({
      feed: 'asset',
      day: '2026-10-05',
      store: 'youtube',
      country: 'ID',
      assetId: 'A000000000000001',
      channelId: 'UCabc',
      views: 1200,
      watchSeconds: 201_630,
      revenueMicros: 720_000n,
      subscribersGained: 3,
      subscribersLost: 1,
    });
    expect(rows[1]?.trafficSource).toBe('YT_SEARCH');
    expect(rows[2]).toMatchObject({ gender: 'FEMALE', ageGroup: 'AGE_18_24' });
  });

  it('reads a store feed: completions from the completion rate, ISRCs without hyphens', async () => {
    const [row] = await parse(`${DSP_HEADER}20261031,spotify,id-b01-24-00001,,MY,PLAYLIST,,,,1001,640,35,0.715\n`);
    expect(row).toMatchObject({
      feed: 'dsp',
      store: 'spotify',
      isrc: 'IDB012400001',
      upc: null,
      views: 1001,
      listeners: 640,
      saves: 35,
      completions: 716,
      revenueMicros: 0n,
    });
  });

  it('reads a channel feed', async () => {
    const [row] = await parse(`${CHANNEL_HEADER}20261001,UCabc,ID,,,,,10,28,0.01,0,0\n`);
    expect(row).toMatchObject({ feed: 'channel', channelId: 'UCabc', assetId: null, views: 10 });
  });

  it('names a missing or unknown column of the header', async () => {
    const missing = await failure('date,asset_id,views\n');
    expect([missing.code, missing.line]).toEqual(['missing_column', 1]);
    const unknown = await failure(CHANNEL_HEADER.replace('\n', ',likes\n'));
    expect(unknown.message).toContain('unknown column "likes"');
  });

  it.each([
    ['20261032', 'invalid_date'],
    ['20261005x', 'invalid_date'],
  ])('refuses the date %s by line', async (date, code) => {
    const error = await failure(`${CHANNEL_HEADER}20261001,UCabc,ID,,,,,1,1,0,0,0\n${date},UCabc,ID,,,,,1,1,0,0,0\n`);
    expect([error.code, error.line]).toEqual([code, 3]);
  });

  it('refuses a row broken down by two groups, an unknown gender, a bad rate and a negative count, by line', async () => {
    const cases: [string, string][] = [
      ['20261001,spotify,IDB012400001,,ID,SEARCH,,,IOS,1,1,0,0.5', 'invalid_value'],
      ['20261001,spotify,IDB012400001,,ID,,,other,,1,1,0,0.5', 'invalid_value'],
      ['20261001,spotify,IDB012400001,,ID,,,,,1,1,0,1.5', 'invalid_number'],
      ['20261001,spotify,IDB012400001,,ID,,,,,-1,1,0,0.5', 'invalid_number'],
      ['20261001,spotify,,,ID,,,,,1,1,0,0.5', 'missing_value'],
      ['20261001,spotify,IDB012400001,,ID,,,,,1,1', 'field_count'],
    ];
    for (const [row, code] of cases) {
      const error = await failure(`${DSP_HEADER}20261001,spotify,IDB012400001,,ID,,,,,1,1,0,0.5\n${row}\n`);
      expect([row, error.code, error.line]).toEqual([row, code, 3]);
    }
  });

  it('refuses an empty file', async () => {
    expect((await failure('')).code).toBe('missing_header');
  });
});
