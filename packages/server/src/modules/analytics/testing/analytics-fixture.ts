import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import { ingestAnalyticsFile } from '../../../ingest/analytics/index.ts';

const ASSET_HEADER =
  'date,channel_id,video_id,asset_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost';
const CHANNEL_HEADER =
  'date,channel_id,country_code,traffic_source_type,age_group,gender,operating_system,views,watch_time_minutes,estimated_partner_revenue,subscribers_gained,subscribers_lost';

/** One fixture row as the rollups should hold it. */
export interface FixtureRow {
  feed: 'asset' | 'channel';
  day: string;
  item: string;
  channel: string;
  country: string;
  breakdown: 'total' | 'traffic_source' | 'demographic' | 'os';
  traffic_source: string;
  gender: string;
  age_group: string;
  operating_system: string;
  views: number;
  watch_seconds: number;
  revenue_micros: number;
  subscribers_gained: number;
  subscribers_lost: number;
}

const DAY = 86_400_000;
/** Every day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Daily rows of the given items over the days: totals in ID and MY, and in ID a traffic, a demographic
 * and an OS split. Views vary by day and item so every window sums to something of its own.
 */
export function fixtureRows(
  feed: 'asset' | 'channel',
  items: readonly { item: string; channel: string; weight: number }[],
  days: readonly string[],
): FixtureRow[] {
  const rows: FixtureRow[] = [];
  for (const [d, day] of days.entries()) {
    for (const { item, channel, weight } of items) {
      for (const country of ['ID', 'MY']) {
        const views = weight * (10 + ((d * 7 + weight) % 13)) * (country === 'ID' ? 3 : 1);
        const base = {
          feed,
          day,
          item,
          channel,
          country,
          traffic_source: '',
          gender: '',
          age_group: '',
          operating_system: '',
        };
        const measures = (v: number) => ({
          views: v,
          watch_seconds: v * 180,
          revenue_micros: v * 1_250,
          subscribers_gained: Math.floor(v / 10),
          subscribers_lost: Math.floor(v / 40),
        });
        rows.push({ ...base, breakdown: 'total', ...measures(views) });
        if (country !== 'ID') continue;
        const a = Math.floor(views * 0.6);
        rows.push({ ...base, breakdown: 'traffic_source', traffic_source: 'YT_SEARCH', ...measures(a) });
        rows.push({ ...base, breakdown: 'traffic_source', traffic_source: 'SUBSCRIBER', ...measures(views - a) });
        const f = Math.floor(views * 0.3);
        rows.push({ ...base, breakdown: 'demographic', gender: 'FEMALE', age_group: 'AGE_18_24', ...measures(f) });
        rows.push({
          ...base,
          breakdown: 'demographic',
          gender: 'MALE',
          age_group: 'AGE_25_34',
          ...measures(views - f),
        });
        rows.push({ ...base, breakdown: 'os', operating_system: 'ANDROID', ...measures(views) });
      }
    }
  }
  return rows;
}

const csvLine = (row: FixtureRow) =>
  [
    row.day.replace(/-/g, ''),
    row.channel,
    ...(row.feed === 'asset' ? [`v${row.item}`, row.item] : []),
    row.country,
    row.traffic_source,
    row.age_group,
    row.gender,
    row.operating_system,
    row.views,
    row.watch_seconds / 60,
    (row.revenue_micros / 1e6).toFixed(6),
    row.subscribers_gained,
    row.subscribers_lost,
  ].join(',');

/** Ingests the rows as feed files, one per feed and month, as staff would upload them. */
export async function ingestFixture(db: Db, rows: readonly FixtureRow[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-analytics-'));
  try {
    const files = new Map<string, FixtureRow[]>();
    for (const row of rows) {
      const key = `${row.feed}-${row.day.slice(0, 7)}`;
      files.set(key, [...(files.get(key) ?? []), row]);
    }
    for (const [name, part] of files) {
      const file = path.join(dir, `${name}.csv`);
      const header = part[0]?.feed === 'asset' ? ASSET_HEADER : CHANNEL_HEADER;
      fs.writeFileSync(file, `${[header, ...part.map(csvLine)].join('\n')}\n`);
      const { run } = await ingestAnalyticsFile(db, { path: file });
      if (run.status !== 'parsed') throw new Error(`fixture feed ${name} failed: ${run.errors}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
