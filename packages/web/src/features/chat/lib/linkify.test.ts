import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('links http and https addresses and leaves the sentence’s punctuation outside', () => {
    expect(linkify('Lihat https://irama.id/rilis/12. Atau http://a.id/x?y=1)')).toEqual([
      { kind: 'text', text: 'Lihat ' },
      { kind: 'link', text: 'https://irama.id/rilis/12', href: 'https://irama.id/rilis/12' },
      { kind: 'text', text: '. Atau ' },
      { kind: 'link', text: 'http://a.id/x?y=1', href: 'http://a.id/x?y=1' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links another scheme and keeps markup as text', () => {
    expect(linkify('javascript:alert(1) <b>x</b> ftp://a.id')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>x</b> ftp://a.id' },
    ]);
    expect(linkify('<a href="https://x.id">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.id', href: 'https://x.id/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('gives back the message unchanged when its parts are joined, with only http(s) targets', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.webUrl(), fc.constant(' https://'))), (pieces) => {
        const message = pieces.join(' ');
        const parts = linkify(message);
        expect(parts.map((part) => part.text).join('')).toBe(message);
        for (const part of parts) if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\//);
      }),
    );
  });
});
