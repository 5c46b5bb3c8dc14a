// Valid release inputs for the tests; each test breaks one thing and checks that rule alone.
import type { UploadedFile } from './files.ts';

export const SUBMIT_DATE = '2026-11-22';
export const RELEASE_DATE = '2026-12-01';

export function coverFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return { file_id: 'f-cover', mime: 'image/jpeg', size: 2_000_000, width: 3000, height: 3000, ...overrides };
}

export function audioFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    file_id: 'f-audio',
    mime: 'audio/wav',
    size: 40_000_000,
    sample_rate: 44_100,
    bit_depth: 16,
    channels: 2,
    duration_seconds: 210,
    ...overrides,
  };
}

export function clipFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return audioFile({ file_id: 'f-clip', size: 5_000_000, duration_seconds: 30, ...overrides });
}

export function pdfFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return { file_id: 'f-letter', mime: 'application/pdf', size: 300_000, ...overrides };
}

export function validAlbum(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    release_type: 'single',
    title: 'Lagu Rindu',
    artists: [{ name: 'Sari Wulan', role: 'main' }],
    upc: '',
    release_date: RELEASE_DATE,
    label: 'Irama Records',
    asset_label: 'Irama Records',
    cover_art: coverFile(),
    platforms: ['spotify'],
    statement_letter: pdfFile(),
    ...overrides,
  };
}

export function validTrack(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Lagu Rindu',
    track_number: 1,
    artists: [{ artist_id: 'a-1', role: 'main' }],
    composer_first_name: 'Budi',
    composer_last_name: 'Santoso',
    isrc: 'ID-A12-26-00001',
    genre: 'pop',
    language: 'id',
    region: 'id',
    is_explicit: false,
    is_instrumental: false,
    lyrics: 'Aku rindu padamu',
    audio: audioFile(),
    clip: clipFile(),
    has_preview: false,
    performer_contributors: [{ name: 'Sari Wulan', role: 'Vocals' }],
    production_contributors: [{ name: 'Budi Santoso', role: 'Producer' }],
    ...overrides,
  };
}

/** Issues as `path:key` strings, the way the form and the problem JSON address them. */
export function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.map(String).join('.')}:${issue.message}`) ?? [];
}
