import type { IdeaContentKind } from '@irama/contracts';
import { songOf } from '../demo/model.ts';

/** One demo card: its kind, text, picture and link; `daysAgo` dates it before the seed runs. */
export interface DemoContent {
  kind: IdeaContentKind;
  title: string;
  summary: string;
  title_en: string;
  summary_en: string;
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
    title_en: 'Release new songs to 42 digital music stores',
    summary_en: 'Upload an album or single once and go live on Spotify, Apple Music, YouTube Music, JOOX and more.',
    image: art('banner-release'),
    link: '/release',
    daysAgo: 3,
  },
  {
    kind: 'banner',
    title: 'Smart Analytics (beta) kini tersedia',
    summary: 'Temukan lagu yang sedang naik, negara pendengar baru, dan toko yang perlu perhatian.',
    title_en: 'Smart Analytics (beta) is here',
    summary_en: 'Find the songs on the rise, new listener countries and the stores that need attention.',
    image: art('banner-analytics'),
    link: '/analytics/smart-analytics',
    daysAgo: 8,
  },
  {
    kind: 'banner',
    title: 'Tarik saldo DSP mulai Rp150.000',
    summary: 'Pencairan diproses dalam 24 jam ke rekening bank yang terdaftar di profil Anda.',
    title_en: 'Withdraw your DSP balance from IDR 150,000',
    summary_en: 'Withdrawals are processed within 24 hours to the bank account on your profile.',
    image: art('banner-withdraw'),
    link: '/riwayatpendapatan',
    daysAgo: 15,
  },
  {
    kind: 'instagram',
    title: `Di balik layar rekaman "${BEHIND_THE_SCENES.title}"`,
    summary: `Sesi take vokal ${BEHIND_THE_SCENES.artist} di studio Denpasar bersama produser tamu.`,
    title_en: `Behind the scenes of "${BEHIND_THE_SCENES.title}"`,
    summary_en: `${BEHIND_THE_SCENES.artist}'s vocal takes in a Denpasar studio with a guest producer.`,
    image: art('post-studio'),
    link: 'https://www.instagram.com/p/irama-pulau-dewata',
    daysAgo: 1,
  },
  {
    kind: 'instagram',
    title: 'Tips foto sampul 3000×3000 yang lolos kurasi toko',
    summary: 'Tanpa logo toko, tanpa teks kecil, dan resolusi penuh.',
    title_en: 'Tips for 3000×3000 cover art the stores accept',
    summary_en: 'No store logos, no small print, and full resolution.',
    image: art('post-vinyl'),
    link: 'https://www.instagram.com/p/irama-tips-sampul',
    daysAgo: 4,
  },
  {
    kind: 'instagram',
    title: 'Rekap panggung Irama Showcase Yogyakarta',
    summary: 'Enam musisi independen tampil di depan 1.200 penonton.',
    title_en: 'Irama Showcase Yogyakarta, the recap',
    summary_en: 'Six independent musicians played to 1,200 people.',
    image: art('post-stage'),
    link: 'https://www.instagram.com/p/irama-showcase-jogja',
    daysAgo: 9,
  },
  {
    kind: 'tiktok',
    title: 'Tren cover akustik 30 detik minggu ini',
    summary: 'Potongan reff yang paling banyak dipakai kreator.',
    title_en: "This week's 30-second acoustic cover trend",
    summary_en: 'The chorus cuts creators use the most.',
    image: art('post-guitar'),
    link: 'https://www.tiktok.com/@irama/video/akustik-30-detik',
    daysAgo: 2,
  },
  {
    kind: 'tiktok',
    title: 'Cara daftarkan lagu Anda ke pustaka suara TikTok',
    summary: 'Langkah singkat dari rilis hingga lagu bisa dipakai di video.',
    title_en: "How to get your song into TikTok's sound library",
    summary_en: 'The short way from release to a song creators can use in their videos.',
    image: art('post-mic'),
    link: 'https://www.tiktok.com/@irama/video/pustaka-suara',
    daysAgo: 6,
  },
  {
    kind: 'tiktok',
    title: 'Challenge joget dangdut koplo yang sedang ramai',
    summary: 'Ide konten pendek untuk lagu bertempo 120–130 BPM.',
    title_en: 'The dangdut koplo dance challenge everyone is doing',
    summary_en: 'Short video ideas for songs at 120–130 BPM.',
    image: art('post-crowd'),
    link: 'https://www.tiktok.com/@irama/video/joget-koplo',
    daysAgo: 11,
  },
  {
    kind: 'article',
    title: 'Memahami laporan pendapatan YouTube: gross, nett dan bagi hasil',
    summary: 'Arti setiap angka di laporan bulanan, dan kapan pendapatan ditransfer.',
    title_en: 'Reading your YouTube revenue report: gross, nett and shares',
    summary_en: 'What each figure of the monthly report means, and when revenue is transferred.',
    image: art('post-vinyl'),
    link: 'https://blog.irama.demo/laporan-youtube',
    daysAgo: 5,
  },
  {
    kind: 'article',
    title: 'Strategi rilis single: jadwal 4 minggu sebelum tanggal rilis',
    summary: 'Pre-save, cuplikan audio 15–59 detik, dan konten pendukung.',
    title_en: 'A single release plan: the 4 weeks before release day',
    summary_en: 'Pre-saves, 15–59 second audio clips and supporting content.',
    image: art('post-studio'),
    link: 'https://blog.irama.demo/strategi-rilis-single',
    daysAgo: 12,
  },
  {
    kind: 'article',
    title: 'Hak cipta dan konflik aset YouTube: yang perlu label tahu',
    summary: 'Kenapa klaim bisa bentrok, dan bagaimana menyelesaikannya lewat katalog.',
    title_en: 'Copyright and YouTube asset conflicts: what labels need to know',
    summary_en: 'Why claims collide, and how to settle them from your catalogue.',
    image: art('post-mic'),
    link: 'https://blog.irama.demo/konflik-aset',
    daysAgo: 20,
  },
  {
    kind: 'hot_topic',
    title: 'Lagu galau berbahasa daerah naik di playlist editorial',
    summary: 'Lagu berbahasa Jawa, Sunda dan Sasak makin sering masuk playlist editorial Spotify dan Joox.',
    title_en: 'Heartbreak songs in regional languages climb editorial playlists',
    summary_en:
      'Songs in Javanese, Sundanese and Sasak land on Spotify and JOOX editorial playlists more and more often.',
    image: art('post-stage'),
    link: null,
    daysAgo: 2,
  },
  {
    kind: 'hot_topic',
    title: 'Versi "sped up" dan "slowed + reverb" menambah stream',
    summary: 'Rilis versi alternatif sebagai single terpisah agar tercatat atas nama Anda.',
    title_en: '"Sped up" and "slowed + reverb" versions add streams',
    summary_en: 'Release alternative versions as singles of their own so they count under your name.',
    image: art('post-guitar'),
    link: null,
    daysAgo: 7,
  },
  {
    kind: 'hot_topic',
    title: 'Menjelang Ramadan: lagu religi mulai diputar lebih awal',
    summary: 'Jadwalkan rilis religi 3–4 minggu sebelum awal puasa.',
    title_en: 'Before Ramadan: religious songs start playing earlier',
    summary_en: 'Schedule religious releases 3–4 weeks before the fast begins.',
    image: art('post-crowd'),
    link: null,
    daysAgo: 14,
  },
  {
    kind: 'trending_video',
    title: 'Video lirik dengan terjemahan Indonesia–Inggris',
    summary: 'Menjangkau penonton Malaysia dan Singapura tanpa membuat video baru.',
    title_en: 'Lyric videos with Indonesian–English translations',
    summary_en: 'Reach viewers in Malaysia and Singapore without shooting a new video.',
    image: art('post-mic'),
    link: null,
    daysAgo: 3,
  },
  {
    kind: 'trending_video',
    title: 'Live session satu kamera di lokasi terbuka',
    summary: 'Pantai, sawah atau atap gedung: biaya kecil, penonton betah menonton sampai habis.',
    title_en: 'One-camera live sessions outdoors',
    summary_en: 'A beach, rice fields or a rooftop: low cost, and viewers watch to the end.',
    image: art('post-studio'),
    link: null,
    daysAgo: 5,
  },
  {
    kind: 'trending_video',
    title: 'Shorts "cerita di balik lagu" 45 detik',
    summary: 'Penyanyi bercerita singkat tentang lagunya; tautkan ke video musik penuh.',
    title_en: '45-second "story behind the song" Shorts',
    summary_en: 'The singer tells the story of the song in short; link to the full music video.',
    image: art('post-vinyl'),
    link: null,
    daysAgo: 10,
  },
];

