import type { GenreId, PlatformId, ReleaseStatus } from '@irama/contracts';

type TrackSeed = {
  title: string;
  composer: [string, string];
  genre: GenreId;
  lyrics: string;
  player: string;
  producer: string;
};

/** A demo release: its company and owner (seed keys), status and content. */
export type ReleaseSeed = {
  company: string;
  owner: string;
  status: ReleaseStatus;
  title: string;
  artists: string[];
  label: string;
  releaseDate: string;
  upc?: string;
  colour: string;
  platforms: PlatformId[];
  errors?: Record<string, string>;
  tracks: TrackSeed[];
};

const DSPS: PlatformId[] = ['spotify', 'apple_music', 'youtube_music', 'joox', 'tiktok', 'tiktok_music'];
const M = { company: 'musik', owner: 'owner@musik.demo', label: 'Musik Nusantara Records' };
const t = (title: string, genre: GenreId, composer: [string, string], lyrics: string): TrackSeed => ({
  title,
  genre,
  composer,
  lyrics,
  player: 'Dimas Anggara',
  producer: 'Yovie Hartanto',
});

/** Ten releases of the musik company across every status, and a few of other companies. */
export const RELEASE_SEEDS: ReleaseSeed[] = [
  {
    ...M,
    status: 'draft',
    title: 'Langit Jingga',
    artists: ['Nadia Putri'],
    releaseDate: '2026-12-18',
    colour: '#e4572e',
    platforms: [],
    tracks: [t('Langit Jingga', 'pop', ['Nadia', 'Putri'], 'Langit jingga di ujung kota')],
  },
  {
    ...M,
    status: 'draft',
    title: 'Cerita Dari Timur',
    artists: ['Bayu Samudra', 'Nadia Putri'],
    releaseDate: '2026-12-24',
    colour: '#f3a712',
    platforms: DSPS,
    tracks: [
      t('Pulang ke Ambon', 'pop', ['Bayu', 'Samudra'], 'Ombak memanggil aku pulang'),
      t('Manise', 'folk', ['Bayu', 'Samudra'], 'Manise, manise sayange'),
    ],
  },
  {
    ...M,
    status: 'ready',
    title: 'Kopi dan Hujan',
    artists: ['Senandung Senja'],
    releaseDate: '2026-12-11',
    colour: '#669bbc',
    platforms: DSPS,
    tracks: [
      t('Kopi dan Hujan', 'indie', ['Raka', 'Pratama'], 'Secangkir kopi menemani hujan'),
      t('Jendela', 'indie', ['Raka', 'Pratama'], 'Dari jendela kulihat dirimu'),
      t('Sore Tadi', 'acoustic', ['Raka', 'Pratama'], 'Sore tadi kau tersenyum'),
    ],
  },
  {
    ...M,
    status: 'on_progress',
    title: 'Goyang Pantura',
    artists: ['Dewi Kirana'],
    releaseDate: '2026-12-04',
    colour: '#c1121f',
    platforms: DSPS,
    tracks: [
      t('Goyang Pantura', 'dangdut_koplo', ['Dewi', 'Kirana'], 'Ayo goyang sampai pagi'),
      t('Tarik Sis', 'dangdut', ['Dewi', 'Kirana'], 'Tarik sis, semongko'),
    ],
  },
  {
    ...M,
    status: 'success',
    title: 'Rindu Kampung Halaman',
    artists: ['Nadia Putri'],
    releaseDate: '2026-03-13',
    upc: '8991234567892',
    colour: '#2a9d8f',
    platforms: DSPS,
    tracks: [
      t('Rindu Kampung Halaman', 'pop', ['Nadia', 'Putri'], 'Rindu kampung halaman'),
      t('Ibu', 'pop', ['Nadia', 'Putri'], 'Ibu, kaulah cahayaku'),
      t('Sawah', 'pop', ['Nadia', 'Putri'], 'Hijau sawah membentang'),
      t('Sungai Kecil', 'acoustic', ['Nadia', 'Putri'], 'Sungai kecil di belakang rumah'),
    ],
  },
  {
    ...M,
    status: 'success',
    title: 'Malam Minggu',
    artists: ['Bayu Samudra'],
    releaseDate: '2026-05-01',
    colour: '#264653',
    platforms: DSPS,
    tracks: [t('Malam Minggu', 'rock', ['Bayu', 'Samudra'], 'Malam minggu kita bertemu')],
  },
  {
    ...M,
    status: 'success',
    title: 'Gema Nusantara',
    artists: ['Orkes Gema Nusantara'],
    releaseDate: '2026-08-17',
    colour: '#e9c46a',
    platforms: DSPS,
    tracks: [
      t('Tanah Airku', 'traditional', ['Ibu', 'Sud'], 'Tanah airku tidak kulupakan'),
      t('Bengawan', 'keroncong', ['Gesang', 'Martohartono'], 'Bengawan, riwayatmu kini'),
      t('Kicir-Kicir', 'traditional', ['Betawi', 'Betawi'], 'Kicir-kicir ini lagunya'),
      t('Ampar-Ampar Pisang', 'traditional', ['Hamiedan', 'AC'], 'Ampar-ampar pisang'),
      t('Yamko Rambe Yamko', 'traditional', ['Papua', 'Papua'], 'Hee yamko rambe yamko'),
    ],
  },
  {
    ...M,
    status: 'rejected',
    title: 'Patah Hati Berjamaah',
    artists: ['Dewi Kirana'],
    releaseDate: '2026-12-30',
    colour: '#6d597a',
    platforms: DSPS,
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
    ...M,
    status: 'taken_down',
    title: 'Lagu Lama',
    artists: ['Senandung Senja'],
    releaseDate: '2025-11-07',
    colour: '#8d99ae',
    platforms: DSPS,
    tracks: [t('Lagu Lama', 'indie', ['Raka', 'Pratama'], 'Lagu lama terputar lagi')],
  },
  {
    ...M,
    status: 'draft',
    title: 'Selamat Pagi Jakarta',
    artists: ['Bayu Samudra'],
    releaseDate: '2027-01-08',
    colour: '#ffb703',
    platforms: ['spotify', 'tiktok', 'tiktok_music'],
    tracks: [t('Selamat Pagi Jakarta', 'pop', ['Bayu', 'Samudra'], 'Selamat pagi, Jakarta')],
  },
  {
    company: 'timur',
    owner: 'owner@timur.demo',
    label: 'Timur Raya Musik',
    status: 'success',
    title: 'Sio Mama',
    artists: ['Maria Latuheru'],
    releaseDate: '2026-04-10',
    colour: '#fb8500',
    platforms: DSPS,
    tracks: [
      t('Sio Mama', 'traditional', ['Maria', 'Latuheru'], 'Sio mama, beta rindu'),
      t('Ayo Mama', 'pop', ['Maria', 'Latuheru'], 'Ayo mama jangan marah beta'),
    ],
  },
  {
    company: 'timur',
    owner: 'owner@timur.demo',
    label: 'Timur Raya Musik',
    status: 'draft',
    title: 'Flobamora',
    artists: ['Yohanes Kase'],
    releaseDate: '2027-01-15',
    colour: '#219ebc',
    platforms: DSPS,
    tracks: [t('Flobamora', 'folk', ['Yohanes', 'Kase'], 'Flobamora tanah airku')],
  },
  {
    company: 'agg-client-1',
    owner: 'owner@gemabali.demo',
    label: 'Suara Bali Records',
    status: 'on_progress',
    title: 'Pulau Dewata',
    artists: ['Komang Ayu'],
    releaseDate: '2026-12-05',
    colour: '#06d6a0',
    platforms: DSPS,
    tracks: [t('Pulau Dewata', 'pop', ['Komang', 'Ayu'], 'Di pulau dewata kita berjumpa')],
  },
  {
    company: 'agg-client-2',
    owner: 'owner@lomboksound.demo',
    label: 'Lombok Sound',
    status: 'success',
    title: 'Senggigi',
    artists: ['Lalu Ahmad'],
    releaseDate: '2026-06-19',
    colour: '#118ab2',
    platforms: DSPS,
    tracks: [t('Senggigi', 'indie', ['Lalu', 'Ahmad'], 'Pantai Senggigi di senja hari')],
  },
];
