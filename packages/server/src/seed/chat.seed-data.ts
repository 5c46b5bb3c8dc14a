/** Who writes a line of a demo conversation: the demo owner, or the creator they talk with. */
export type Line = { by: 'owner' | 'other'; hoursAgo: number; text: string };

/**
 * Conversations of a demo owner, by the kind of door that opened them. Open ones are written by both;
 * the owner has read them up to `readUpTo` lines (the rest are unread). The lines are in Indonesian,
 * as the creators write to each other.
 */
export const OPEN_CONVERSATIONS: { lines: Line[]; readUpTo: number }[] = [
  {
    readUpTo: 4,
    lines: [
      { by: 'owner', hoursAgo: 120, text: 'Halo! Saya dengar single terbaru kamu, aransemennya keren banget.' },
      { by: 'other', hoursAgo: 118, text: 'Terima kasih banyak! Saya juga sering dengar katalog kalian di Spotify.' },
      {
        by: 'owner',
        hoursAgo: 96,
        text: 'Kami sedang siapkan album baru. Tertarik featuring di satu lagu? Temanya lagu daerah dengan sentuhan pop.',
      },
      { by: 'other', hoursAgo: 95, text: 'Tertarik sekali. Pembagian royaltinya bagaimana rencananya?' },
      {
        by: 'owner',
        hoursAgo: 72,
        text: 'Usul kami split 60/40 untuk master, publishing dibagi rata antara penulis lagu. Detailnya bisa dibahas.',
      },
      { by: 'other', hoursAgo: 30, text: 'Boleh, 60/40 masuk akal. Saya kirim demo vokal minggu ini ya.' },
      {
        by: 'other',
        hoursAgo: 29,
        text: 'Contoh referensinya bisa dilihat di https://irama.id/demo/vokal (tautan pribadi).',
      },
    ],
  },
  {
    readUpTo: 5,
    lines: [
      {
        by: 'other',
        hoursAgo: 200,
        text: 'Halo, kami label kecil dari Yogyakarta. Boleh tanya soal distribusi ke YouTube?',
      },
      { by: 'owner', hoursAgo: 199, text: 'Boleh, silakan. Kalian sudah punya kanal resmi artis?' },
      { by: 'other', hoursAgo: 180, text: 'Sudah, tapi video klip kami sering kena klaim Content ID dari pihak lain.' },
      {
        by: 'owner',
        hoursAgo: 178,
        text: 'Biasanya karena aset belum terdaftar atas nama kalian. Daftarkan rilisnya dulu, lalu ajukan allowlist kanal.',
      },
      { by: 'other', hoursAgo: 150, text: 'Siap, terima kasih sarannya. Nanti kalau ada kolaborasi kami kabari.' },
    ],
  },
  {
    readUpTo: 2,
    lines: [
      {
        by: 'owner',
        hoursAgo: 50,
        text: 'Mau bikin konten bareng untuk promosi rilis bulan depan? Misalnya sesi akustik.',
      },
      { by: 'other', hoursAgo: 48, text: 'Ide bagus! Kami punya studio kecil, bisa rekam live di sana.' },
      { by: 'other', hoursAgo: 3, text: 'Jadwal Sabtu depan kosong. Jam 2 siang cocok?' },
    ],
  },
];

/** The introduction the owner sent and that still waits for an answer. */
export const SENT_INTRODUCTION = {
  hoursAgo: 20,
  text: 'Halo, perkenalkan, kami dari label di Jakarta. Suka sekali dengan produksi kamu, apakah terbuka untuk kolaborasi remix?',
};

/** The introduction another creator sent the owner, unanswered yet. */
export const RECEIVED_INTRODUCTION = {
  hoursAgo: 5,
  text: 'Halo Kak! Saya penulis lagu dari Medan, punya beberapa lagu yang mungkin cocok untuk artis kalian. Boleh saya kirim demonya?',
};

/** An introduction the owner sent long ago that went unanswered. */
export const EXPIRED_INTRODUCTION = {
  daysAgo: 40,
  text: 'Halo, kami mencari produser untuk proyek album kompilasi. Apakah ada waktu untuk ngobrol?',
};

/** A conversation staff closed after a report. */
export const CLOSED_CONVERSATION: Line[] = [
  { by: 'other', hoursAgo: 300, text: 'Halo, saya bisa bantu naikkan stream lagu kamu jadi jutaan dalam seminggu.' },
  { by: 'owner', hoursAgo: 299, text: 'Maaf, maksudnya bagaimana?' },
  { by: 'other', hoursAgo: 298, text: 'Transfer dulu biaya paketnya, nanti streamnya langsung naik. Dijamin aman.' },
];

/** An introduction the main owner reported and staff have not looked at yet: the ops page's open report. */
export const REPORTED_INTRODUCTION = {
  hoursAgo: 26,
  text: 'Promo! Jual akun Spotify premium & jasa tambah 100 ribu pendengar bulanan. Hubungi WA 0812-0000-0000.',
  note: 'Menawarkan jasa stream palsu lewat perkenalan.',
} as const;

/** Between two demo owners: a conversation both can open in two browsers. */
export const BETWEEN_OWNERS: Line[] = [
  {
    by: 'owner',
    hoursAgo: 70,
    text: 'Halo Mas Andi, kami mau bikin kompilasi lagu timur. Ada artis yang bisa direkomendasikan?',
  },
  {
    by: 'other',
    hoursAgo: 66,
    text: 'Halo Pak Budi! Ada tiga artis kami yang cocok. Saya kirim profil Networkplace mereka ya.',
  },
  {
    by: 'owner',
    hoursAgo: 60,
    text: 'Mantap. Untuk splitnya kita ikut skema kompilasi biasa: per lagu, sesuai porsi masing-masing.',
  },
  { by: 'other', hoursAgo: 6, text: 'Setuju. Nanti saya siapkan daftar lagunya, sekalian ISRC-nya.' },
];
