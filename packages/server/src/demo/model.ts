/**
 * The demo world: one model of each demo company that earns (its artists, releases and their
 * statuses, tracks and their one main artist, the stores each track is live on, the videos others
 * uploaded of its songs), from which every seeder and `irama demo-reports` derive what they write.
 * Extend the world here, never in a seeder: a song, store or artist a seeder names must come from
 * this file (`songOf` throws for one that does not). docs/demo-model.md tells the whole story.
 */
import type { GenreId, PlatformId, ReleaseStatus } from '@irama/contracts';

/** One track of a release: its main artist is the release's. */
export interface DemoTrack {
  title: string;
  composer: [string, string];
  genre: GenreId;
  lyrics: string;
}

/** A release as the partner sees it in the release list, with the day each step of its history happened. */
export interface DemoRelease {
  status: ReleaseStatus;
  title: string;
  /** The main artist of the release and of each of its tracks. */
  artist: string;
  /** Featured artists of the release (the tracks have the main artist only). */
  featured?: readonly string[];
  releaseDate: string;
  upc?: string;
  colour: string;
  platforms: readonly PlatformId[];
  /** Per-field errors of a rejected release. */
  errors?: Record<string, string>;
  /** The day a live release was taken off the stores (status taken_down). */
  takenDownOn?: string;
  /**
   * Delivered before the portal: a catalogue the company brought along, live on the stores from its
   * release date, with no history in the portal.
   */
  isBackCatalogue?: boolean;
  tracks: readonly DemoTrack[];
}

/** A video someone else uploaded of one of the company's songs, which YouTube's Content ID found and claimed. */
export interface DemoUpload {
  /** The company's song (a track title). */
  song: string;
  /** The uploader's channel, as YouTube names it. */
  channel: string;
  kind: 'cover' | 'fan_upload';
  /** Its views against the company's own video of the song. */
  share: number;
}

/** One demo company that earns from reports, by its seed key and owner. */
export interface DemoCompany {
  key: string;
  owner: string;
  label: string;
  /** Two to three letters of its ISRCs' registrant code. */
  code: string;
  youtube: boolean;
  dsp: boolean;
  /** Relative audience size. */
  size: number;
  /**
   * Its YouTube projects (asset labels). An artist's official channel holds that artist's songs; the
   * other songs are shared over the other projects in order.
   */
  projects: readonly { name: string; artist?: string }[];
  /** Songs whose revenue is shared with a composer or a featured artist. */
  coOwners: readonly { song: string; name: string; bps: number }[];
  uploads: readonly DemoUpload[];
  /** In the order the list shows them; the live ones' tracks, in this order, are the company's hits first. */
  releases: readonly DemoRelease[];
}

const STORES: PlatformId[] = [
  'spotify',
  'apple_music',
  'youtube_music',
  'youtube_content_id',
  'joox',
  'deezer',
  'tiktok',
  'tiktok_music',
];
/** A company without a YouTube service delivers to the stores only. */
const AUDIO_ONLY = STORES.filter((store) => store !== 'youtube_content_id');

const t = (title: string, genre: GenreId, composer: [string, string], lyrics: string): DemoTrack => ({
  title,
  genre,
  composer,
  lyrics,
});

