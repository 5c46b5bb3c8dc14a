import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cfbStreamNames } from './cfb.ts';
import { cfbWith } from './testing/cfb-writer.ts';

describe('cfbStreamNames', () => {
  it('lists the streams of a Word, a PowerPoint and an Excel 97 file', () => {
    expect(cfbStreamNames(cfbWith(['WordDocument', '\u0001CompObj']))).toEqual(['WordDocument', '\u0001CompObj']);
    expect(cfbStreamNames(cfbWith(['PowerPoint Document']))).toEqual(['PowerPoint Document']);
    expect(cfbStreamNames(cfbWith(['Workbook']))).toEqual(['Workbook']);
  });

  it('answers undefined for anything that is not a Compound File', () => {
    expect(cfbStreamNames(Buffer.from('%PDF-1.4'))).toBeUndefined();
    expect(cfbStreamNames(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024)]))).toBeUndefined();
  });

  it('never throws on a damaged file: any bytes after a valid signature end the list early, at worst', () => {
    const valid = cfbWith(['WordDocument']);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 2048 }), fc.nat(valid.length), (noise, at) => {
        const damaged = Buffer.concat([valid.subarray(0, Math.max(at, 8)), Buffer.from(noise)]);
        const names = cfbStreamNames(damaged);
        return names === undefined || Array.isArray(names);
      }),
    );
  });
});
