import type { SaveArticle, SaveChangelog, SaveStore } from '@irama/contracts';

type StoreSeed = Omit<SaveStore, 'position' | 'is_published'>;

/** The DSP list: 42 real digital music services, in the order partners see them. */
export const DEMO_STORES: StoreSeed[] = [
  {
    name: 'Spotify',
    type: 'streaming',
    region: 'global',
    website: 'https://www.spotify.com',
    description_id: 'Layanan streaming musik dan podcast terbesar di dunia, dengan paket gratis beriklan dan Premium.',
    description_en:
      'The world’s largest music and podcast streaming service, with a free ad-supported tier and Premium.',
  },
  {
    name: 'Apple Music',
    type: 'streaming',
    region: 'global',
    website: 'https://www.apple.com/apple-music/',
    description_id:
      'Layanan streaming berlangganan Apple, termasuk toko unduhan iTunes, di iPhone, Mac, Android dan web.',
    description_en:
      'Apple’s subscription streaming service, with the iTunes download store, on iPhone, Mac, Android and the web.',
  },
  {
    name: 'YouTube Music',
    type: 'streaming',
    region: 'global',
    website: 'https://music.youtube.com',
    description_id:
      'Aplikasi musik YouTube: lagu resmi, video musik dan cover dalam satu katalog, gratis atau Premium.',
    description_en: 'YouTube’s music app: official tracks, music videos and covers in one catalogue, free or Premium.',
  },
  {
    name: 'Amazon Music',
    type: 'streaming',
    region: 'global',
    website: 'https://music.amazon.com',
    description_id: 'Streaming musik Amazon untuk anggota Prime dan pelanggan Unlimited, juga di perangkat Alexa.',
    description_en: 'Amazon’s music streaming for Prime members and Unlimited subscribers, also on Alexa devices.',
  },
  {
    name: 'Deezer',
    type: 'streaming',
    region: 'global',
    website: 'https://www.deezer.com',
    description_id: 'Layanan streaming asal Prancis yang tersedia di lebih dari 180 negara, dengan fitur Flow.',
    description_en: 'A French streaming service available in more than 180 countries, known for its Flow feature.',
  },
  {
    name: 'TIDAL',
    type: 'streaming',
    region: 'global',
    website: 'https://tidal.com',
    description_id: 'Streaming berkualitas tinggi (lossless dan hi-res) yang menonjolkan kredit dan konten artis.',
    description_en: 'High-fidelity (lossless and hi-res) streaming that puts artist credits and content up front.',
  },
  {
    name: 'JOOX',
    type: 'streaming',
    region: 'southeast_asia',
    website: 'https://www.joox.com',
    description_id: 'Layanan streaming Tencent yang populer di Indonesia, Malaysia, Thailand, Hong Kong dan Myanmar.',
    description_en: 'Tencent’s streaming service, popular in Indonesia, Malaysia, Thailand, Hong Kong and Myanmar.',
  },
  {
    name: 'Langit Musik',
    type: 'streaming',
    region: 'indonesia',
    website: 'https://www.langitmusik.co.id',
    description_id: 'Layanan streaming musik milik Telkomsel, dengan paket yang ditagih lewat pulsa.',
    description_en: 'Telkomsel’s music streaming service, with plans billed to mobile credit.',
  },
  {
    name: 'Resso',
    type: 'streaming',
    region: 'southeast_asia',
    website: 'https://www.resso.com',
    description_id:
      'Aplikasi streaming musik sosial ByteDance dengan lirik dan komentar, pernah populer di Indonesia, India dan Brasil.',
    description_en:
      'ByteDance’s social music streaming app with lyrics and comments, once popular in Indonesia, India and Brazil.',
  },
  {
    name: 'TikTok',
    type: 'social',
    region: 'global',
    website: 'https://www.tiktok.com',
    description_id: 'Platform video pendek: lagu Anda tersedia di pustaka suara untuk dipakai jutaan kreator.',
    description_en: 'The short-video platform: your songs join the sound library millions of creators use.',
  },
  {
    name: 'Instagram & Facebook',
    type: 'social',
    region: 'global',
    website: 'https://www.meta.com',
    description_id: 'Pustaka musik Meta untuk Reels, Stories dan postingan di Instagram dan Facebook.',
    description_en: 'Meta’s music library for Reels, Stories and posts on Instagram and Facebook.',
  },
  {
    name: 'Snapchat',
    type: 'social',
    region: 'global',
    website: 'https://www.snapchat.com',
    description_id: 'Fitur Sounds Snapchat untuk menambahkan lagu ke Snap dan Spotlight.',
    description_en: 'Snapchat’s Sounds feature for adding songs to Snaps and Spotlight.',
  },
  {
    name: 'Triller',
    type: 'social',
    region: 'global',
    website: 'https://triller.co',
    description_id: 'Aplikasi video musik sosial dengan penyuntingan otomatis, populer di Amerika Serikat.',
    description_en: 'A social music-video app with automatic editing, popular in the United States.',
  },
  {
    name: 'Shazam',
    type: 'recognition',
    region: 'global',
    website: 'https://www.shazam.com',
    description_id: 'Aplikasi pengenal lagu milik Apple; data Shazam juga menjadi sinyal tren bagi industri.',
    description_en: 'Apple’s song-recognition app; Shazam counts are also a trend signal for the industry.',
  },
  {
    name: 'SoundCloud',
    type: 'streaming',
    region: 'global',
    website: 'https://soundcloud.com',
    description_id: 'Platform streaming dan komunitas kreator, tempat banyak artis baru ditemukan.',
    description_en: 'A streaming platform and creator community where many new artists are discovered.',
  },
  {
    name: 'Audiomack',
    type: 'streaming',
    region: 'global',
    website: 'https://audiomack.com',
    description_id: 'Streaming gratis yang kuat di hip-hop, afrobeats dan pasar Afrika.',
    description_en: 'Free streaming that is strong in hip-hop, afrobeats and African markets.',
  },
  {
    name: 'Boomplay',
    type: 'streaming',
    region: 'africa',
    website: 'https://www.boomplay.com',
    description_id:
      'Layanan streaming musik terbesar di Afrika, dengan jutaan pengguna di Nigeria, Kenya dan Tanzania.',
    description_en: 'Africa’s largest music streaming service, with millions of users in Nigeria, Kenya and Tanzania.',
  },
  {
    name: 'Anghami',
    type: 'streaming',
    region: 'mena',
    website: 'https://www.anghami.com',
    description_id: 'Layanan streaming utama di Timur Tengah dan Afrika Utara, dengan katalog Arab dan internasional.',
    description_en:
      'The leading streaming service of the Middle East and North Africa, with Arabic and international catalogue.',
  },
  {
    name: 'NetEase Cloud Music',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://music.163.com',
    description_id: 'Layanan streaming besar di Tiongkok yang dikenal dengan komunitas komentar dan daftar putarnya.',
    description_en: 'A major Chinese streaming service known for its comment community and playlists.',
  },
  {
    name: 'QQ Music',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://y.qq.com',
    description_id: 'Aplikasi musik utama Tencent Music Entertainment di Tiongkok.',
    description_en: 'Tencent Music Entertainment’s flagship music app in China.',
  },
  {
    name: 'Kugou Music',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://www.kugou.com',
    description_id: 'Aplikasi musik Tencent Music di Tiongkok dengan fitur karaoke dan siaran langsung.',
    description_en: 'Tencent Music’s Chinese music app with karaoke and live-streaming features.',
  },
  {
    name: 'Kuwo Music',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://www.kuwo.cn',
    description_id: 'Layanan streaming Tencent Music di Tiongkok, populer di kota-kota kecil dan menengah.',
    description_en: 'Tencent Music’s Chinese streaming service, popular in smaller and mid-sized cities.',
  },
  {
    name: 'KKBOX',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://www.kkbox.com',
    description_id:
      'Layanan streaming asal Taiwan, kuat untuk musik Mandarin di Taiwan, Hong Kong, Jepang, Malaysia dan Singapura.',
    description_en:
      'A Taiwanese streaming service, strong in Mandopop across Taiwan, Hong Kong, Japan, Malaysia and Singapore.',
  },
  {
    name: 'LINE MUSIC',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://music.line.me',
    description_id: 'Layanan streaming yang terhubung dengan aplikasi LINE, populer di Jepang dan Taiwan.',
    description_en: 'A streaming service tied to the LINE messenger, popular in Japan and Taiwan.',
  },
  {
    name: 'AWA',
    type: 'streaming',
    region: 'east_asia',
    website: 'https://awa.fm',
    description_id: 'Layanan streaming musik Jepang dengan daftar putar buatan pengguna.',
    description_en: 'A Japanese music streaming service built around user-made playlists.',
  },
  {
    name: 'Zing MP3',
    type: 'streaming',
    region: 'southeast_asia',
    website: 'https://zingmp3.vn',
    description_id: 'Layanan streaming musik terbesar di Vietnam, milik VNG.',
    description_en: 'Vietnam’s largest music streaming service, owned by VNG.',
  },
  {
    name: 'JioSaavn',
    type: 'streaming',
    region: 'south_asia',
    website: 'https://www.jiosaavn.com',
    description_id: 'Layanan streaming India dengan katalog Bollywood dan musik regional yang luas.',
    description_en: 'An Indian streaming service with a wide Bollywood and regional catalogue.',
  },
  {
    name: 'Gaana',
    type: 'streaming',
    region: 'south_asia',
    website: 'https://gaana.com',
    description_id: 'Layanan streaming India untuk musik Hindi, regional dan internasional.',
    description_en: 'An Indian streaming service for Hindi, regional and international music.',
  },
  {
    name: 'Wynk Music',
    type: 'streaming',
    region: 'south_asia',
    website: 'https://wynk.in',
    description_id: 'Aplikasi musik Airtel di India, dengan fitur nada sambung (Hello Tunes).',
    description_en: 'Airtel’s music app in India, with caller tunes (Hello Tunes).',
  },
  {
    name: 'Yandex Music',
    type: 'streaming',
    region: 'europe',
    website: 'https://music.yandex.com',
    description_id: 'Layanan streaming Yandex dengan rekomendasi personal, populer di Rusia dan negara CIS.',
    description_en: 'Yandex’s streaming service with personal recommendations, popular in Russia and the CIS.',
  },
  {
    name: 'VK Music',
    type: 'streaming',
    region: 'europe',
    website: 'https://vk.com/music',
    description_id: 'Layanan musik jejaring sosial VK, populer di Rusia dan negara CIS.',
    description_en: 'The music service of the VK social network, popular in Russia and the CIS.',
  },
  {
    name: 'Qobuz',
    type: 'streaming',
    region: 'europe',
    website: 'https://www.qobuz.com',
    description_id: 'Streaming dan unduhan hi-res asal Prancis untuk pendengar yang mengutamakan kualitas suara.',
    description_en: 'French hi-res streaming and downloads for listeners who care about sound quality.',
  },
  {
    name: '7digital',
    type: 'download',
    region: 'europe',
    website: 'https://www.7digital.com',
    description_id: 'Toko unduhan dan penyedia layanan musik B2B asal Inggris.',
    description_en: 'A UK download store and business-to-business music service provider.',
  },
  {
    name: 'Napster',
    type: 'streaming',
    region: 'global',
    website: 'https://www.napster.com',
    description_id: 'Salah satu layanan musik digital tertua, kini streaming berlangganan di banyak negara.',
    description_en: 'One of the oldest digital music services, now subscription streaming in many countries.',
  },
  {
    name: 'Pandora',
    type: 'radio',
    region: 'americas',
    website: 'https://www.pandora.com',
    description_id: 'Radio internet personal di Amerika Serikat, milik SiriusXM.',
    description_en: 'Personalised internet radio in the United States, owned by SiriusXM.',
  },
  {
    name: 'iHeartRadio',
    type: 'radio',
    region: 'americas',
    website: 'https://www.iheart.com',
    description_id:
      'Radio digital dan podcast di Amerika Serikat, dengan stasiun siaran langsung dan sesuai permintaan.',
    description_en: 'US digital radio and podcasts, with live stations and on-demand listening.',
  },
  {
    name: 'Claro Música',
    type: 'streaming',
    region: 'americas',
    website: 'https://www.claromusica.com',
    description_id: 'Layanan streaming América Movil untuk pelanggan Claro dan Telcel di Amerika Latin.',
    description_en: 'América Movil’s streaming service for Claro and Telcel customers across Latin America.',
  },
  {
    name: 'Trebel',
    type: 'streaming',
    region: 'americas',
    website: 'https://home.trebel.io',
    description_id: 'Aplikasi musik gratis beriklan yang bisa diputar luring, populer di Meksiko dan Amerika Latin.',
    description_en: 'A free ad-supported music app that plays offline, popular in Mexico and Latin America.',
  },
  {
    name: 'MediaNet',
    type: 'download',
    region: 'americas',
    website: 'https://www.mndigital.com',
    description_id: 'Penyedia katalog dan lisensi musik B2B yang menyalurkan lagu ke banyak layanan digital.',
    description_en:
      'A business-to-business music catalogue and licensing provider that supplies many digital services.',
  },
  {
    name: 'Peloton',
    type: 'fitness',
    region: 'americas',
    website: 'https://www.onepeloton.com',
    description_id: 'Platform kebugaran yang memakai musik berlisensi di kelas sepeda, lari dan latihan.',
    description_en: 'A fitness platform that uses licensed music in its cycling, running and training classes.',
  },
  {
    name: 'Beatport',
    type: 'download',
    region: 'global',
    website: 'https://www.beatport.com',
    description_id: 'Toko unduhan dan streaming utama untuk DJ dan musik elektronik.',
    description_en: 'The leading download and streaming store for DJs and electronic music.',
  },
  {
    name: 'Traxsource',
    type: 'download',
    region: 'global',
    website: 'https://www.traxsource.com',
    description_id: 'Toko unduhan untuk DJ yang berfokus pada house, soulful dan musik dansa independen.',
    description_en: 'A DJ download store focused on house, soulful and independent dance music.',
  },
];

