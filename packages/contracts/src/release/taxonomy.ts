import { z } from 'zod';

type Named<Id extends string> = { readonly id: Id; readonly name: { readonly id: string; readonly en: string } };

function idsOf<Id extends string>(items: readonly Named<Id>[]): [Id, ...Id[]] {
  return items.map((item) => item.id) as [Id, ...Id[]];
}

/** Genres offered on a track, with Indonesian and English names. */
export const GENRES = [
  { id: 'pop', name: { id: 'Pop', en: 'Pop' } },
  { id: 'dangdut', name: { id: 'Dangdut', en: 'Dangdut' } },
  { id: 'dangdut_koplo', name: { id: 'Dangdut Koplo', en: 'Dangdut Koplo' } },
  { id: 'religious', name: { id: 'Religi', en: 'Religious' } },
  { id: 'rock', name: { id: 'Rock', en: 'Rock' } },
  { id: 'indie', name: { id: 'Indie', en: 'Indie' } },
  { id: 'alternative', name: { id: 'Alternatif', en: 'Alternative' } },
  { id: 'hip_hop', name: { id: 'Hip-Hop/Rap', en: 'Hip-Hop/Rap' } },
  { id: 'rnb', name: { id: 'R&B/Soul', en: 'R&B/Soul' } },
  { id: 'electronic', name: { id: 'Elektronik', en: 'Electronic' } },
  { id: 'dance', name: { id: 'Dance', en: 'Dance' } },
  { id: 'jazz', name: { id: 'Jazz', en: 'Jazz' } },
  { id: 'blues', name: { id: 'Blues', en: 'Blues' } },
  { id: 'metal', name: { id: 'Metal', en: 'Metal' } },
  { id: 'punk', name: { id: 'Punk', en: 'Punk' } },
  { id: 'reggae', name: { id: 'Reggae', en: 'Reggae' } },
  { id: 'folk', name: { id: 'Folk', en: 'Folk' } },
  { id: 'acoustic', name: { id: 'Akustik', en: 'Acoustic' } },
  { id: 'keroncong', name: { id: 'Keroncong', en: 'Keroncong' } },
  { id: 'campursari', name: { id: 'Campursari', en: 'Campursari' } },
  { id: 'qasidah', name: { id: 'Qasidah', en: 'Qasidah' } },
  { id: 'gospel', name: { id: 'Rohani Kristen', en: 'Christian & Gospel' } },
  { id: 'traditional', name: { id: 'Tradisional/Daerah', en: 'Traditional/Regional' } },
  { id: 'kids', name: { id: 'Anak-anak', en: "Children's Music" } },
  { id: 'classical', name: { id: 'Klasik', en: 'Classical' } },
  { id: 'soundtrack', name: { id: 'Soundtrack', en: 'Soundtrack' } },
  { id: 'k_pop', name: { id: 'K-Pop', en: 'K-Pop' } },
  { id: 'world', name: { id: 'Musik Dunia', en: 'World' } },
  { id: 'instrumental', name: { id: 'Instrumental', en: 'Instrumental' } },
] as const;
export type GenreId = (typeof GENRES)[number]['id'];
export const GenreSchema = z.enum(idsOf(GENRES), 'release.track.genre.required').describe('Primary genre');

/** Regions a track comes from (ISO 3166-1 alpha-2, lower case), nearest markets first. */
export const REGIONS = [
  { id: 'id', name: { id: 'Indonesia', en: 'Indonesia' } },
  { id: 'my', name: { id: 'Malaysia', en: 'Malaysia' } },
  { id: 'sg', name: { id: 'Singapura', en: 'Singapore' } },
  { id: 'bn', name: { id: 'Brunei Darussalam', en: 'Brunei' } },
  { id: 'tl', name: { id: 'Timor Leste', en: 'Timor-Leste' } },
  { id: 'th', name: { id: 'Thailand', en: 'Thailand' } },
  { id: 'ph', name: { id: 'Filipina', en: 'Philippines' } },
  { id: 'vn', name: { id: 'Vietnam', en: 'Vietnam' } },
  { id: 'kr', name: { id: 'Korea Selatan', en: 'South Korea' } },
  { id: 'jp', name: { id: 'Jepang', en: 'Japan' } },
  { id: 'cn', name: { id: 'Tiongkok', en: 'China' } },
  { id: 'in', name: { id: 'India', en: 'India' } },
  { id: 'sa', name: { id: 'Arab Saudi', en: 'Saudi Arabia' } },
  { id: 'au', name: { id: 'Australia', en: 'Australia' } },
  { id: 'us', name: { id: 'Amerika Serikat', en: 'United States' } },
  { id: 'gb', name: { id: 'Inggris', en: 'United Kingdom' } },
  { id: 'nl', name: { id: 'Belanda', en: 'Netherlands' } },
  { id: 'other', name: { id: 'Lainnya', en: 'Other' } },
] as const;
export type RegionId = (typeof REGIONS)[number]['id'];
export const RegionSchema = z.enum(idsOf(REGIONS), 'release.track.region.required').describe('Region of origin');

/** Lyric languages (ISO 639 codes); `zxx` means no lyrics. */
export const LYRIC_LANGUAGES = [
  { id: 'id', name: { id: 'Bahasa Indonesia', en: 'Indonesian' } },
  { id: 'en', name: { id: 'Bahasa Inggris', en: 'English' } },
  { id: 'jv', name: { id: 'Bahasa Jawa', en: 'Javanese' } },
  { id: 'su', name: { id: 'Bahasa Sunda', en: 'Sundanese' } },
  { id: 'ms', name: { id: 'Bahasa Melayu', en: 'Malay' } },
  { id: 'ban', name: { id: 'Bahasa Bali', en: 'Balinese' } },
  { id: 'min', name: { id: 'Bahasa Minang', en: 'Minangkabau' } },
  { id: 'btk', name: { id: 'Bahasa Batak', en: 'Batak' } },
  { id: 'mad', name: { id: 'Bahasa Madura', en: 'Madurese' } },
  { id: 'bug', name: { id: 'Bahasa Bugis', en: 'Buginese' } },
  { id: 'bjn', name: { id: 'Bahasa Banjar', en: 'Banjar' } },
  { id: 'ace', name: { id: 'Bahasa Aceh', en: 'Acehnese' } },
  { id: 'ar', name: { id: 'Bahasa Arab', en: 'Arabic' } },
  { id: 'zh', name: { id: 'Bahasa Mandarin', en: 'Chinese' } },
  { id: 'ko', name: { id: 'Bahasa Korea', en: 'Korean' } },
  { id: 'ja', name: { id: 'Bahasa Jepang', en: 'Japanese' } },
  { id: 'hi', name: { id: 'Bahasa Hindi', en: 'Hindi' } },
  { id: 'tl', name: { id: 'Bahasa Tagalog', en: 'Tagalog' } },
  { id: 'th', name: { id: 'Bahasa Thai', en: 'Thai' } },
  { id: 'zxx', name: { id: 'Tanpa lirik', en: 'No lyrics' } },
] as const;
export type LyricLanguageId = (typeof LYRIC_LANGUAGES)[number]['id'];
export const LyricLanguageSchema = z
  .enum(idsOf(LYRIC_LANGUAGES), 'release.track.language.unknown')
  .describe('Lyric language');
