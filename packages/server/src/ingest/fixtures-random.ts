/** Quotes a CSV field when it holds the delimiter, a quote or a line break (RFC 4180). */
export function csvField(value: string, delimiter = ','): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Titles and artists in the shape Irama's catalogue has: Indonesian, with commas, quotes and diacritics. */
export const TITLES = [
  'Bengawan Solo',
  'Cinta, Luka & "Rindu"',
  'Kopi Dangdut (Remix)',
  'Lir-Ilir',
  'Rayuan Pulau Kelapa, Live',
  'Sepanjang Jalan Kenangan',
  'Kasih "Tak" Sampai',
  'Jaran Goyang',
  'Ampar-Ampar Pisang',
  'Kërontjong Moritsko',
] as const;
export const ARTISTS = ['Gesang', 'Via Vallen', 'Didi Kempot', 'Nella Kharisma', 'Sheila on 7', 'Tulus, feat. Raisa'];
export const COUNTRIES = ['ID', 'ID', 'ID', 'MY', 'SG', 'US', 'TW', 'SA', 'NL', 'JP'] as const;

/** A syntactically valid, deterministic ISRC such as `IDA012300042`. */
export function fakeIsrc(random: () => number): string {
  const serial = String(Math.floor(random() * 100_000)).padStart(5, '0');
  return `IDA01${String(20 + Math.floor(random() * 6))}${serial}`;
}

/** A deterministic 13-digit UPC/EAN. */
/** The ISRC of track `n` of a generated catalogue (n below 600,000): distinct for distinct n. */
export function catalogueIsrc(n: number): string {
  return `IDA01${String(20 + (n % 6))}${String(Math.floor(n / 6)).padStart(5, '0')}`;
}

export function fakeUpc(random: () => number): string {
  return `8${String(Math.floor(random() * 1e12)).padStart(12, '0')}`;
}

/** A non-negative amount at `scale` decimals below `max` units, as an exact bigint. */
export function fakeAmount(random: () => number, scale: number, max: number): bigint {
  return BigInt(Math.floor(random() * max * 10 ** Math.min(scale, 9))) * 10n ** BigInt(Math.max(scale - 9, 0));
}
