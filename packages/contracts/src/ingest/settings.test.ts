import { describe, expect, it } from 'vitest';
import { COLUMN_ROLES, isRequiredColumn } from './settings.ts';

describe('isRequiredColumn', () => {
  it('requires the period, artist, title, units and revenue of every store file', () => {
    expect(COLUMN_ROLES.filter(isRequiredColumn)).toEqual(['period', 'artist', 'title', 'units', 'revenue']);
  });
});
