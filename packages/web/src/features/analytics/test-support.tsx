import {
  type AnalyticsAudience,
  type AnalyticsSeries,
  type AnalyticsSummary,
  type AnalyticsTop,
  type AnalyticsTotals,
  type AnalyticsWindow,
  type AssetAnalyticsInfo,
  type ChannelAnalyticsInfo,
  resolveAnalyticsWindow,
} from '@irama/contracts';
import type { Answer } from '../../test/api-stub.tsx';

export const AS_OF = '2026-11-20';
export const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

export function totals(views: number): AnalyticsTotals {
  return {
    views,
    watch_seconds: views * 180,
    revenue_micros: views * 1_250,
    subscribers_gained: Math.floor(views / 10),
    subscribers_lost: Math.floor(views / 40),
    subscribers_net: Math.floor(views / 10) - Math.floor(views / 40),
    average_view_seconds: 180,
  };
}

const windowOf = (url: URL) => (url.searchParams.get('filter_periode') ?? 'last_28_days') as AnalyticsWindow;

export const ASSET_INFO: AssetAnalyticsInfo = {
  as_of: AS_OF,
  projects: [
    { asset_label: 'Album Senja', assets: 2 },
    { asset_label: 'Nadia Official', assets: 1 },
  ],
  assets: [
    {
      asset_id: 'A1',
      title: 'Senja di Kuta',
      artist: 'Raka',
      asset_label: 'Album Senja',
      channel_id: 'UCa',
      upload: null,
    },
    {
      asset_id: 'A2',
      title: 'Pagi Cerah',
      artist: 'Raka',
      asset_label: 'Album Senja',
      channel_id: 'UCa',
      upload: null,
    },
    {
      asset_id: 'A3',
      title: 'Hujan Jatuh',
      artist: 'Nadia',
      asset_label: 'Nadia Official',
      channel_id: 'UCn',
      upload: { by: 'Rizky Akustik', kind: 'cover' },
    },
  ],
};

export const CHANNEL_INFO: ChannelAnalyticsInfo = {
  as_of: AS_OF,
  channels: [
    { channel_id: 'UCa', title: 'Raka', assets: 2 },
    { channel_id: 'UCn', title: 'Nadia', assets: 1 },
  ],
};

export const summaryFor = (url: URL): AnalyticsSummary => ({
  range: resolveAnalyticsWindow(windowOf(url), AS_OF),
  current: totals(12_000),
  previous: totals(10_000),
});

export function seriesFor(url: URL): AnalyticsSeries {
  const range = resolveAnalyticsWindow(windowOf(url), AS_OF);
  const days = [];
  for (
    let time = Date.parse(`${range.from}T00:00:00Z`);
    time <= Date.parse(`${range.to}T00:00:00Z`);
    time += 86_400_000
  ) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push({ day, ...totals(100 + days.length) });
  }
  return { range, days };
}

/** Audience slices as `[key, views]`, none with watch time. */
const viewsOnly = (...slices: [string, number][]) => slices.map(([key, views]) => ({ key, views, watch_seconds: 0 }));

export const audienceFor = (url: URL): AnalyticsAudience => ({
  range: resolveAnalyticsWindow(windowOf(url), AS_OF),
  breakdown_country: 'ID',
  countries: viewsOnly(['ID', 9_000], ['MY', 3_000]),
  traffic_sources: viewsOnly(['YT_SEARCH', 5_000], ['RELATED_VIDEO', 4_000]),
  genders: viewsOnly(['FEMALE', 5_000], ['MALE', 4_000]),
  age_groups: viewsOnly(['AGE_18_24', 6_000], ['AGE_65_', 3_000]),
  operating_systems: viewsOnly(['ANDROID', 9_000]),
});

export const topFor = (url: URL): AnalyticsTop => {
  const row = { ...ASSET_INFO.assets[0], views: 8_000, watch_seconds: 1_440_000, revenue_micros: 10_000_000 };
  const asset = { asset_id: 'A1', title: null, artist: null, asset_label: '', channel_id: null, upload: null, ...row };
  return { range: resolveAnalyticsWindow(windowOf(url), AS_OF), assets: [asset], videos: [asset] };
};

/** The handlers of one source's calls, answering as the server would. */
export function analyticsHandlers(base: string, audience: string) {
  return {
    [`GET ${base}/summary`]: (_init: RequestInit | undefined, url: URL) => ok(summaryFor(url)),
    [`GET ${base}/analytic`]: (_init: RequestInit | undefined, url: URL) => ok(seriesFor(url)),
    [`GET ${base}/${audience}`]: (_init: RequestInit | undefined, url: URL) => ok(audienceFor(url)),
    [`GET ${base}/top`]: (_init: RequestInit | undefined, url: URL) => ok(topFor(url)),
  };
}
