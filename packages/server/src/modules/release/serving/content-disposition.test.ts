import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './content-disposition.ts';

const HEADER = /^(inline|attachment); filename="([\x20-\x7e]*)"(?:; filename\*=UTF-8''([A-Za-z0-9%!#$&+\-.^_`|~]+))?$/;

/** Any text, lone surrogates and controls included. */
const anyText = fc.string({ unit: 'binary', maxLength: 300 });

describe('contentDisposition', () => {
  it('is printable ASCII with a quoted fallback, and filename* gives back the safe name', () => {
    fc.assert(
      fc.property(fc.constantFrom('inline' as const, 'attachment' as const), anyText, (type, raw) => {
        const name = safeFileName(raw, 'file.bin');
        const header = contentDisposition(type, name);
        const match = HEADER.exec(header);
        expect(match, header).not.toBeNull();
        const [, , fallback = '', extended] = match ?? [];
        expect(fallback).not.toMatch(/["\\%]/);
        expect(extended === undefined ? fallback : decodeURIComponent(extended)).toBe(name);
      }),
    );
  });

  it('keeps a plain ASCII name as it is, with no filename*', () => {
    expect(contentDisposition('attachment', 'surat pernyataan.pdf')).toBe(
      'attachment; filename="surat pernyataan.pdf"',
    );
  });

  it('spells a non-ASCII name in UTF-8 and keeps an ASCII fallback', () => {
    expect(contentDisposition('inline', 'Lagu Café 東京.wav')).toBe(
      `inline; filename="Lagu Cafe __.wav"; filename*=UTF-8''Lagu%20Caf%C3%A9%20%E6%9D%B1%E4%BA%AC.wav`,
    );
  });
});

describe('safeFileName', () => {
  it('drops controls, bidirectional overrides, lone surrogates, separators and quotes', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const name = safeFileName(raw, 'x');
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}/\\"]/u);
        expect([...name].length).toBeLessThanOrEqual(200);
        expect(name).toBe(name.trim());
        expect(name.length).toBeGreaterThan(0);
      }),
    );
    expect(safeFileName('../../etc/\u202Egpj.exe"', 'x')).toBe('....etcgpj.exe');
    expect(safeFileName(' \u0000 ', 'cover.jpg')).toBe('cover.jpg');
  });
});
