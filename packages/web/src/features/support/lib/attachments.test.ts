import { ATTACHMENT_MAX_BYTES } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize } from './attachments.ts';

const fileOf = (name: string, size: number) => {
  const file = new File([], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('attachmentProblem', () => {
  it('takes the five allowed kinds up to 10 MB each, whatever the letter case', () => {
    const names = ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.Doc'];
    expect(
      attachmentProblem(
        names.map((name) => fileOf(name, ATTACHMENT_MAX_BYTES)),
        5,
      ),
    ).toBeUndefined();
    expect(attachmentProblem([fileOf('f.PPT', 1)], 5)).toBeUndefined();
  });

  it('says what is wrong: too many, then too large, then the kind', () => {
    expect(attachmentProblem([fileOf('a.pdf', 1), fileOf('b.pdf', 1)], 1)).toBe('support.attachment.too_many');
    expect(attachmentProblem([fileOf('a.exe', ATTACHMENT_MAX_BYTES + 1)], 5)).toBe('support.attachment.too_large');
    expect(attachmentProblem([fileOf('setup.exe', 10)], 5)).toBe('support.attachment.wrong_type');
    expect(attachmentProblem([fileOf('laporan.docx', 10)], 5)).toBe('support.attachment.wrong_type');
  });

  it('refuses any file over 10 MB, at any size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: ATTACHMENT_MAX_BYTES + 1, max: 2 ** 40 }),
        (size) => attachmentProblem([fileOf('a.pdf', size)], 5) === 'support.attachment.too_large',
      ),
    );
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes under a megabyte and megabytes with one decimal above', () => {
    expect(formatFileSize(100, 'id')).toBe('1 KB');
    expect(formatFileSize(812 * 1024, 'en')).toBe('812 KB');
    expect(formatFileSize(3.4 * 1024 * 1024, 'id')).toBe('3,4 MB');
    expect(formatFileSize(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
  });
});
