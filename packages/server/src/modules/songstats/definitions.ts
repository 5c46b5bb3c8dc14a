import type { SongstatsDefinition } from '@irama/contracts';

/** What each metric means and where it comes from, in Indonesian and English (SPEC §7 Songstats). */
export const SONGSTATS_DEFINITIONS: readonly SongstatsDefinition[] = [
  {
    metric: 'streams',
    name: { id: 'Stream', en: 'Streams' },
    description: {
      id: 'Setiap pemutaran yang dihitung feed harian toko, gratis maupun berbayar, sampai hari terakhir feed itu. Datang 1–3 hari terlambat. Lebih besar dari stream berbayar karena toko belum menyaring apa pun.',
      en: 'Every play the stores’ daily feeds counted, free and paid, up to the feed’s last day. Arrives 1–3 days late. Larger than paid streams because the stores have filtered nothing yet.',
    },
    sources: ['store'],
  },
  {
    metric: 'paid_streams',
    name: { id: 'Stream berbayar', en: 'Paid streams' },
    description: {
      id: 'Stream yang dibayar toko dalam laporan bulanannya. Pemutaran paket gratis tanpa bagi hasil, di bawah 30 detik, dan yang tersaring sebagai kecurangan tidak dihitung, jadi angkanya lebih kecil dari stream. Datang setelah bulannya dilaporkan dan diterbitkan.',
      en: 'Streams the stores paid for in their monthly reports. Free-tier plays without a share, plays under 30 seconds and plays filtered as fraud are left out, so it is smaller than streams. Arrives after the month is reported and published.',
    },
    sources: ['store'],
  },
  {
    metric: 'views',
    name: { id: 'Tayangan', en: 'Views' },
    description: {
      id: 'Tayangan video dan aset YouTube dari feed harian aset, sampai hari terakhir feed itu.',
      en: 'Views of the YouTube videos and assets from the daily asset feed, up to the feed’s last day.',
    },
    sources: ['youtube'],
  },
  {
    metric: 'listeners',
    name: { id: 'Pendengar', en: 'Listeners' },
    description: {
      id: 'Rata-rata pendengar per hari: setiap penggemar dihitung sekali per hari, lalu dirata-rata atas hari dalam rentang.',
      en: 'Average listeners a day: each fan is counted once a day, averaged over the days of the range.',
    },
    sources: ['store'],
  },
  {
    metric: 'saves',
    name: { id: 'Simpan', en: 'Saves' },
    description: {
      id: 'Berapa kali lagu disimpan ke pustaka atau playlist pendengar, menurut feed harian toko.',
      en: 'How often the song was saved to a listener’s library or playlist, as the stores’ daily feeds count it.',
    },
    sources: ['store'],
  },
  {
    metric: 'revenue',
    name: { id: 'Pendapatan', en: 'Revenue' },
    description: {
      id: 'Pendapatan bersih dalam rupiah utuh dari laporan bulanan toko yang sudah diterbitkan: bulan yang berakhir di dalam rentang.',
      en: 'Net revenue in whole rupiah from the stores’ published monthly reports: the months that end within the range.',
    },
    sources: ['store'],
  },
  {
    metric: 'countries',
    name: { id: 'Negara', en: 'Countries' },
    description: {
      id: 'Jumlah negara tempat lagu diputar atau ditonton dalam rentang.',
      en: 'How many countries the song was played or watched in over the range.',
    },
    sources: ['store', 'youtube'],
  },
  {
    metric: 'playlists',
    name: { id: 'Playlist', en: 'Playlists' },
    description: {
      id: 'Jumlah playlist yang memuat lagu. Laporan kami tidak memuatnya; angka ini hanya datang dari Songstats bila tersambung.',
      en: 'How many playlists hold the song. Our reports do not carry it; it comes only from Songstats when connected.',
    },
    sources: ['songstats'],
  },
];
