import type { SuggestionReason } from '@irama/contracts';

// The demo's Expertise catalogue: topics, courses and their episodes in Indonesian and English, and
// what the demo's learners watched.

export type DemoTopic = { key: string; name: string; nameEn: string; colour: string };

export const DEMO_TOPICS: readonly DemoTopic[] = [
  { key: 'metadata', name: 'Metadata & Rilis', nameEn: 'Metadata & releases', colour: '#c62828' },
  { key: 'rights', name: 'Hak Cipta & Content ID', nameEn: 'Copyright & Content ID', colour: '#6a1b9a' },
  { key: 'money', name: 'Royalti & Pembayaran', nameEn: 'Royalties & payments', colour: '#2e7d32' },
  { key: 'promo', name: 'Promosi & Audiens', nameEn: 'Promotion & audience', colour: '#ef6c00' },
  { key: 'planning', name: 'Perencanaan Rilis', nameEn: 'Release planning', colour: '#1565c0' },
];

export type DemoCourse = {
  key: string;
  topic: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  isMandatory?: boolean;
  featured?: number;
  suggestedFor?: SuggestionReason;
  /** Each episode's title in Indonesian and English. */
  episodes: readonly (readonly [string, string])[];
};

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    key: 'metadata-basics',
    topic: 'metadata',
    title: 'Dasar Metadata Rilis',
    titleEn: 'Release metadata basics',
    description: 'Isi data album dan lagu dengan benar sejak awal, agar rilis tidak ditolak toko digital.',
    descriptionEn: 'Fill in album and track data right the first time, so stores do not reject the release.',
    isMandatory: true,
    featured: 1,
    suggestedFor: 'release_rejected',
    episodes: [
      ['Judul, artis, dan label', 'Titles, artists and labels'],
      ['ISRC dan UPC', 'ISRC and UPC'],
      ['Genre, bahasa, dan lirik', 'Genre, language and lyrics'],
      ['Kesalahan yang membuat rilis ditolak', 'Mistakes that get a release rejected'],
    ],
  },
  {
    key: 'content-id',
    topic: 'rights',
    title: 'Memahami Content ID YouTube',
    titleEn: 'Understanding YouTube Content ID',
    description: 'Cara Content ID menemukan karya Anda, dan apa yang dilakukan saat klaim bertabrakan.',
    descriptionEn: 'How Content ID finds your work, and what to do when claims collide.',
    isMandatory: true,
    featured: 2,
    suggestedFor: 'conflict_open',
    episodes: [
      ['Cara kerja klaim', 'How claims work'],
      ['Menerima atau mengajukan banding', 'Accepting or appealing'],
      ['Mencegah konflik kepemilikan', 'Preventing ownership conflicts'],
    ],
  },
  {
    key: 'royalty-reports',
    topic: 'money',
    title: 'Membaca Laporan Royalti',
    titleEn: 'Reading your royalty reports',
    description: 'Dari pendapatan kotor sampai bagi hasil: angka-angka di laporan YouTube dan DSP.',
    descriptionEn: 'From gross revenue to your share: the figures in YouTube and DSP reports.',
    isMandatory: true,
    episodes: [
      ['Pendapatan kotor, bersih, dan bagi hasil', 'Gross, net and shared revenue'],
      ['Laporan DSP per platform', 'DSP reports by platform'],
      ['Dari laporan ke penarikan saldo', 'From report to withdrawal'],
    ],
  },
  {
    key: 'first-release',
    topic: 'planning',
    title: 'Rilis Pertama Anda',
    titleEn: 'Your first release',
    description: 'Langkah demi langkah dari file audio sampai lagu tayang di toko digital.',
    descriptionEn: 'Step by step from the audio file to a song live in the stores.',
    featured: 3,
    suggestedFor: 'no_release_yet',
    episodes: [
      ['Menyiapkan audio dan sampul', 'Preparing audio and cover art'],
      ['Memilih tanggal rilis', 'Choosing a release date'],
      ['Meninjau dan mengirim', 'Review and submit'],
    ],
  },
  {
    key: 'release-calendar',
    topic: 'planning',
    title: 'Kalender Rilis Setahun',
    titleEn: 'A year-long release calendar',
    description: 'Atur jarak antar-single dan album agar pendengar selalu punya alasan untuk kembali.',
    descriptionEn: 'Space singles and albums so listeners always have a reason to come back.',
    episodes: [
      ['Single, EP, atau album?', 'Single, EP or album?'],
      ['Hari besar dan musim rilis', 'Holidays and release seasons'],
    ],
  },
  {
    key: 'shorts-previews',
    topic: 'promo',
    title: 'Pratinjau untuk YouTube Shorts',
    titleEn: 'Previews for YouTube Shorts',
    description: 'Pilih potongan lagu dan tanggal pratinjau yang membuat orang menunggu rilis penuh.',
    descriptionEn: 'Pick the clip and preview date that make people wait for the full release.',
    episodes: [
      ['Memilih potongan 15 detik', 'Choosing a 15-second clip'],
      ['Jadwal pratinjau yang tepat', 'Timing the preview'],
    ],
  },
  {
    key: 'playlist-pitching',
    topic: 'promo',
    title: 'Masuk Playlist Editorial',
    titleEn: 'Pitching to editorial playlists',
    description: 'Apa yang dibaca kurator, kapan mengirim, dan cara menulis pitch yang singkat.',
    descriptionEn: 'What curators read, when to send, and how to write a short pitch.',
    featured: 4,
    episodes: [
      ['Cara kurator memilih lagu', 'How curators choose songs'],
      ['Waktu pengiriman', 'When to pitch'],
      ['Menulis pitch yang baik', 'Writing a good pitch'],
      ['Setelah lagu masuk playlist', 'After the playlist add'],
    ],
  },
  {
    key: 'social-promotion',
    topic: 'promo',
    title: 'Promosi di Media Sosial',
    titleEn: 'Promotion on social media',
    description: 'Rencana konten sederhana untuk Instagram dan TikTok di minggu rilis.',
    descriptionEn: 'A simple content plan for Instagram and TikTok in release week.',
    episodes: [
      ['Sebelum rilis', 'Before release'],
      ['Minggu rilis', 'Release week'],
      ['Menjaga momentum', 'Keeping the momentum'],
    ],
  },
  {
    key: 'audience-analytics',
    topic: 'promo',
    title: 'Membaca Analitik Audiens',
    titleEn: 'Reading audience analytics',
    description: 'Negara, usia, dan sumber trafik: mengubah angka analitik menjadi keputusan.',
    descriptionEn: 'Countries, ages and traffic sources: turning analytics into decisions.',
    episodes: [
      ['Siapa pendengar Anda', 'Who your listeners are'],
      ['Dari mana mereka datang', 'Where they come from'],
      ['Mengukur hasil promosi', 'Measuring a campaign'],
    ],
  },
  {
    key: 'withdrawals',
    topic: 'money',
    title: 'Saldo DSP dan Penarikan',
    titleEn: 'DSP balance and withdrawals',
    description: 'Kapan saldo bisa ditarik, berapa minimumnya, dan berapa lama prosesnya.',
    descriptionEn: 'When the balance can be withdrawn, the minimum, and how long it takes.',
    episodes: [
      ['Saldo tersedia dan ditahan', 'Available and held balance'],
      ['Menarik saldo ke rekening', 'Withdrawing to your account'],
    ],
  },
  {
    key: 'copyright-basics',
    topic: 'rights',
    title: 'Hak Cipta Lagu untuk Pemula',
    titleEn: 'Song copyright for beginners',
    description: 'Pencipta, penyanyi, dan produser: siapa memiliki apa dalam sebuah lagu.',
    descriptionEn: 'Songwriters, performers and producers: who owns what in a song.',
    episodes: [
      ['Hak cipta dan hak terkait', 'Copyright and related rights'],
      ['Perjanjian dengan kolaborator', 'Agreements with collaborators'],
      ['Mendaftarkan karya', 'Registering your work'],
    ],
  },
  {
    key: 'cover-songs',
    topic: 'rights',
    title: 'Merilis Lagu Cover dengan Benar',
    titleEn: 'Releasing cover songs the right way',
    description: 'Izin, penulisan kredit, dan pembagian royalti untuk lagu milik orang lain.',
    descriptionEn: 'Licences, credits and royalty splits for songs written by someone else.',
    episodes: [
      ['Kapan butuh izin', 'When you need a licence'],
      ['Menulis kredit pencipta', 'Crediting the songwriter'],
      ['Judul dan metadata versi cover', 'Titles and metadata of a cover'],
      ['Bagi hasil royalti', 'Royalty splits'],
      ['Video cover di YouTube', 'Cover videos on YouTube'],
    ],
  },
];

