import type { IdeaContentKind } from '@irama/contracts';
import { songOf } from '../demo/model.ts';

/** One demo card: its kind, text, picture and link; `daysAgo` dates it before the seed runs. */
export interface DemoContent {
  kind: IdeaContentKind;
  title: string;
  summary: string;
  image: string | null;
  link: string | null;
  daysAgo: number;
}

const art = (name: string) => `/demo/ideas/${name}.svg`;
/** The release in the works whose recording the distributor's Instagram shows: a song of the demo model. */
const BEHIND_THE_SCENES = songOf('agg-client-1', 'Pulau Dewata');

/** Banners, social posts, hot topics and trending video ideas a distributor's team would publish. */
export const DEMO_CONTENT: DemoContent[] = [
  {
    kind: 'banner',
    title: 'Rilis lagu baru ke 42 toko musik digital',
    summary: 'Unggah album atau single sekali, tayang di Spotify, Apple Music, YouTube Music, Joox dan lainnya.',
    image: art('banner-release'),
    link: '/release',
    daysAgo: 3,
  },
  {
    kind: 'banner',
    title: 'Smart Analytics (beta) kini tersedia',
    summary: 'Temukan lagu yang sedang naik, negara pendengar baru, dan toko yang perlu perhatian.',
    image: art('banner-analytics'),
    link: '/analytics/smart-analytics',
    daysAgo: 8,
  },
  {
    kind: 'banner',
    title: 'Tarik saldo DSP mulai Rp150.000',
    summary: 'Pencairan diproses dalam 24 jam ke rekening bank yang terdaftar di profil Anda.',
    image: art('banner-withdraw'),
    link: '/riwayatpendapatan',
    daysAgo: 15,
  },
  {
    kind: 'instagram',
    title: `Di balik layar rekaman "${BEHIND_THE_SCENES.title}"`,
    summary: `Sesi take vokal ${BEHIND_THE_SCENES.artist} di studio Denpasar bersama produser tamu.`,
    image: art('post-studio'),
    link: 'https://www.instagram.com/p/irama-pulau-dewata',
    daysAgo: 1,
  },
  {
    kind: 'instagram',
    title: 'Tips foto sampul 3000×3000 yang lolos kurasi toko',
    summary: 'Tanpa logo toko, tanpa teks kecil, dan resolusi penuh.',
    image: art('post-vinyl'),
    link: 'https://www.instagram.com/p/irama-tips-sampul',
    daysAgo: 4,
  },
  {
    kind: 'instagram',
    title: 'Rekap panggung Irama Showcase Yogyakarta',
    summary: 'Enam musisi independen tampil di depan 1.200 penonton.',
    image: art('post-stage'),
    link: 'https://www.instagram.com/p/irama-showcase-jogja',
    daysAgo: 9,
  },
  {
    kind: 'tiktok',
    title: 'Tren cover akustik 30 detik minggu ini',
    summary: 'Potongan reff yang paling banyak dipakai kreator.',
    image: art('post-guitar'),
    link: 'https://www.tiktok.com/@irama/video/akustik-30-detik',
    daysAgo: 2,
  },
  {
    kind: 'tiktok',
    title: 'Cara daftarkan lagu Anda ke pustaka suara TikTok',
    summary: 'Langkah singkat dari rilis hingga lagu bisa dipakai di video.',
    image: art('post-mic'),
    link: 'https://www.tiktok.com/@irama/video/pustaka-suara',
    daysAgo: 6,
  },
  {
    kind: 'tiktok',
    title: 'Challenge joget dangdut koplo yang sedang ramai',
    summary: 'Ide konten pendek untuk lagu bertempo 120–130 BPM.',
    image: art('post-crowd'),
    link: 'https://www.tiktok.com/@irama/video/joget-koplo',
    daysAgo: 11,
  },
  {
    kind: 'article',
    title: 'Memahami laporan pendapatan YouTube: gross, nett dan bagi hasil',
    summary: 'Arti setiap angka di laporan bulanan, dan kapan pendapatan ditransfer.',
    image: art('post-vinyl'),
    link: 'https://blog.irama.demo/laporan-youtube',
    daysAgo: 5,
  },
  {
    kind: 'article',
    title: 'Strategi rilis single: jadwal 4 minggu sebelum tanggal rilis',
    summary: 'Pre-save, cuplikan audio 15–59 detik, dan konten pendukung.',
    image: art('post-studio'),
    link: 'https://blog.irama.demo/strategi-rilis-single',
    daysAgo: 12,
  },
  {
    kind: 'article',
    title: 'Hak cipta dan konflik aset YouTube: yang perlu label tahu',
    summary: 'Kenapa klaim bisa bentrok, dan bagaimana menyelesaikannya lewat katalog.',
    image: art('post-mic'),
    link: 'https://blog.irama.demo/konflik-aset',
    daysAgo: 20,
  },
  {
    kind: 'hot_topic',
    title: 'Lagu galau berbahasa daerah naik di playlist editorial',
    summary: 'Lagu berbahasa Jawa, Sunda dan Sasak makin sering masuk playlist editorial Spotify dan Joox.',
    image: art('post-stage'),
    link: null,
    daysAgo: 2,
  },
  {
    kind: 'hot_topic',
    title: 'Versi "sped up" dan "slowed + reverb" menambah stream',
    summary: 'Rilis versi alternatif sebagai single terpisah agar tercatat atas nama Anda.',
    image: art('post-guitar'),
    link: null,
    daysAgo: 7,
  },
  {
    kind: 'hot_topic',
    title: 'Menjelang Ramadan: lagu religi mulai diputar lebih awal',
    summary: 'Jadwalkan rilis religi 3–4 minggu sebelum awal puasa.',
    image: art('post-crowd'),
    link: null,
    daysAgo: 14,
  },
  {
    kind: 'trending_video',
    title: 'Video lirik dengan terjemahan Indonesia–Inggris',
    summary: 'Menjangkau penonton Malaysia dan Singapura tanpa membuat video baru.',
    image: art('post-mic'),
    link: null,
    daysAgo: 3,
  },
  {
    kind: 'trending_video',
    title: 'Live session satu kamera di lokasi terbuka',
    summary: 'Pantai, sawah atau atap gedung: biaya kecil, penonton betah menonton sampai habis.',
    image: art('post-studio'),
    link: null,
    daysAgo: 5,
  },
  {
    kind: 'trending_video',
    title: 'Shorts "cerita di balik lagu" 45 detik',
    summary: 'Penyanyi bercerita singkat tentang lagunya; tautkan ke video musik penuh.',
    image: art('post-vinyl'),
    link: null,
    daysAgo: 10,
  },
];

