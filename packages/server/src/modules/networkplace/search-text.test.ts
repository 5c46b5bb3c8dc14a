import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTextOf } from './search-text.ts';

const COMBINING_MARKS = ['\u0300', '\u0301', '\u0302', '\u0303', '\u0308', '\u030a', '\u0327'];
/** A plain Latin word with accents put on its letters here and there. */
const accentedWord = fc
  .array(fc.tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.subarray(COMBINING_MARKS)), {
    minLength: 1,
    maxLength: 12,
  })
  .map((letters) => ({
    plain: letters.map(([letter]) => letter).join(''),
    accented: letters.map(([letter, marks]) => letter + marks.join('')).join(''),
  }));

describe('foldForSearch', () => {
  it('folds accents and letter case away: "Sélin" reads as "selin"', () => {
    expect(foldForSearch('Sélin')).toBe('selin');
    expect(foldForSearch('ŞARKI Çiçek İnci')).toBe('sarki cicek inci');
  });

  it('reads any accented, upper or lower case spelling of a word as the plain word', () => {
    fc.assert(
      fc.property(accentedWord, fc.boolean(), ({ plain, accented }, isUpper) => {
        const spelled = (isUpper ? accented.toUpperCase() : accented).normalize('NFC');
        expect(foldForSearch(spelled)).toBe(plain);
      }),
    );
  });

  it('is the same for composed and decomposed text, leaves no mark, and folding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const folded = foldForSearch(text);
        expect(foldForSearch(text.normalize('NFD'))).toBe(foldForSearch(text.normalize('NFC')));
        expect(folded).not.toMatch(/\p{M}/u);
        expect(foldForSearch(folded)).toBe(folded);
      }),
    );
  });

  it('keeps a folded search inside the folded text it was cut from', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 30 }),
        (a, b, c) => {
          expect(foldForSearch(a + b + c)).toContain(foldForSearch(b));
        },
      ),
    );
  });
});

describe('searchTextOf', () => {
  it('holds the name, skills, label and bio, folded', () => {
    const text = searchTextOf({
      display_name: 'Sélin Ayu',
      skills: ['Mixing', 'Vokal Latar'],
      artist_label: 'Rumah Nada',
      bio: 'Penyanyi dari Bandung',
    });
    for (const part of ['selin ayu', 'mixing', 'vokal latar', 'rumah nada', 'penyanyi dari bandung']) {
      expect(text).toContain(part);
    }
  });
});