/** A back-catalogue album: songs by one artist, out long before the demo's reports begin. */
const backCatalogue = (
  title: string,
  artist: string,
  releaseDate: string,
  colour: string,
  platforms: readonly PlatformId[],
  songs: readonly [string, GenreId][],
): DemoRelease => ({
  status: 'success',
  title,
  artist,
  releaseDate,
  colour,
  platforms,
  isBackCatalogue: true,
  tracks: songs.map(([song, genre]) => t(song, genre, ['Arsip', 'Label'], song)),
});

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'musik',
    owner: 'owner@musik.demo',
    label: 'Musik Nusantara Records',
    code: 'MNA',
    youtube: true,
    dsp: true,
    size: 1,
    projects: [
      { name: 'Nadia Putri Official', artist: 'Nadia Putri' },
      { name: 'Album Cahaya Nusantara' },
      { name: 'Kompilasi Pop Nusantara 2025' },
      { name: 'Akustik Sessions' },
    ],
    coOwners: [
      { song: 'Rindu Kampung Halaman', name: 'Arief Wicaksono', bps: 2_500 },
      { song: 'Ibu', name: 'Arief Wicaksono', bps: 2_000 },
      { song: 'Ibu', name: 'Lintang Maharani', bps: 1_500 },
      { song: 'Sawah', name: 'Hendra Kurniawan', bps: 3_000 },
      { song: 'Malam Minggu', name: 'Lintang Maharani', bps: 4_000 },
    ],
    uploads: [
      { song: 'Malam Minggu', channel: 'Rizky Akustik', kind: 'cover', share: 1.6 },
      { song: 'Rindu Kampung Halaman', channel: 'Lirik Lagu Nusantara', kind: 'fan_upload', share: 0.3 },
    ],
    releases: [
      {
        status: 'draft',
        title: 'Langit Jingga',
        artist: 'Nadia Putri',
        releaseDate: '2026-12-18',
        colour: '#e4572e',
        platforms: [],
        tracks: [t('Langit Jingga', 'pop', ['Nadia', 'Putri'], 'Langit jingga di ujung kota')],
      },
      {
        status: 'draft',
        title: 'Cerita Dari Timur',
        artist: 'Bayu Samudra',
        featured: ['Nadia Putri'],
        releaseDate: '2026-12-24',
        colour: '#f3a712',
        platforms: STORES,
        tracks: [
          t('Pulang ke Ambon', 'pop', ['Bayu', 'Samudra'], 'Ombak memanggil aku pulang'),
          t('Manise', 'folk', ['Bayu', 'Samudra'], 'Manise, manise sayange'),
        ],
      },
      {
        status: 'ready',
        title: 'Kopi dan Hujan',
        artist: 'Senandung Senja',
        releaseDate: '2026-12-11',
        colour: '#669bbc',
        platforms: STORES,
        tracks: [
          t('Kopi dan Hujan', 'indie', ['Raka', 'Pratama'], 'Secangkir kopi menemani hujan'),
          t('Jendela', 'indie', ['Raka', 'Pratama'], 'Dari jendela kulihat dirimu'),
          t('Sore Tadi', 'acoustic', ['Raka', 'Pratama'], 'Sore tadi kau tersenyum'),
        ],
      },
      {
        status: 'on_progress',
        title: 'Goyang Pantura',
        artist: 'Dewi Kirana',
        releaseDate: '2026-12-04',
        colour: '#c1121f',
        platforms: STORES,
        tracks: [
          t('Goyang Pantura', 'dangdut_koplo', ['Dewi', 'Kirana'], 'Ayo goyang sampai pagi'),
          t('Tarik Sis', 'dangdut', ['Dewi', 'Kirana'], 'Tarik sis, semongko'),
        ],
      },
      {
        status: 'success',
        title: 'Rindu Kampung Halaman',
        artist: 'Nadia Putri',
        releaseDate: '2026-03-13',
        upc: '8991234567891',
        colour: '#2a9d8f',
        platforms: STORES,
        tracks: [
          t('Rindu Kampung Halaman', 'pop', ['Nadia', 'Putri'], 'Rindu kampung halaman'),
          t('Ibu', 'pop', ['Nadia', 'Putri'], 'Ibu, kaulah cahayaku'),
          t('Sawah', 'pop', ['Nadia', 'Putri'], 'Hijau sawah membentang'),
          t('Sungai Kecil', 'acoustic', ['Nadia', 'Putri'], 'Sungai kecil di belakang rumah'),
        ],
      },
      {
        status: 'success',
        title: 'Malam Minggu',
        artist: 'Bayu Samudra',
        releaseDate: '2026-05-01',
        colour: '#264653',
        platforms: STORES,
        tracks: [t('Malam Minggu', 'rock', ['Bayu', 'Samudra'], 'Malam minggu kita bertemu')],
      },
      {
        status: 'success',
        title: 'Gema Nusantara',
        artist: 'Orkes Gema Nusantara',
        releaseDate: '2026-08-17',
        colour: '#e9c46a',
        platforms: STORES,
        tracks: [
          t('Tanah Airku', 'traditional', ['Ibu', 'Sud'], 'Tanah airku tidak kulupakan'),
          t('Bengawan', 'keroncong', ['Gesang', 'Martohartono'], 'Bengawan, riwayatmu kini'),
          t('Kicir-Kicir', 'traditional', ['Betawi', 'Betawi'], 'Kicir-kicir ini lagunya'),
          t('Ampar-Ampar Pisang', 'traditional', ['Hamiedan', 'AC'], 'Ampar-ampar pisang'),
          t('Yamko Rambe Yamko', 'traditional', ['Papua', 'Papua'], 'Hee yamko rambe yamko'),
        ],
      },
      {
        status: 'rejected',
        title: 'Patah Hati Berjamaah',
        artist: 'Dewi Kirana',
        releaseDate: '2026-12-30',
        colour: '#6d597a',
        platforms: STORES,
        errors: {
          'album.cover_art': 'Sampul memuat logo platform musik; mohon ganti dengan sampul tanpa logo.',
          'tracks.0.lyrics': 'Lirik tidak sesuai dengan audio pada menit 1:20.',
        },
        tracks: [
          t('Patah Hati Berjamaah', 'pop', ['Dewi', 'Kirana'], 'Kita patah hati bersama'),
          t('Ambyar', 'dangdut', ['Dewi', 'Kirana'], 'Ambyar sudah hatiku'),
        ],
      },
      {
        status: 'taken_down',
        title: 'Lagu Lama',
        artist: 'Senandung Senja',
        releaseDate: '2026-01-16',
        takenDownOn: '2026-06-30',
        colour: '#8d99ae',
        platforms: STORES,
        tracks: [t('Lagu Lama', 'indie', ['Raka', 'Pratama'], 'Lagu lama terputar lagi')],
      },
      {
        status: 'draft',
        title: 'Selamat Pagi Jakarta',
        artist: 'Bayu Samudra',
        releaseDate: '2027-01-08',
        colour: '#ffb703',
        platforms: ['spotify', 'tiktok', 'tiktok_music'],
        tracks: [t('Selamat Pagi Jakarta', 'pop', ['Bayu', 'Samudra'], 'Selamat pagi, Jakarta')],
      },
      backCatalogue('Kenangan Nusantara', 'Senandung Senja', '2024-06-14', '#3d5a80', STORES, [
        ['Senja di Pelabuhan', 'pop'],
        ['Hujan Bulan Juni', 'acoustic'],
        ['Rindu Serumpun', 'pop'],
        ['Kembang Desa', 'traditional'],
        ['Jalan Pulang', 'pop'],
        ['Tanah Airku Biru', 'pop'],
        ['Gadis Pantai', 'indie'],
        ['Mimpi Semalam', 'pop'],
      ]),
    ],
  },
  {
    key: 'timur',
    owner: 'owner@timur.demo',
    label: 'Timur Raya Musik',
    code: 'TMR',
    youtube: true,
    dsp: true,
    size: 0.6,
    projects: [
      { name: 'Album Ombak Timur' },
      { name: 'Maria Latuheru Official', artist: 'Maria Latuheru' },
      { name: 'Kompilasi Lagu Daerah Timur' },
    ],
    coOwners: [
      { song: 'Sio Mama', name: 'Ketut Arsana', bps: 3_500 },
      { song: 'Sahabat Lama', name: 'Maria Fernandez', bps: 5_000 },
    ],
    uploads: [{ song: 'Sio Mama', channel: 'Beta Cover Maluku', kind: 'cover', share: 0.4 }],
    releases: [
      {
        status: 'success',
        title: 'Sio Mama',
        artist: 'Maria Latuheru',
        releaseDate: '2026-04-10',
        colour: '#fb8500',
        platforms: STORES,
        tracks: [
          t('Sio Mama', 'traditional', ['Maria', 'Latuheru'], 'Sio mama, beta rindu'),
          t('Ayo Mama', 'pop', ['Maria', 'Latuheru'], 'Ayo mama jangan marah beta'),
        ],
      },
      {
        status: 'draft',
        title: 'Flobamora',
        artist: 'Yohanes Kase',
        releaseDate: '2027-01-15',
        colour: '#219ebc',
        platforms: STORES,
        tracks: [t('Flobamora', 'folk', ['Yohanes', 'Kase'], 'Flobamora tanah airku')],
      },
      backCatalogue('Ombak Timur', 'Frans Rumbewas', '2024-09-20', '#8ecae6', STORES, [
        ['Lentera Hati', 'pop'],
        ['Pelangi Sore', 'pop'],
        ['Sahabat Lama', 'folk'],
        ['Angin Kemarau', 'traditional'],
      ]),
    ],
  },
  {
    key: 'indie',
    owner: 'owner@indie.demo',
    label: 'Kolektif Indie Bandung',
    code: 'KIB',
    youtube: false,
    dsp: true,
    size: 0.45,
    projects: [],
    coOwners: [],
    uploads: [],
    releases: [
      backCatalogue('Bandung Sore Hari', 'Teras Braga', '2025-02-21', '#2ec4b6', AUDIO_ONLY, [
        ['Jalan Braga', 'indie'],
        ['Dago Pakar', 'indie'],
        ['Hujan di Cihampelas', 'acoustic'],
        ['Teras Kopi', 'indie'],
        ['Lampu Kota', 'indie'],
      ]),
    ],
  },
  {
    key: 'agg',
    owner: 'owner@agg.demo',
    label: 'Suara Agregator Nusantara',
    code: 'SAN',
    youtube: true,
    dsp: true,
    size: 0.5,
    projects: [{ name: 'Rara Anjani Official', artist: 'Rara Anjani' }, { name: 'Kompilasi Suara Nusantara' }],
    coOwners: [],
    uploads: [],
    releases: [
      backCatalogue('Suara Nusantara', 'Rara Anjani', '2025-03-07', '#1d4ed8', STORES, [
        ['Pulau Seribu', 'pop'],
        ['Layang-Layang', 'pop'],
      ]),
      backCatalogue('Nyanyian Ombak', 'Bima Laksana', '2025-05-23', '#1d4ed8', STORES, [
        ['Bintang Kecil Kita', 'acoustic'],
        ['Nyanyian Ombak', 'pop'],
      ]),
    ],
  },
  {
    key: 'agg-client-1',
    owner: 'owner@gemabali.demo',
    label: 'Suara Bali Records',
    code: 'GBR',
    youtube: false,
    dsp: true,
    size: 0.3,
    projects: [],
    coOwners: [],
    uploads: [],
    releases: [
      {
        status: 'on_progress',
        title: 'Pulau Dewata',
        artist: 'Komang Ayu',
        releaseDate: '2026-12-05',
        colour: '#06d6a0',
        platforms: AUDIO_ONLY,
        tracks: [t('Pulau Dewata', 'pop', ['Komang', 'Ayu'], 'Di pulau dewata kita berjumpa')],
      },
      backCatalogue('Gamelan Pagi', 'Komang Ayu', '2025-04-18', '#06d6a0', AUDIO_ONLY, [
        ['Kecak Senja', 'traditional'],
        ['Ubud Pagi', 'acoustic'],
        ['Sanur Biru', 'pop'],
      ]),
    ],
  },
  {
    key: 'agg-client-2',
    owner: 'owner@lomboksound.demo',
    label: 'Lombok Sound',
    code: 'LSP',
    youtube: true,
    dsp: false,
    size: 0.3,
    projects: [{ name: 'Album Sasak Bersenandung' }, { name: 'Sekar Ayu Official', artist: 'Sekar Ayu' }],
    coOwners: [],
    uploads: [],
    releases: [
      {
        status: 'success',
        title: 'Senggigi',
        artist: 'Lalu Ahmad',
        releaseDate: '2026-06-19',
        colour: '#118ab2',
        platforms: ['youtube_content_id', 'tiktok', 'tiktok_music'],
        tracks: [t('Senggigi', 'indie', ['Lalu', 'Ahmad'], 'Pantai Senggigi di senja hari')],
      },
      backCatalogue(
        'Sasak Bersenandung',
        'Sekar Ayu',
        '2024-11-08',
        '#118ab2',
        ['youtube_content_id'],
        [
          ['Gili Trawangan', 'traditional'],
          ['Rinjani', 'folk'],
          ['Tanjung Aan', 'pop'],
        ],
      ),
    ],
  },
];

