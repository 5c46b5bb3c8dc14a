import { describe, expect, it } from 'vitest';
import { type FrozenFact, parseFrozenFactBlock, writeFrozenFactBlock } from './0008-fact-lines.ts';

const fact: FrozenFact = {
  companyId: 7,
  line: 12,
  country: 'ID',
  day: '',
  itemKey: 'tab\there\\back\nline\rreturn',
  isrc: null,
  upc: 'Lagu Ä',
  units: -3,
  currency: 'USD',
  grossMicros: 9_007_199_254_740_991,
  nettMicros: 0,
  sharedMicros: 1,
  grossIdr: 16_000,
  nettIdr: -16_000,
  adjustmentType: null,
};

describe("migration 0008's frozen fact lines", () => {
  it('writes a fact as one COPY text line, escaping what COPY escapes and null as \\N', () => {
    expect(writeFrozenFactBlock([fact]).toString('utf8')).toBe(
      '7\t12\tID\t\ttab\\there\\\\back\\nline\\rreturn\t\\N\tLagu Ä\t-3\tUSD\t9007199254740991\t0\t1\t16000\t-16000\t\\N\n',
    );
  });

  it('reads back the facts it wrote, in order', () => {
    const block = writeFrozenFactBlock([fact, { ...fact, line: 13, isrc: 'IDA012300001' }]);
    expect(parseFrozenFactBlock(block.toString('utf8'))).toEqual([fact, { ...fact, line: 13, isrc: 'IDA012300001' }]);
  });
});