/** Announcements from the distributor to every partner, newest first. */
export const DEMO_ANNOUNCEMENTS: {
  title: string;
  content: string;
  title_en: string;
  content_en: string;
  isImportant: boolean;
  daysAgo: number;
}[] = [
  {
    title: 'Laporan YouTube periode terbaru sudah terbit',
    content:
      'Laporan pendapatan YouTube periode terbaru kini dapat dilihat di menu Laporan.\n\nPendapatan akan ditransfer paling lambat akhir bulan ini. Jika dalam 5 hari kerja setelah pembayaran dana belum diterima, silakan hubungi bank Anda.',
    title_en: 'The latest YouTube report is out',
    content_en:
      'The YouTube revenue report of the latest period can now be read under Reports.\n\nRevenue is transferred by the end of this month at the latest. If the money has not arrived 5 business days after payment, please contact your bank.',
    isImportant: true,
    daysAgo: 1,
  },
  {
    title: 'Jadwal libur layanan dukungan',
    content:
      'Tim dukungan Irama melayani Senin sampai Jumat pukul 10.00–17.00 WIB. Pada hari libur nasional, tiket yang masuk akan dijawab pada hari kerja berikutnya.',
    title_en: 'Support team holiday hours',
    content_en:
      'The Irama support team works Monday to Friday, 10:00–17:00 WIB. Tickets sent on national holidays are answered on the next working day.',
    isImportant: false,
    daysAgo: 6,
  },
  {
    title: 'Batas unggah bukti potong pajak',
    content:
      'Bukti potong pajak atas pembayaran bulan lalu diunggah paling lambat tanggal 30 bulan ini melalui menu Keuangan.\n\nDokumen yang terlambat dapat menunda pembayaran berikutnya.',
    title_en: 'Deadline for tax withholding slips',
    content_en:
      "Upload the tax withholding slip for last month's payment by the 30th of this month under Finance.\n\nLate documents may delay your next payment.",
    isImportant: true,
    daysAgo: 12,
  },
  {
    title: 'Toko baru: rilisan kini juga tayang di Anghami',
    content:
      'Mulai bulan ini, rilisan baru dapat dikirim ke Anghami untuk pendengar di Timur Tengah dan Afrika Utara. Pilih Anghami di langkah pemilihan toko saat membuat rilisan.',
    title_en: 'New store: releases now go live on Anghami too',
    content_en:
      'From this month, new releases can be delivered to Anghami for listeners in the Middle East and North Africa. Choose Anghami when you pick the stores for a release.',
    isImportant: false,
    daysAgo: 21,
  },
];
