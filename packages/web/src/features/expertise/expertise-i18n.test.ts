import {
  COURSE_FILTERS,
  COURSE_SORTS,
  EPISODE_FILE_KINDS,
  SUBTITLE_LANGUAGES,
  SUGGESTION_REASONS,
} from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { untranslatedKeys } from '../../test/untranslated.ts';

// Keys built at run time, which the catalogue test cannot find in the source.
const DYNAMIC_KEYS = [
  ...COURSE_FILTERS.map((filter) => `expertise.list.filters.${filter}`),
  ...COURSE_SORTS.map((sort) => `expertise.list.sorts.${sort}`),
  ...SUGGESTION_REASONS.map((reason) => `expertise.suggested.reasons.${reason}`),
  ...['none', ...SUGGESTION_REASONS].map((value) => `expertise.ops.courses.suggestions.${value}`),
  ...SUBTITLE_LANGUAGES.map((language) => `expertise.player.subtitles.${language}`),
  ...EPISODE_FILE_KINDS.flatMap((kind) => [
    `expertise.ops.files.${kind}`,
    `expertise.file.${kind}.wrong_type`,
    `expertise.file.${kind}.too_large`,
  ]),
  ...['position', 'duration_seconds'].flatMap((name) => [
    `expertise.ops.episodes.${name}`,
    `expertise.ops.episodes.${name}Hint`,
  ]),
  'expertise.ops.nav',
];

describe('Expertise translations', () => {
  it('translate every key built at run time, in both languages', () => {
    expect(untranslatedKeys(DYNAMIC_KEYS)).toEqual({ id: [], en: [] });
  });
});
