import type { AssetType } from '@irama/contracts';
import { digits } from '../ingest/demo/catalogue.ts';
import type { Random } from '../lib/random.ts';

const FIRST = [
  'Senja',
  'Rindu',
  'Cahaya',
  'Hujan',
  'Kembang',
  'Ombak',
  'Pelangi',
  'Lentera',
  'Bintang',
  'Angin',
  'Mimpi',
  'Embun',
  'Rembulan',
  'Samudra',
  'Purnama',
  'Gerimis',
  'Fajar',
  'Sahabat',
  'Kenangan',
  'Pelita',
  'Cinta',
  'Doa',
] as const;
const SECOND = [
  'di Pelabuhan',
  'Kampung Halaman',
  'Pagi',
  'Bulan Juni',
  'Desa',
  'Selatan',
  'Sore',
  'Hati',
  'Jatuh',
  'Kemarau',
  'Semalam',
  'Terakhir',
  'Biru',
  'Nusantara',
  'di Ujung Jalan',
  'Pertama',
  'Abadi',
  'Merah Putih',
  'Tanah Jawa',
  'Untukmu',
  'yang Hilang',
  'Malam Minggu',
] as const;
const VERSIONS = ['', '', '', ' (Akustik)', ' (Live)', ' (Remix)', ' (Versi Orkestra)', ' (Instrumental)'] as const;
const ARTISTS = [
  'Nadia Putri',
  'Bayu Samudra',
  'Senandung Senja',
  'Rara Anjani',
  'Dimas Anggara',
  'Sekar Ayu',
  'Raka Wijaya',
  'Kirana Band',
  'Orkes Melayu Pesisir',
  'Tiara Maharani',
  'Gilang Ramadhan',
  'Putri Ayu & Band',
] as const;
const TERRITORIES = ['WW', 'WW', 'WW', 'WW', 'ID', 'ID MY SG BN', 'ID MY', 'WW'] as const;
// Sound recordings and art tracks are most of a label's Content ID catalogue.
const TYPE_WEIGHTS: readonly AssetType[] = [
  'sound_recording',
  'sound_recording',
  'sound_recording',
  'sound_recording',
  'art_track',
  'art_track',
  'music_video',
  'music_video',
  'composition',
  'web',
];

/** What a catalogue of generated assets is for: whose, under which labels, and a code unique to it. */
export type AssetBatchOptions = {
  companyId: number;
  /** Two to four letters that make the ISRCs and custom ids of this company's catalogue unique. */
  code: string;
  labels: readonly string[];
  channels: readonly string[];
  createdAt: string;
  /** Who sings the catalogue (the demo company's own artists); a list of made-up names by default. */
  artists?: readonly string[];
  /** Titles it must not use: the demo's songs, which are one artist's each and no one else's. */
  reservedTitles?: ReadonlySet<string>;
};

/** `count` realistic YouTube assets: titles, artists, labels, codes, territories and views falling off by rank. */
export function generateAssets(random: Random, count: number, options: AssetBatchOptions) {
  const registrant = options.code.toUpperCase().padEnd(3, 'X').slice(0, 3);
  return Array.from({ length: count }, (_, index) => {
    const type = random.pick(TYPE_WEIGHTS);
    let name = `${random.pick(FIRST)} ${random.pick(SECOND)}`;
    while (options.reservedTitles?.has(name)) name = `${random.pick(FIRST)} ${random.pick(SECOND)}`;
    const title = `${name}${random.pick(VERSIONS)}`;
    const isrc =
      type === 'composition' ? null : `ID${registrant}${String(18 + (index % 8))}${String(index + 1).padStart(5, '0')}`;
    const key = `${options.code}:${index}`;
    return {
      company_id: options.companyId,
      asset_id: `A${digits(`catalogue-asset:${key}`, 15)}`,
      custom_id: `${options.code.toUpperCase()}-${String(index + 1).padStart(6, '0')}`,
      asset_label: random.pick(options.labels),
      channel_id: random.pick(options.channels),
      title,
      isrc,
      artist: random.pick(options.artists ?? ARTISTS),
      asset_type: type,
      territories: random.pick(TERRITORIES),
      // A long tail: a few assets have millions of views, most have thousands.
      views: Math.floor((2_500_000 / (1 + index * 0.07) ** 1.1) * (0.6 + random.next() * 0.8)),
      created_at: options.createdAt,
    };
  });
}
