/** A message in both catalogues. */
export type LocalizedMessage = { id: string; en: string };

/**
 * Every message key the release schemas and the upload checks produce, in Indonesian and
 * English; §5's wording where the spec gives one. The SPA merges these into its catalogues.
 */
export const RELEASE_MESSAGES = {
  'release.album.title.required': { id: 'Judul album wajib diisi', en: 'Album title must be filled in' },
  'release.album.type.required': {
    id: 'Pilih jenis rilis: single atau album',
    en: 'Choose the release type: single or album',
  },
  'release.album.artists.required': { id: 'Tambahkan minimal satu artis', en: 'Add at least one artist' },
  'release.album.artists.main_required': {
    id: 'Minimal satu artis harus artis utama',
    en: 'At least one artist must be a main artist',
  },
  'release.album.release_date.required': { id: 'Tanggal rilis wajib diisi', en: 'Release date must be filled in' },
  'release.album.release_date.too_soon': {
    id: 'Tanggal rilis minimal 7 hari setelah pengajuan',
    en: 'Release date must be at least 7 days after submission',
  },
  'release.album.label.required': { id: 'Label album wajib diisi', en: 'Album label must be filled in' },
  'release.album.asset_label.required': { id: 'Label aset wajib diisi', en: 'Asset label must be filled in' },
  'release.album.cover_art.required': {
    id: 'Cover art wajib diunggah (.jpg, 3000x3000, maks. 5MB)',
    en: 'Cover art is required (.jpg, 3000x3000, max 5MB)',
  },
  'release.album.platforms.required': { id: 'Pilih minimal satu platform', en: 'Choose at least one platform' },
  'release.album.platforms.unknown': { id: 'Platform tidak dikenal', en: 'Unknown platform' },
  'release.album.statement_letter.required': {
    id: 'Surat pernyataan pencipta wajib diunggah (.pdf, maks. 5MB)',
    en: 'Creator statement letter is required (.pdf, max 5MB)',
  },
  'release.album.attachments.too_many': { id: 'Maksimal 10 berkas', en: 'At most 10 files' },
  'release.artist.name.required': { id: 'Nama artis wajib diisi', en: 'Artist name must be filled in' },
  'release.artist.role.required': {
    id: 'Pilih peran artis: utama atau featuring',
    en: 'Choose the artist role: main or featured',
  },
  'release.artists.too_many': { id: 'Terlalu banyak artis (maks. 50)', en: 'Too many artists (max 50)' },
  'release.contributor.name.required': { id: 'Nama kontributor wajib diisi', en: 'Contributor name must be filled in' },
  'release.contributor.role.required': { id: 'Peran kontributor wajib dipilih', en: 'Contributor role must be chosen' },
  'release.date.invalid': { id: 'Tanggal tidak valid', en: 'Invalid date' },
  'release.text.too_long': { id: 'Teks terlalu panjang', en: 'Text is too long' },
  'release.isrc.invalid': {
    id: 'ISRC tidak valid: 2 huruf, 3 huruf atau angka, 2 angka, 5 angka (contoh ID-A12-24-00001)',
    en: 'Invalid ISRC: 2 letters, 3 letters or digits, 2 digits, 5 digits (e.g. ID-A12-24-00001)',
  },
  'release.upc.invalid_length': {
    id: 'UPC harus 12 angka (UPC-A) atau 13 angka (EAN-13)',
    en: 'UPC must be 12 digits (UPC-A) or 13 digits (EAN-13)',
  },
  'release.upc.invalid_check_digit': {
    id: 'Digit pemeriksa UPC salah; periksa kembali kodenya',
    en: 'The UPC check digit is wrong; check the code again',
  },
  'release.tracks.required': { id: 'Tambahkan minimal satu lagu', en: 'Add at least one track' },
  'release.tracks.too_many': { id: 'Terlalu banyak lagu (maks. 100)', en: 'Too many tracks (max 100)' },
  'release.track.title.required': { id: 'Judul lagu wajib diisi', en: 'Track title must be filled in' },
  'release.track.title.duplicate': {
    id: 'Judul lagu harus berbeda dari lagu lain di album ini',
    en: 'Track title must differ from the other tracks in the album',
  },
  'release.track.number.required': { id: 'Nomor lagu wajib diisi', en: 'Track number must be filled in' },
  'release.track.number.invalid': { id: 'Nomor lagu harus angka 1 sampai 999', en: 'Track number must be 1 to 999' },
  'release.track.number.duplicate': {
    id: 'Nomor lagu sudah dipakai lagu lain di album ini',
    en: 'Track number is already used by another track in the album',
  },
  'release.track.artists.required': { id: 'Tambahkan minimal satu artis', en: 'Add at least one artist' },
  'release.track.artists.main_required': {
    id: 'Minimal satu artis harus artis utama',
    en: 'At least one artist must be a main artist',
  },
  'release.track.composer.first_name.required': {
    id: 'Nama depan pencipta wajib diisi sesuai KTP',
    en: 'Composer first name must be filled in, as on the ID card',
  },
  'release.track.composer.last_name.required': {
    id: 'Nama belakang pencipta wajib diisi sesuai KTP; nama satu kata diisi di kedua kolom',
    en: 'Composer last name must be filled in, as on the ID card; a single-word name goes in both fields',
  },
  'release.track.genre.required': { id: 'Genre wajib dipilih', en: 'Genre must be chosen' },
  'release.track.region.required': { id: 'Wilayah wajib dipilih', en: 'Region must be chosen' },
  'release.track.language.unknown': { id: 'Bahasa tidak dikenal', en: 'Unknown language' },
  'release.track.lyrics.required': {
    id: 'Lirik wajib diisi kecuali lagu instrumental',
    en: 'Lyrics must be filled in unless the track is instrumental',
  },
  'release.track.lyrics.too_long': { id: 'Lirik terlalu panjang', en: 'Lyrics are too long' },
  'release.track.audio.required': { id: 'Audio lengkap (WAV) wajib diunggah', en: 'Full audio (WAV) is required' },
  'release.track.video.required': { id: 'Video musik harus berkas MP4', en: 'Music video must be an MP4 file' },
  'release.track.clip.required': {
    id: 'Klip audio wajib diisi (15 sampai 59 detik)',
    en: 'Audio clip is required (15 to 59 seconds)',
  },
  'release.track.performers.required': {
    id: 'Tambahkan minimal satu kontributor penampil',
    en: 'Add at least one performer contributor',
  },
  'release.track.producers.required': {
    id: 'Tambahkan minimal satu kontributor produksi',
    en: 'Add at least one production contributor',
  },
  'release.track.preview_date.required': {
    id: 'Tanggal rilis pratinjau wajib diisi',
    en: 'Preview release date must be filled in',
  },
  'release.track.preview_date.too_late': {
    id: 'Tanggal pratinjau paling lambat sehari sebelum tanggal rilis',
    en: 'Preview date must be at the latest the day before the release date',
  },
  'release.track.preview_date.too_early': {
    id: 'Tanggal pratinjau paling awal 5 hari sebelum tanggal rilis (disarankan 5 hari)',
    en: 'Preview date must be at most 5 days before the release date (5 days is recommended)',
  },
  'release.file.required': { id: 'Berkas wajib diunggah', en: 'A file must be uploaded' },
  'release.file.cover.wrong_type': { id: 'Cover art harus berkas JPG', en: 'Cover art must be a JPG file' },
  'release.file.cover.too_large': { id: 'Cover art maksimal 5MB', en: 'Cover art must be at most 5MB' },
  'release.file.cover.wrong_dimensions': {
    id: 'Cover art harus berukuran 3000x3000 piksel',
    en: 'Cover art must be 3000x3000 pixels',
  },
  'release.file.audio.wrong_type': { id: 'Audio lengkap harus berkas WAV', en: 'Full audio must be a WAV file' },
  'release.file.audio.too_large': { id: 'Berkas audio maksimal 1GB', en: 'The audio file must be at most 1GB' },
  'release.file.audio.unreadable': {
    id: 'Format audio WAV tidak dapat dibaca',
    en: 'The WAV audio format could not be read',
  },
  'release.file.audio.sample_rate_too_low': {
    id: 'Sample rate audio minimal 44,1 kHz',
    en: 'Audio sample rate must be at least 44.1 kHz',
  },
  'release.file.audio.bit_depth_too_low': {
    id: 'Bit depth audio minimal 16-bit',
    en: 'Audio bit depth must be at least 16-bit',
  },
  'release.file.video.wrong_type': { id: 'Video musik harus berkas MP4', en: 'Music video must be an MP4 file' },
  'release.file.video.too_large': { id: 'Berkas video maksimal 2GB', en: 'The video file must be at most 2GB' },
  'release.file.clip.wrong_type': { id: 'Klip audio harus berkas WAV', en: 'The audio clip must be a WAV file' },
  'release.file.clip.too_large': { id: 'Klip audio maksimal 50MB', en: 'The audio clip must be at most 50MB' },
  'release.file.clip.unreadable': {
    id: 'Durasi klip audio tidak dapat dibaca',
    en: 'The audio clip length could not be read',
  },
  'release.file.clip.too_short': {
    id: 'Klip audio minimal 15 detik',
    en: 'The audio clip must be at least 15 seconds',
  },
  'release.file.clip.too_long': { id: 'Klip audio maksimal 59 detik', en: 'The audio clip must be at most 59 seconds' },
  'release.file.letter.wrong_type': { id: 'Dokumen harus berkas PDF', en: 'Documents must be PDF files' },
  'release.file.letter.too_large': { id: 'Dokumen PDF maksimal 5MB', en: 'PDF documents must be at most 5MB' },
  'release.file.documentation.wrong_type': {
    id: 'Dokumentasi harus berkas JPG atau MP4',
    en: 'Documentation must be a JPG or MP4 file',
  },
  'release.file.documentation.too_large': {
    id: 'Berkas dokumentasi maksimal 100MB',
    en: 'Documentation files must be at most 100MB',
  },
} as const satisfies Record<string, LocalizedMessage>;

export type ReleaseMessageKey = keyof typeof RELEASE_MESSAGES;

/** True when the text is a known release message key. */
export function isReleaseMessageKey(key: string): key is ReleaseMessageKey {
  return Object.hasOwn(RELEASE_MESSAGES, key);
}
