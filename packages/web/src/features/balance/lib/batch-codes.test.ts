import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBatchCodes } from './batch-codes.ts';

describe('parseBatchCodes', () => {
  it('reads reference and payment code per line, after a header, whatever the separator', () => {
    const { codes, badLines } = parseBatchCodes(
      'reference,payment_code\r\nWD-2026-000041,TRX-001\nWD-2026-000042;TRX-002\n\n"WD-2026-000043"\t"TRX/003"\n',
    );
    expect(Object.fromEntries(codes)).toEqual({
      'WD-2026-000041': 'TRX-001',
      'WD-2026-000042': 'TRX-002',
      'WD-2026-000043': 'TRX/003',
    });
    expect(badLines).toEqual([]);
  });

  it('names the lines it cannot read instead of guessing', () => {
    const { codes, badLines } = parseBatchCodes('WD-1,TRX-1\nWD-2\n,TRX-3\nWD-4,TRX-4,extra');
    expect([...codes.keys()]).toEqual(['WD-1']);
    expect(badLines).toEqual([2, 3, 4]);
  });

  it('gives back every pair it was given, the last one winning for a repeated reference', () => {
    const cell = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 30 }), (pairs) => {
        const text = pairs.map(([reference, code]) => `${reference},${code}`).join('\n');
        const parsed = parseBatchCodes(text);
        const header = pairs[0] && /^reference$/i.test(pairs[0][0]) ? 1 : 0;
        expect(parsed.codes).toEqual(new Map(pairs.slice(header)));
        expect(parsed.badLines).toEqual([]);
      }),
    );
  });
});
