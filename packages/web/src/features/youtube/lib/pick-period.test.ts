import type { YoutubePeriod } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { pickPeriod } from './pick-period.ts';

const period = (periode: string): YoutubePeriod => ({
  periode,
  has_adjustment: false,
  rate: { currency: 'USD', idr_per_unit: '16250' },
  published_at: '2026-11-01T00:00:00.000Z',
});
const PERIODS = [period('2026-10'), period('2026-09')];

describe('pickPeriod', () => {
  it('keeps the period the URL asks for when it is offered', () => {
    expect(pickPeriod(PERIODS, '2026-09')).toBe('2026-09');
  });

  it('falls back to the newest period for a missing or unpublished one', () => {
    expect(pickPeriod(PERIODS, undefined)).toBe('2026-10');
    expect(pickPeriod(PERIODS, '2027-01')).toBe('2026-10');
  });

  it('has nothing to pick before the first period is published', () => {
    expect(pickPeriod([], '2026-09')).toBeUndefined();
  });
});