/** Every demo episode plays this long (the generated video's length). */
export const DEMO_EPISODE_SECONDS = 15;

/** What one demo learner did: courses finished, episodes watched of others, where they stopped, the watchlist. */
export type DemoLearning = {
  email: string;
  finished: { course: string; daysAgo: number }[];
  /** Episodes watched from the start of the course, and the position (seconds) in the next one. */
  partly: { course: string; watched: number; stoppedAt: number; daysAgo: number }[];
  watchlist: { course: string; daysAgo: number }[];
};

export const DEMO_LEARNING: readonly DemoLearning[] = [
  {
    email: 'owner@musik.demo',
    finished: [
      { course: 'first-release', daysAgo: 60 },
      { course: 'royalty-reports', daysAgo: 40 },
    ],
    partly: [{ course: 'content-id', watched: 1, stoppedAt: 7, daysAgo: 3 }],
    watchlist: [
      { course: 'metadata-basics', daysAgo: 5 },
      { course: 'playlist-pitching', daysAgo: 2 },
      { course: 'content-id', daysAgo: 4 },
    ],
  },
  {
    email: 'admin@musik.demo',
    finished: [{ course: 'withdrawals', daysAgo: 20 }],
    partly: [{ course: 'metadata-basics', watched: 2, stoppedAt: 9, daysAgo: 6 }],
    watchlist: [{ course: 'withdrawals', daysAgo: 10 }],
  },
  {
    email: 'admin2@musik.demo',
    finished: [],
    partly: [{ course: 'playlist-pitching', watched: 1, stoppedAt: 4, daysAgo: 8 }],
    watchlist: [],
  },
  {
    email: 'owner@agg.demo',
    finished: [{ course: 'playlist-pitching', daysAgo: 15 }],
    partly: [{ course: 'social-promotion', watched: 0, stoppedAt: 11, daysAgo: 1 }],
    watchlist: [{ course: 'audience-analytics', daysAgo: 1 }],
  },
];
