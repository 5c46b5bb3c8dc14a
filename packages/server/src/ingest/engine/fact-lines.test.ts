import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeFrozenFactBlock } from '../../db/migrations/frozen/0008-fact-lines.ts';
import { CopyText } from './copy-text.ts';
import { type Fact, parseFactLines, writeFact } from './fact-lines.ts';

/** Text as report files carry it, including everything a line must escape and a literal `\N`. */
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'é', '"', '\\', 'N', ' ', '\t', '\n', '\r', '漢') }),
  fc.constant('\\N'),
);
const amount = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const factArb: fc.Arbitrary<Fact> = fc.record({
  companyId: fc.nat(),
  line: fc.nat(),
  country: text,
  day: text,
  itemKey: text,
  isrc: fc.option(text),
  upc: fc.option(text),
  units: amount,
  currency: text,
  grossMicros: amount,
  nettMicros: amount,
  sharedMicros: amount,
  grossIdr: amount,
  nettIdr: amount,
  adjustmentType: fc.option(text),
});

describe('fact lines', () => {
  it('read back every fact of a block exactly as written, nulls and escapes included', () => {
    fc.assert(
      fc.property(fc.array(factArb, { maxLength: 20 }), (facts) => {
        const block = new CopyText();
        for (const fact of facts) writeFact(block, fact);
        expect([...parseFactLines(block.take().toString('utf8'))]).toEqual(facts);
      }),
      { numRuns: 300 },
    );
  });

  it('are the lines migration 0008 wrote, so the blocks it made read like any other', () => {
    fc.assert(
      fc.property(fc.array(factArb, { maxLength: 20 }), (facts) => {
        const block = new CopyText();
        for (const fact of facts) writeFact(block, fact);
        const migrated = writeFrozenFactBlock(facts);
        expect(block.take().equals(migrated)).toBe(true);
        expect([...parseFactLines(migrated.toString('utf8'))]).toEqual(facts);
      }),
      { numRuns: 300 },
    );
  });

  it('keep one line per fact, so a block can be read a line at a time', () => {
    const fact = fc.sample(factArb, { numRuns: 1, seed: 7 })[0] as Fact;
    const block = new CopyText();
    writeFact(block, { ...fact, itemKey: 'a\nb\tc', isrc: null });
    const line = block.take().toString('utf8').replace(/\n$/, '');
    expect(line.split('\n')).toHaveLength(1);
    expect(line.split('\t')).toHaveLength(15);
    expect(line.split('\t')[5]).toBe('\\N');
  });

  it('write integers exactly on both sides of the 32-bit range and at the ends of the safe range', () => {
    const edges = [
      0,
      9,
      10,
      2 ** 31 - 1,
      2 ** 31,
      -(2 ** 31),
      -(2 ** 31) - 1,
      10 ** 15,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    const base = fc.sample(factArb, { numRuns: 1, seed: 3 })[0] as Fact;
    const facts = edges.map((n) => ({ ...base, grossMicros: n, units: n, line: Math.abs(n) }));
    const block = new CopyText();
    for (const fact of facts) writeFact(block, fact);
    const text = block.take().toString('utf8');
    expect([...parseFactLines(text)]).toEqual(facts);
    expect(text.split('\n')[4]?.split('\t')[9]).toBe('2147483648');
  });

  it('refuse a figure that is not a safe integer rather than write wrong digits', () => {
    const base = fc.sample(factArb, { numRuns: 1, seed: 5 })[0] as Fact;
    for (const units of [1.5, Number.NaN, 2 ** 53]) {
      expect(() => writeFact(new CopyText(), { ...base, units })).toThrow(RangeError);
    }
  });

  it('refuse a line with the wrong number of fields', () => {
    expect(() => [...parseFactLines('1\t2\tID\n')]).toThrow(/3 fields/);
  });
});
