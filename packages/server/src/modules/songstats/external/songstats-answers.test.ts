import { SONGSTATS_METRICS } from '@irama/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentStatsOf,
  HistoryAnswerSchema,
  historyOf,
  periodStatsOf,
  SourcesAnswerSchema,
  StatsAnswerSchema,
  sourcesOf,
  wholeCount,
} from './songstats-answers.ts';

const isWholeCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** A field value as an API might send it: mostly numbers, sometimes text, null or worse. */
const fieldValue = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000_000 }),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.integer().map(String),
  fc.jsonValue(),
);
const fields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('streams_total', 'video_views_total', 'short_views_total', 'views_total'),
    fc.constantFrom('monthly_listeners_current', 'playlists_current', 'followers_total'),
    fc.string(),
  ),
  fieldValue,
);
const source = fc.constantFrom('spotify', 'youtube', 'tiktok', 'shazam', 'Spotify!', '');
const day = fc
  .date({ min: new Date('2025-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Answers near the real shape (so the mapping is reached), or any JSON at all. */
const statsAnswer = fc.oneof(fc.record({ stats: fc.array(fc.record({ source, data: fields })) }), fc.jsonValue());
const historyAnswer = fc.oneof(
  fc.record({
    stats: fc.array(
      fc.record({
        source,
        data: fc.record({ history: fc.array(fc.tuple(day, fields).map(([d, f]) => ({ ...f, date: d }))) }),
      }),
    ),
  }),
  fc.jsonValue(),
);
const scopeDays = fc.constantFrom(7, 28, 90, 365);

describe('the mapping of Songstats answers', () => {
  it('never throws on any JSON and gives only whole non-negative figures', () => {
    fc.assert(
      fc.property(
        statsAnswer,
        historyAnswer,
        scopeDays,
        fc.constantFrom(...SONGSTATS_METRICS),
        (stats, history, days, metric) => {
          const current = StatsAnswerSchema.safeParse(stats);
          if (current.success) {
            for (const entry of currentStatsOf(current.data)) {
              expect(Object.values(entry.values).every(isWholeCount)).toBe(true);
              expect(entry.source).toMatch(/^songstats:[a-z0-9_]+$/);
            }
          }
          const parsed = HistoryAnswerSchema.safeParse(history);
          if (parsed.success) {
            for (const entry of periodStatsOf(parsed.data, days)) {
              expect(Object.values(entry.values).every(isWholeCount)).toBe(true);
            }
            for (const entry of [...historyOf(parsed.data, metric, days), ...historyOf(parsed.data, metric, null)]) {
              expect(entry.points.every((point) => isWholeCount(point.value))).toBe(true);
              expect(entry.points.every((point) => /^\d{4}-\d{2}-\d{2}$/.test(point.date))).toBe(true);
              expect(entry.points.map((point) => point.date)).toEqual(entry.points.map((point) => point.date).sort());
            }
          }
          const sources = SourcesAnswerSchema.safeParse(stats);
          if (sources.success) sourcesOf(sources.data);
        },
      ),
    );
  });

  it('refuses an answer whose shape is wrong, and one that says it failed', () => {
    expect(StatsAnswerSchema.safeParse({ stats: { spotify: 1 } }).success).toBe(false);
    expect(StatsAnswerSchema.safeParse({ result: 'error', stats: [] }).success).toBe(false);
    expect(StatsAnswerSchema.safeParse({ stats: [{ source: '../x', data: {} }] }).success).toBe(false);
    const history = (date: string) => ({ stats: [{ source: 'spotify', data: { history: [{ date }] } }] });
    expect(HistoryAnswerSchema.safeParse(history('2026-02-30')).success).toBe(false);
    expect(HistoryAnswerSchema.safeParse(history('yesterday')).success).toBe(false);
    expect(HistoryAnswerSchema.parse(history('2026-02-28T00:00:00Z')).stats[0]?.data.history[0]?.date).toBe(
      '2026-02-28',
    );
  });

  it('keeps a period’s growth, not the all-time count, for a source first seen inside the period', () => {
    const answer = HistoryAnswerSchema.parse({
      stats: [
        {
          source: 'spotify',
          data: {
            history: [
              { date: '2026-11-26', streams_total: 9_000_000 },
              { date: '2026-11-27', streams_total: 9_000_700 },
            ],
          },
        },
      ],
    });
    expect(periodStatsOf(answer, 28)).toEqual([
      { source: 'songstats:spotify', name: 'Spotify', asOf: '2026-11-27', values: { streams: 700 } },
    ]);
  });
});

describe('wholeCount', () => {
  it('rounds, floors at zero, caps at the largest safe integer and reads numbers sent as text', () => {
    expect([wholeCount(12.6), wholeCount(-3), wholeCount(1e300), wholeCount(' 42 '), wholeCount('4.2')]).toEqual([
      13,
      0,
      Number.MAX_SAFE_INTEGER,
      42,
      4,
    ]);
  });

  it('gives nothing for what is not a number', () => {
    for (const value of [null, undefined, '', '12abc', '0x10', true, {}, [], Number.NaN]) {
      expect(wholeCount(value)).toBeUndefined();
    }
  });
});
