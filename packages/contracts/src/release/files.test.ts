import { describe, expect, it } from 'vitest';
import { checkUploadedFile, FILE_RULES, fileKindOfMime, toUploadedFile, UploadedFileSchema } from './files.ts';
import { audioFile, clipFile, coverFile, pdfFile } from './fixtures.ts';

const MiB = 1024 * 1024;

describe('checkUploadedFile', () => {
  it('accepts a 3000x3000 JPEG cover of at most 5 MB', () => {
    expect(checkUploadedFile('cover', coverFile({ size: 5 * MiB }))).toEqual([]);
  });

  it('rejects a PNG cover, a cover over 5 MB and a cover of another size', () => {
    expect(checkUploadedFile('cover', coverFile({ mime: 'image/png' }))).toEqual(['release.file.cover.wrong_type']);
    expect(checkUploadedFile('cover', coverFile({ size: 5 * MiB + 1 }))).toEqual(['release.file.cover.too_large']);
    expect(checkUploadedFile('cover', coverFile({ width: 3000, height: 2999 }))).toEqual([
      'release.file.cover.wrong_dimensions',
    ]);
  });

  it('accepts a PDF letter of at most 5 MB and rejects a bigger one or a JPEG', () => {
    expect(checkUploadedFile('letter', pdfFile({ size: 5 * MiB }))).toEqual([]);
    expect(checkUploadedFile('letter', pdfFile({ size: 5 * MiB + 1 }))).toEqual(['release.file.letter.too_large']);
    expect(checkUploadedFile('letter', coverFile())).toEqual(['release.file.letter.wrong_type']);
  });

  it('reports every broken audio rule at once, and unreadable audio', () => {
    expect(checkUploadedFile('audio', audioFile({ sample_rate: 8000, bit_depth: 8 }))).toEqual([
      'release.file.audio.sample_rate_too_low',
      'release.file.audio.bit_depth_too_low',
    ]);
    expect(checkUploadedFile('audio', audioFile({ sample_rate: undefined }))).toEqual([
      'release.file.audio.unreadable',
    ]);
  });

  it('accepts the older WAV MIME names', () => {
    expect(checkUploadedFile('audio', audioFile({ mime: 'audio/x-wav' }))).toEqual([]);
    expect(fileKindOfMime(' Audio/WAVE ')).toBe('wav');
  });

  it('needs a clip length to judge a clip', () => {
    expect(checkUploadedFile('clip', clipFile({ duration_seconds: undefined }))).toEqual([
      'release.file.clip.unreadable',
    ]);
  });

  it('takes documentation as JPEG or MP4 up to its limit', () => {
    const limit = FILE_RULES.documentation.maxBytes;
    expect(checkUploadedFile('documentation', { mime: 'video/mp4', size: limit })).toEqual([]);
    expect(checkUploadedFile('documentation', { mime: 'image/jpeg', size: limit + 1 })).toEqual([
      'release.file.documentation.too_large',
    ]);
    expect(checkUploadedFile('documentation', pdfFile())).toEqual(['release.file.documentation.wrong_type']);
  });

  it('takes video as MP4 only', () => {
    expect(checkUploadedFile('video', { mime: 'video/mp4', size: 10 })).toEqual([]);
    expect(checkUploadedFile('video', { mime: 'video/webm', size: 10 })).toEqual(['release.file.video.wrong_type']);
  });
});

describe('toUploadedFile', () => {
  it('keeps the fields a release body takes and drops what only the upload answered', () => {
    const stored = { ...audioFile(), type: 'audio', sha256: 'ab' };
    const reference = toUploadedFile(stored);
    expect(reference).toEqual(audioFile());
    expect(UploadedFileSchema.strict().safeParse(reference).success).toBe(true);
  });
});
