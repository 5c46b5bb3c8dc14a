import { describe, expect, it } from 'vitest';
import { figuresTable, type ResultFile } from '../support/figures-table.ts';
import type { RunRecord } from '../support/results.ts';

const record = (overrides: Partial<RunRecord>): RunRecord => ({
  bench: 'api',
  engine: 'sqlite',
  command: 'BENCH_DURATION_S=2 npm run bench -- api',
  startedAt: '2026-11-29T04:00:00.000Z',
  loadavgBefore: '0.50 0.40 0.30 1/100 123',
  loadavgAfter: '1.50 0.60 0.35 1/100 456',
  lines: ['GET /api/auth/me   4000 req/s', ''],
  ...overrides,
});

const ratio = { target: '>= 0.25', value: 0.31234, met: true };

describe('figuresTable', () => {
  it('shows the latest recorded result of each engine, with its command, load average, verdict and figures', () => {
    const files: ResultFile[] = [
      { file: 'api-old.json', result: { record: record({ startedAt: '2026-11-28T04:00:00.000Z' }), passed: false } },
      { file: 'api.json', result: { record: record({}), targets: { ratio }, passed: true } },
    ];
    const doc = figuresTable(['api'], files);
    expect(doc).toContain(
      '| api | SQLite | 2026-11-29 04:00 | `BENCH_DURATION_S=2 npm run bench -- api` | 0.50 0.40 0.30 → 1.50 0.60 0.35 | every target met | ratio 0.312 (>= 0.25) |',
    );
    expect(doc).toContain('written to `bench/results/api.json`');
    expect(doc).toContain('```text\nGET /api/auth/me   4000 req/s\n```');
    expect(doc).not.toContain('api-old.json');
  });

  it('says "not run" for an engine without a result, and leaves out results that carry no record', () => {
    const files: ResultFile[] = [
      { file: 'api-postgres.json', result: { targets: { ratio }, passed: true } },
      { file: 'web.json', result: { record: record({ bench: 'web', engine: 'postgres' }), passed: false } },
    ];
    const doc = figuresTable(['api'], files);
    expect(doc).toContain('| api | SQLite | not run |');
    expect(doc).toContain('| api | PostgreSQL | not run |');
    expect(doc).toContain('| web | SQLite | not run |');
    expect(doc).toMatch(/\| web \| PostgreSQL \| 2026-11-29 04:00 \|.*\| a target missed \| — \|/);
  });

  it('gives a bench without a database one row', () => {
    const files: ResultFile[] = [
      {
        file: 'ingest-parse.json',
        result: { record: record({ bench: 'ingest-parse', engine: 'none' }), passed: true },
      },
    ];
    const doc = figuresTable(['ingest-parse'], files);
    expect(doc).toMatch(/\| ingest-parse \| no database \| 2026-11-29 04:00 \|/);
    expect(doc).not.toContain('| ingest-parse | SQLite |');
    expect(doc).not.toContain('| ingest-parse | PostgreSQL |');
  });

  it('marks a missed target in the key figures', () => {
    const files: ResultFile[] = [
      { file: 'api.json', result: { record: record({}), targets: { ratio: { ...ratio, met: false } }, passed: false } },
    ];
    expect(figuresTable(['api'], files)).toContain('ratio 0.312 (>= 0.25, MISSED)');
  });

  it("keeps an earlier page's row and printed lines until a newer result of that bench and engine replaces it", () => {
    const earlier = figuresTable(
      ['api'],
      [
        { file: 'api.json', result: { record: record({}), targets: { ratio }, passed: true } },
        {
          file: 'api-postgres.json',
          result: { record: record({ engine: 'postgres', lines: ['postgres line'] }), passed: false },
        },
      ],
    );
    const newer = record({ startedAt: '2026-11-30T04:00:00.000Z', lines: ['newer line'] });
    const doc = figuresTable(['api'], [{ file: 'api.json', result: { record: newer, passed: true } }], earlier);
    expect(doc).toMatch(/\| api \| SQLite \| 2026-11-30 04:00 \|/);
    expect(doc).toContain('newer line');
    expect(doc).toMatch(/\| api \| PostgreSQL \| 2026-11-29 04:00 \|.*\| a target missed \|/);
    expect(doc).toContain('### api on PostgreSQL');
    expect(doc).toContain('postgres line');
    expect(doc).not.toContain('GET /api/auth/me');
    // The page written again from nothing new is the same page.
    expect(figuresTable(['api'], [], doc)).toBe(doc);
    // An older result does not replace what the page holds.
    const older = record({ startedAt: '2026-11-01T04:00:00.000Z', lines: ['older line'] });
    expect(figuresTable(['api'], [{ file: 'api.json', result: { record: older } }], doc)).toBe(doc);
  });
});
