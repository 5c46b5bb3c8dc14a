import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  const article = { title_id: 'Judul', title_en: 'Title' };

  it('picks English for en and en-US, Indonesian otherwise', () => {
    expect(localized(article, 'title', 'en')).toBe('Title');
    expect(localized(article, 'title', 'en-US')).toBe('Title');
    expect(localized(article, 'title', 'id')).toBe('Judul');
    expect(localized(article, 'title', 'fr')).toBe('Judul');
  });

  it('shows the other language when staff did not write the reader’s', () => {
    expect(localized({ title_id: 'Judul', title_en: '' }, 'title', 'en')).toBe('Judul');
    expect(localized({ title_id: ' ', title_en: 'Title' }, 'title', 'id')).toBe('Title');
  });

  it('always shows the reader’s language when it is written, and some text whenever either is', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.string({ minLength: 1 }).filter((value) => value.trim() !== ''),
    );
    fc.assert(
      fc.property(fc.constantFrom('id', 'en'), text, text, (language, indonesian, english) => {
        const shown = localized({ title_id: indonesian, title_en: english }, 'title', language);
        const theirs = language === 'en' ? english : indonesian;
        if (theirs !== '') expect(shown).toBe(theirs);
        else expect(shown).toBe(language === 'en' ? indonesian : english);
      }),
    );
  });
});