/** The labels every company's releases carry. */
export const labelOf = (company: DemoCompany) => company.label;

/** The model of the company with seed key `key`. */
export function companyModel(key: string): DemoCompany {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`demo model: no company ${key}`);
  return company;
}

/** A release is on the stores from its release date: live, or taken down later. */
export const isOnStores = (release: DemoRelease) => release.status === 'success' || release.status === 'taken_down';

/** A song of the model: its release and place there, and its ISRC. */
export interface DemoSong {
  company: DemoCompany;
  release: DemoRelease;
  /** The release's place in its company's list. */
  releaseIndex: number;
  trackIndex: number;
  title: string;
  artist: string;
  isrc: string;
}

/** A track's ISRC: the company's registrant code, its release year and its place in the company's list. */
function isrcOf(company: DemoCompany, release: DemoRelease, releaseIndex: number, trackIndex: number): string {
  const registrant = `A${company.code}`.slice(0, 3);
  const year = release.releaseDate.slice(2, 4);
  return `ID${registrant}${year}${String(releaseIndex + 1).padStart(3, '0')}${String(trackIndex + 1).padStart(2, '0')}`;
}

/** Every song of a company, in the order of its releases. */
export function songsOf(company: DemoCompany): DemoSong[] {
  return company.releases.flatMap((release, releaseIndex) =>
    release.tracks.map((track, trackIndex) => ({
      company,
      release,
      releaseIndex,
      trackIndex,
      title: track.title,
      artist: release.artist,
      isrc: isrcOf(company, release, releaseIndex, trackIndex),
    })),
  );
}

/** A company's song by title: a seeder that names a song gets it here, so it cannot name one the model lacks. */
export function songOf(key: string, title: string): DemoSong {
  const song = songsOf(companyModel(key)).find((s) => s.title === title);
  if (!song) throw new Error(`demo model: ${key} has no song "${title}"`);
  return song;
}

/**
 * The stores a song's release is delivered to that report streams (the DSPs of its platforms), and
 * whether YouTube's Content ID has it.
 */
export function storesOf(release: DemoRelease): { stores: string[]; youtube: boolean } {
  return {
    stores: release.platforms.filter((p) => p !== 'youtube_content_id' && p !== 'tiktok' && p !== 'tiktok_music'),
    youtube: release.platforms.includes('youtube_content_id'),
  };
}
