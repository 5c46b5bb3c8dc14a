import { describe, expect, it } from 'vitest';
import { buildRequest } from '../test-support.tsx';
import { declineNote } from './decline-note.ts';

const t = (key: string) => `«${key}»`;

describe('declineNote', () => {
  it('gives staff’s own words, or says another partner licensed the song, and nothing for a request not declined', () => {
    expect(
      declineNote(buildRequest({ status: 'declined', declined_because: 'staff', decline_reason: 'Ditarik' }), t),
    ).toBe('Ditarik');
    expect(declineNote(buildRequest({ status: 'declined', declined_because: 'licensed_elsewhere' }), t)).toBe(
      '«musicbank.timeline.licensedElsewhere»',
    );
    expect(declineNote(buildRequest({ status: 'paid', decline_reason: 'stale' }), t)).toBeUndefined();
  });
});
