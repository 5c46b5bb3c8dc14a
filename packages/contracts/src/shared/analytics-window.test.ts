import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_WINDOWS, resolveAnalyticsWindow } from './analytics-window.ts';

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
const anyDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('resolveAnalyticsWindow', () => {
  it('ends the last N days at the last day with data', () => {
    expect(resolveAnalyticsWindow('last_7_days', '2026-11-24')).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-24',
      previous_from: '2026-11-11',
      previous_to: '2026-11-17',
    });
  });

  it('takes this month up to the last day with data, and last month whole', () => {
    expect(resolveAnalyticsWindow('this_month', '2026-03-10')).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
      previous_from: '2026-02-19',
      previous_to: '2026-02-28',
    });
    expect(resolveAnalyticsWindow('last_month', '2026-03-10')).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      previous_from: '2026-01-01',
      previous_to: '2026-01-31',
    });
    expect(resolveAnalyticsWindow('last_month', '2026-01-05')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('never reaches past the last day with data, and the previous range ends the day before it starts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ANALYTICS_WINDOWS), anyDay, (window, asOf) => {
        const range = resolveAnalyticsWindow(window, asOf);
        expect(range.to <= asOf && range.from <= range.to).toBe(true);
        expect(dayCount(range.previous_to, range.from)).toBe(2);
        if (window !== 'last_month')
          expect(dayCount(range.previous_from, range.previous_to)).toBe(dayCount(range.from, range.to));
      }),
    );
  });
});
