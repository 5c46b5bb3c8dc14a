import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteReader } from './byte-reader.ts';
import { chunked } from './testing/wav-writer.ts';

const chunkSizes = fc.array(fc.integer({ min: 1, max: 17 }), { maxLength: 30 });

describe('ByteReader', () => {
  it('gives back the source bytes whatever the chunking and read sizes, skips included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        chunkSizes,
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40 })), { maxLength: 30 }),
        async (bytes, sizes, steps) => {
          const reader = new ByteReader(chunked(bytes, sizes));
          for (const [isSkip, length] of steps) {
            const start = reader.position;
            const fits = start + length <= bytes.length;
            if (isSkip) {
              expect(await reader.skip(length)).toBe(fits);
              if (!fits) return;
            } else {
              const read = await reader.read(length);
              if (!fits) {
                expect(read).toBeNull();
                expect(reader.position).toBe(start);
                continue;
              }
              expect(Buffer.from(read ?? [])).toEqual(Buffer.from(bytes.subarray(start, start + length)));
            }
            expect(reader.position).toBe(start + length);
          }
          const rest = await reader.readUpTo(bytes.length);
          expect(Buffer.from(rest)).toEqual(Buffer.from(bytes.subarray(reader.position - rest.length)));
        },
      ),
    );
  });

  it('reads what is left when asked for more than there is', async () => {
    const reader = new ByteReader(chunked(Buffer.from('abc'), [1, 1]));
    expect(Buffer.from(await reader.readUpTo(10)).toString()).toBe('abc');
    expect((await reader.readUpTo(10)).length).toBe(0);
  });
});