type ArticleSeed = Omit<SaveArticle, 'position' | 'is_published'>;

/** Information-center articles: what a distributor's partners ask most. */
export const DEMO_ARTICLES: ArticleSeed[] = [
  {
    category: 'release',
    title_id: 'Berapa lama rilis saya tayang di toko digital?',
    title_en: 'How long until my release is live in the stores?',
    body_id:
      'Setelah rilis disetujui tim kami, kebanyakan toko menayangkannya dalam 2–5 hari kerja. Apple Music dan Spotify biasanya tercepat; beberapa toko di Tiongkok bisa memerlukan hingga 2 minggu.\n\nKirim rilis paling lambat 7 hari sebelum tanggal rilis agar tayang tepat waktu dan bisa dipitch ke kurator daftar putar.',
    body_en:
      'Once our team approves a release, most stores put it live within 2–5 working days. Apple Music and Spotify are usually fastest; some stores in China can take up to 2 weeks.\n\nSubmit at least 7 days before the release date so it goes live on time and can be pitched to playlist curators.',
  },
  {
    category: 'release',
    title_id: 'Mengapa rilis saya ditolak?',
    title_en: 'Why was my release rejected?',
    body_id:
      'Alasan paling umum: cover art di bawah 3000×3000 piksel atau memuat logo toko, judul memakai huruf kapital semua, nama artis tidak konsisten antar-lagu, atau audio bukan WAV.\n\nBuka rilis di menu Rilis: setiap isian yang perlu diperbaiki ditandai dengan catatan dari tim kami. Perbaiki lalu kirim ulang.',
    body_en:
      'The most common reasons: cover art below 3000×3000 pixels or showing a store logo, titles in all capitals, artist names that differ between tracks, or audio that is not WAV.\n\nOpen the release under Release: each field to fix is marked with a note from our team. Fix it and submit again.',
  },
  {
    category: 'release',
    title_id: 'Bisakah saya mengubah rilis yang sudah tayang?',
    title_en: 'Can I change a release that is already live?',
    body_id:
      'Metadata seperti ejaan judul atau kredit penulis bisa dikoreksi lewat tiket dukungan. Audio dan ISRC tidak dapat diganti; untuk itu rilis harus diturunkan dan dikirim sebagai rilis baru.',
    body_en:
      'Metadata such as a title’s spelling or songwriter credits can be corrected through a support ticket. Audio and ISRCs cannot be replaced; that needs a takedown and a new release.',
  },
  {
    category: 'codes',
    title_id: 'Apa itu ISRC dan UPC? Apakah saya harus punya sendiri?',
    title_en: 'What are ISRC and UPC codes? Do I need my own?',
    body_id:
      'ISRC (International Standard Recording Code) mengenali setiap rekaman, misalnya IDA012600001. UPC mengenali satu rilis (album atau single).\n\nAnda tidak wajib memilikinya: jika dikosongkan, kami membuatkannya gratis. Jika lagu pernah dirilis, gunakan ISRC lamanya agar statistik dan royalti tidak terpecah.',
    body_en:
      'An ISRC (International Standard Recording Code) identifies each recording, for example IDA012600001. A UPC identifies one release (an album or a single).\n\nYou do not need your own: leave them empty and we assign them free. If a song was released before, reuse its ISRC so streams and royalties are not split.',
  },
  {
    category: 'royalties',
    title_id: 'Kapan laporan dan royalti DSP masuk?',
    title_en: 'When do DSP reports and royalties arrive?',
    body_id:
      'Toko mengirim laporan sekitar 2–3 bulan setelah bulan streaming. Begitu laporan diproses, pendapatan muncul di Laporan DSP dan saldo Anda, dan Anda mendapat notifikasi.\n\nAngka di Analytics bersifat estimasi harian; angka di laporan adalah yang dibayarkan.',
    body_en:
      'Stores send their reports about 2–3 months after the month of streaming. Once a report is processed, the income shows in the DSP Report and your balance, and you get a notification.\n\nAnalytics figures are daily estimates; report figures are what is paid.',
  },
  {
    category: 'royalties',
    title_id: 'Mengapa pendapatan per stream berbeda-beda?',
    title_en: 'Why does income per stream vary?',
    body_id:
      'Setiap toko membagi pendapatan langganan dan iklan di tiap negara secara proporsional. Stream dari pelanggan berbayar dan dari negara dengan harga langganan tinggi bernilai lebih besar daripada stream gratis.',
    body_en:
      'Each store shares its subscription and ad revenue in each country pro rata. Streams from paying subscribers and from countries with higher subscription prices are worth more than free streams.',
  },
  {
    category: 'youtube',
    title_id: 'Apa itu YouTube Content ID dan mengapa ada klaim di video saya?',
    title_en: 'What is YouTube Content ID and why is my video claimed?',
    body_id:
      'Content ID mencocokkan audio video di YouTube dengan rekaman yang kami daftarkan atas nama Anda, lalu memonetisasi video tersebut untuk Anda.\n\nJika video di kanal Anda sendiri ikut diklaim, kirim ID video lewat tiket agar kanal Anda kami masukkan ke daftar yang diizinkan.',
    body_en:
      'Content ID matches the audio of YouTube videos with the recordings we register for you, and monetises those videos on your behalf.\n\nIf videos on your own channel are claimed, send the video IDs through a ticket and we add your channel to the allow list.',
  },
  {
    category: 'youtube',
    title_id: 'Bagaimana konflik kepemilikan aset diselesaikan?',
    title_en: 'How are asset ownership conflicts resolved?',
    body_id:
      'Konflik terjadi bila pihak lain mengklaim rekaman yang sama. Buka Katalog › Konflik, lalu ajukan banding dengan bukti hak (kontrak, surat kuasa). Konflik yang tidak ditanggapi sebelum batas waktunya berakhir otomatis.',
    body_en:
      'A conflict happens when someone else claims the same recording. Open Catalogue › Conflicts and appeal with proof of rights (a contract, a letter of authority). A conflict left without an answer before its deadline expires.',
  },
  {
    category: 'withdrawal',
    title_id: 'Bagaimana cara menarik saldo?',
    title_en: 'How do I withdraw my balance?',
    body_id:
      'Saldo dapat ditarik mulai Rp150.000 ke rekening bank perusahaan yang terdaftar di Profil. Penarikan diproses dalam 3 hari kerja setelah disetujui.\n\nPastikan nama pemilik rekening sama dengan data perusahaan agar transfer tidak tertunda.',
    body_en:
      'You can withdraw a balance of IDR 150,000 or more to the company bank account saved in your Profile. Withdrawals are processed within 3 working days of approval.\n\nMake sure the account holder’s name matches the company data so the transfer is not held up.',
  },
  {
    category: 'tax',
    title_id: 'Apakah royalti saya dipotong pajak?',
    title_en: 'Is tax withheld from my royalties?',
    body_id:
      'Ya. Sesuai ketentuan PPh, royalti dipotong pajak dan Anda menerima bukti potong setiap bulan pembayaran. Tarif bergantung pada status NPWP perusahaan Anda; lengkapi NPWP di Profil agar tarif yang berlaku tepat.',
    body_en:
      'Yes. Under Indonesian income-tax rules royalties are subject to withholding, and you receive a withholding slip for each payment month. The rate depends on your company’s NPWP status; add your NPWP in the Profile so the right rate applies.',
  },
  {
    category: 'tax',
    title_id: 'Kapan bukti potong pajak harus diunggah?',
    title_en: 'When is the tax proof due?',
    body_id:
      'Bukti potong untuk pembayaran YouTube diunggah paling lambat tanggal 30 bulan berikutnya. Anda akan diingatkan lewat notifikasi 7 hari sebelum batas waktu.',
    body_en:
      'The tax proof for a YouTube payment is due by the 30th of the following month. You are reminded by a notification 7 days before the deadline.',
  },
  {
    category: 'account',
    title_id: 'Bagaimana menambah admin dan mengatur aksesnya?',
    title_en: 'How do I add admins and set their access?',
    body_id:
      'Pemilik akun membuka Profil › Pengaturan admin, menambah admin dengan emailnya, lalu menyalakan fitur yang boleh dibuka: pembayaran, rilis, laporan YouTube dan laporan DSP.',
    body_en:
      'The account owner opens Profile › Admin settings, adds an admin by email, and turns on the features they may open: payments, release, YouTube report and DSP report.',
  },
  {
    category: 'account',
    title_id: 'Bagaimana mengubah data perusahaan atau rekening bank?',
    title_en: 'How do I change company or bank details?',
    body_id:
      'Nama perusahaan dan rekening bank diubah oleh tim kami demi keamanan pembayaran. Kirim tiket kategori Akun dengan dokumen pendukung (akta atau buku tabungan).',
    body_en:
      'Company names and bank accounts are changed by our team to keep payments safe. Send a ticket in the Account category with supporting documents (deed or bank book).',
  },
];

