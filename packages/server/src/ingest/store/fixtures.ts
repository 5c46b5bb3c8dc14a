import { type PeriodFormat, type StoreColumnMapping, StoreColumnMappingSchema } from '@irama/contracts';
import { pickFrom, seededRandom } from '../../lib/random.ts';
import {
  ARTISTS,
  COUNTRIES,
  catalogueIsrc,
  csvField,
  fakeAmount,
  fakeIsrc,
  fakeUpc,
  TITLES,
} from '../fixtures-random.ts';
import { formatScaled, rescale } from '../money.ts';

/** A Spotify-like layout: comma CSV, `YYYY-MM` periods, USD with many decimals, streams. */
export const SPOTIFY_LIKE_MAPPING: StoreColumnMapping = StoreColumnMappingSchema.parse({
  store: 'spotify',
  delimiter: ',',
  periodFormat: 'YYYY-MM',
  columns: {
    period: 'Reporting Month',
    artist: 'Artist Name',
    title: 'Track Name',
    isrc: 'ISRC',
    upc: 'UPC',
    country: 'Country',
    units: 'Streams',
    revenue: 'Payable Amount',
    currency: 'Currency',
  },
});

/** A JOOX-like layout: TSV, `DD/MM/YYYY` dates, IDR with a comma decimal separator, no currency column. */
export const JOOX_LIKE_MAPPING: StoreColumnMapping = StoreColumnMappingSchema.parse({
  store: 'joox',
  delimiter: '\t',
  decimalSeparator: ',',
  periodFormat: 'DD/MM/YYYY',
  currency: 'IDR',
  columns: {
    period: 'Tanggal',
    store: 'Layanan',
    artist: 'Artis',
    title: 'Judul Lagu',
    isrc: 'Kode ISRC',
    country: 'Negara',
    units: 'Jumlah Putar',
    revenue: 'Pendapatan',
  },
});

/** What to generate; amounts carry `scale` decimals (default 8, like USD store reports). */
export interface StoreFixtureOptions {
  rows: number;
  seed?: number;
  period?: string;
  scale?: number;
  bom?: boolean;
  crlf?: boolean;
  /**
   * How many tracks the rows are about: a store's month has a row per track and country, so a real
   * file repeats each ISRC many times. Without it every row draws an ISRC at random (about 600,000).
   */
  tracks?: number;
}

const EXTRA_COLUMN = 'Catatan';

/** A period written in a store's format; `day` fills the formats that carry one. */
export function formatStorePeriod(period: string, format: PeriodFormat, day: string): string {
  const [y = '', m = ''] = period.split('-');
  const formats: Record<PeriodFormat, string> = {
    'YYYY-MM': `${y}-${m}`,
    YYYYMM: `${y}${m}`,
    'YYYY-MM-DD': `${y}-${m}-${day}`,
    YYYYMMDD: `${y}${m}${day}`,
    'DD/MM/YYYY': `${day}/${m}/${y}`,
    'MM/YYYY': `${m}/${y}`,
  };
  return formats[format];
}

/** One generated row: its values by mapping role, and its exact amount at the fixture's scale. */
export interface StoreFixtureRow {
  values: Record<string, string>;
  amount: bigint;
  units: number;
}

/** Generates rows deterministically from the seed, formatted the way the mapping expects. */
export function* storeFixtureRows(
  mapping: StoreColumnMapping,
  options: StoreFixtureOptions,
): Generator<StoreFixtureRow> {
  const { rows, seed = 1, period = '2026-10', scale = 8, tracks } = options;
  const random = seededRandom(seed);
  for (let i = 0; i < rows; i += 1) {
    const units = Math.floor(random() * 10_000);
    const amount = fakeAmount(random, scale, 40);
    const values: Record<string, string> = {
      period: formatStorePeriod(period, mapping.periodFormat, String(1 + (i % 28)).padStart(2, '0')),
      store: mapping.store,
      artist: pickFrom(random, ARTISTS),
      title: pickFrom(random, TITLES),
      isrc: tracks ? catalogueIsrc(Math.floor(random() * tracks)) : fakeIsrc(random),
      upc: fakeUpc(random),
      country: pickFrom(random, COUNTRIES),
      units: String(units),
      revenue: formatScaled(amount, scale).replace('.', mapping.decimalSeparator),
      currency: mapping.currency ?? 'USD',
    };
    yield { values, amount, units };
  }
}

/** Generates a store report in any mapping's layout (plus one unmapped column), as text chunks of ~64 KiB. */
export function* storeFixtureCsv(mapping: StoreColumnMapping, options: StoreFixtureOptions): Generator<string> {
  const { bom = true, crlf = true } = options;
  const eol = crlf ? '\r\n' : '\n';
  const roles = Object.entries(mapping.columns).map(([role, name]) => [role, csvField(name, mapping.delimiter)]);
  const cell = (value: string) => csvField(value, mapping.delimiter);
  const header = [...roles.map(([, name]) => name), EXTRA_COLUMN].join(mapping.delimiter);
  let chunk = `${bom ? '\uFEFF' : ''}${header}${eol}`;
  let i = 0;
  for (const { values } of storeFixtureRows(mapping, options)) {
    // Every tenth row fills the unmapped column with a quoted note, which the parser must skip over.
    const extra = i % 10 === 0 ? cell('promo, "featured"') : '';
    chunk += `${roles.map(([role = '']) => cell(values[role] ?? '')).join(mapping.delimiter)}${mapping.delimiter}${extra}${eol}`;
    i += 1;
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** The exact revenue total of a fixture at its scale, the total of per-row micros, and the units total. */
export function storeFixtureTotals(
  mapping: StoreColumnMapping,
  options: StoreFixtureOptions,
): { exact: bigint; rowMicros: bigint; units: number } {
  const scale = options.scale ?? 8;
  let exact = 0n;
  let rowMicros = 0n;
  let units = 0;
  for (const row of storeFixtureRows(mapping, options)) {
    exact += row.amount;
    rowMicros += rescale(row.amount, scale, 6);
    units += row.units;
  }
  return { exact, rowMicros, units };
}
