import { pickFrom, seededRandom } from '../../lib/random.ts';
import { ARTISTS, COUNTRIES, csvField, fakeAmount, fakeIsrc, fakeUpc, TITLES } from '../fixtures-random.ts';
import { formatScaled, rescale } from '../money.ts';
import { YOUTUBE_COLUMNS, type YoutubeVariant } from './columns.ts';

/** Generated amounts carry 9 decimals, like YouTube's exports, so parsing must round to micros. */
export const FIXTURE_SCALE = 9;

/** What to generate: row count, seed, variant and the byte-level quirks of real exports. */
export interface YoutubeFixtureOptions {
  rows: number;
  seed?: number;
  variant?: YoutubeVariant;
  period?: string;
  bom?: boolean;
  crlf?: boolean;
}

/** One generated row with its amounts as exact integers at `FIXTURE_SCALE`. */
export interface YoutubeFixtureRow {
  values: string[];
  adjustmentType: string;
  partnerRevenue: bigint;
}

const ADJUSTMENTS = ['Backpay', 'Conflict Resolution', 'Dispute Resolution', 'Spam Adjustment'] as const;
const ASSET_TYPES = ['Art Track', 'Sound Recording', 'Music Video', 'Web'] as const;
const LABELS = ['Irama Musik', 'Dangdut Koplo', 'Label Kenangan', 'Pop Indo'] as const;

/** Generates the rows of a YouTube asset revenue report deterministically from the seed. */
export function* youtubeFixtureRows(options: YoutubeFixtureOptions): Generator<YoutubeFixtureRow> {
  const { rows, seed = 1, variant = 'ads', period = '2026-10' } = options;
  const random = seededRandom(seed);
  const [year, month] = period.split('-');
  const amount = (max: number) => fakeAmount(random, FIXTURE_SCALE, max);
  for (let i = 0; i < rows; i += 1) {
    const adjustmentType = random() < 0.05 ? pickFrom(random, ADJUSTMENTS) : '';
    // Spam adjustments take money back, so negative amounts must survive parsing.
    const sign = adjustmentType === 'Spam Adjustment' ? -1n : 1n;
    const partnerParts = [amount(3), amount(1), amount(0.5), random() < 0.5 ? amount(0.2) : 0n].map((v) => v * sign);
    const youtubeParts = partnerParts.map((v) => (v * 45n) / 55n);
    const partnerRevenue = partnerParts.reduce((a, b) => a + b, 0n);
    const youtubeRevenue = youtubeParts.reduce((a, b) => a + b, 0n);
    const date =
      variant === 'ads'
        ? `${year}${month}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`
        : `${year}${month}`;
    const title = pickFrom(random, TITLES);
    const values = [
      adjustmentType,
      date,
      pickFrom(random, COUNTRIES),
      `A${String(100_000_000_000 + i * 7919).padStart(15, '0')}`,
      title,
      random() < 0.3 ? `${pickFrom(random, LABELS)};${pickFrom(random, LABELS)}` : '',
      `UC${String(i % 97).padStart(22, 'x')}`,
      pickFrom(random, ASSET_TYPES),
      `IRM-${i}`,
      fakeIsrc(random),
      fakeUpc(random),
      '',
      pickFrom(random, ARTISTS),
      `${title} (Album)`,
      'Irama Musik',
      random() < 0.5 ? 'Yes' : 'No',
      String(Number(sign) * Math.floor(random() * 50_000)),
      ...[...youtubeParts, youtubeRevenue, ...partnerParts, partnerRevenue].map((v) => formatScaled(v, FIXTURE_SCALE)),
    ];
    yield { values, adjustmentType, partnerRevenue };
  }
}

/** Generates the report as CSV text chunks (one per line) so a million rows never sit in memory at once. */
export function* youtubeFixtureCsv(options: YoutubeFixtureOptions): Generator<string> {
  const { variant = 'ads', bom = true, crlf = true } = options;
  const eol = crlf ? '\r\n' : '\n';
  yield `${bom ? '\uFEFF' : ''}${YOUTUBE_COLUMNS[variant].map((c) => csvField(c)).join(',')}${eol}`;
  for (const row of youtubeFixtureRows(options)) yield `${row.values.map((v) => csvField(v)).join(',')}${eol}`;
}

/** The exact partner revenue total of a fixture, at `FIXTURE_SCALE` and as rounded-per-row micros. */
export function youtubeFixtureTotals(options: YoutubeFixtureOptions): {
  exact: bigint;
  rowMicros: bigint;
  adjustments: number;
} {
  let exact = 0n;
  let rowMicros = 0n;
  let adjustments = 0;
  for (const row of youtubeFixtureRows(options)) {
    exact += row.partnerRevenue;
    rowMicros += rescale(row.partnerRevenue, FIXTURE_SCALE, 6);
    if (row.adjustmentType !== '') adjustments += 1;
  }
  return { exact, rowMicros, adjustments };
}
