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
});