/** The portal's changelog, oldest first (the list shows it newest first). */
export const DEMO_CHANGELOG: SaveChangelog[] = [
  {
    version: '2.0',
    released_on: '2026-03-02',
    title_id: 'Portal mitra baru',
    title_en: 'A new partner portal',
    items_id: ['Tampilan baru di desktop dan ponsel', 'Bahasa Indonesia dan Inggris', 'Masuk dengan Google'],
    items_en: ['A new look on desktop and phone', 'Indonesian and English', 'Sign in with Google'],
    is_published: true,
  },
  {
    version: '2.1',
    released_on: '2026-05-11',
    title_id: 'Rilis lebih cepat',
    title_en: 'Faster releases',
    items_id: [
      'Unggah audio besar dengan progres',
      'Catatan perbaikan per isian saat rilis ditolak',
      'Tur panduan halaman Rilis',
    ],
    items_en: [
      'Large audio uploads with progress',
      'Per-field notes when a release is rejected',
      'A guided tour of the Release page',
    ],
    is_published: true,
  },
  {
    version: '2.2',
    released_on: '2026-07-20',
    title_id: 'Laporan DSP dan analitik',
    title_en: 'DSP reports and analytics',
    items_id: ['Laporan DSP baru per periode, platform dan lagu', 'Smart Analytics (beta)', 'Unduh laporan ke Excel'],
    items_en: ['The new DSP report by period, store and song', 'Smart Analytics (beta)', 'Report downloads to Excel'],
    is_published: true,
  },
  {
    version: '2.3',
    released_on: '2026-09-14',
    title_id: 'Pembayaran YouTube',
    title_en: 'YouTube payments',
    items_id: ['Riwayat pembayaran YouTube', 'Unggah bukti potong pajak', 'Pengingat batas waktu bukti potong'],
    items_en: ['YouTube payment history', 'Tax proof uploads', 'Tax proof deadline reminders'],
    is_published: true,
  },
  {
    version: '2.4',
    released_on: '2026-11-16',
    title_id: 'Pusat bantuan',
    title_en: 'Help centre',
    items_id: ['Tiket dukungan dengan lampiran', 'Pusat informasi yang bisa dicari', 'Daftar 42 toko digital'],
    items_en: ['Support tickets with attachments', 'A searchable information center', 'The list of 42 digital stores'],
    is_published: true,
  },
];
