import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeOf } from './send-file.ts';

const size = fc.integer({ min: 1, max: 10_000_000 });

describe('the Range header of a stored object', () => {
  it('answers a range inside the object as asked, an end past it cut to the last byte', () => {
    fc.assert(
      fc.property(size, fc.nat(), fc.nat(), (total, a, b) => {
        const start = a % total;
        const end = start + b;
        expect(rangeOf(`bytes=${start}-${end}`, total)).toEqual({ start, end: Math.min(end, total - 1) });
        expect(rangeOf(`bytes=${start}-`, total)).toEqual({ start, end: total - 1 });
      }),
    );
  });

  it('answers a suffix as the last bytes, at most the whole object', () => {
    fc.assert(
      fc.property(size, fc.integer({ min: 1, max: 20_000_000 }), (total, suffix) => {
        expect(rangeOf(`bytes=-${suffix}`, total)).toEqual({ start: Math.max(0, total - suffix), end: total - 1 });
      }),
    );
  });

  it('finds a start at or past the end unsatisfiable', () => {
    fc.assert(
      fc.property(size, fc.nat(), (total, past) => {
        expect(rangeOf(`bytes=${total + past}-`, total)).toBe('unsatisfiable');
      }),
    );
    expect(rangeOf('bytes=-0', 10)).toBe('unsatisfiable');
  });

  it('ignores what it may ignore: no header, another unit, several ranges, a reversed or malformed one', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,4-5', 'bytes=5-2', 'bytes=-', 'bytes=a-b', 'bytes 0-1'])
      expect(rangeOf(header, 10), header).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (header) => {
        const range = rangeOf(header, 100);
        if (range !== undefined && range !== 'unsatisfiable') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThan(100);
          expect(range.start).toBeLessThanOrEqual(range.end);
        }
      }),
    );
  });
});