/** Announcements from the distributor to every partner, newest first. */
export const DEMO_ANNOUNCEMENTS: { title: string; content: string; isImportant: boolean; daysAgo: number }[] = [
  {
    title: 'Laporan YouTube periode terbaru sudah terbit',
    content:
      'Laporan pendapatan YouTube periode terbaru kini dapat dilihat di menu Laporan.\n\nPendapatan akan ditransfer paling lambat akhir bulan ini. Jika dalam 5 hari kerja setelah pembayaran dana belum diterima, silakan hubungi bank Anda.',
    isImportant: true,
    daysAgo: 1,
  },
  {
    title: 'Jadwal libur layanan dukungan',
    content:
      'Tim dukungan Irama melayani Senin sampai Jumat pukul 10.00–17.00 WIB. Pada hari libur nasional, tiket yang masuk akan dijawab pada hari kerja berikutnya.',
    isImportant: false,
    daysAgo: 6,
  },
  {
    title: 'Batas unggah bukti potong pajak',
    content:
      'Bukti potong pajak atas pembayaran bulan lalu diunggah paling lambat tanggal 30 bulan ini melalui menu Keuangan.\n\nDokumen yang terlambat dapat menunda pembayaran berikutnya.',
    isImportant: true,
    daysAgo: 12,
  },
  {
    title: 'Toko baru: rilisan kini juga tayang di Anghami',
    content:
      'Mulai bulan ini, rilisan baru dapat dikirim ke Anghami untuk pendengar di Timur Tengah dan Afrika Utara. Pilih Anghami di langkah pemilihan toko saat membuat rilisan.',
    isImportant: false,
    daysAgo: 21,
  },
];
