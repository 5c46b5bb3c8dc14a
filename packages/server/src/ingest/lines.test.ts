import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IngestError } from './errors.ts';
import { csvField } from './fixtures-random.ts';
import { readDelimited, readLines } from './lines.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the input one byte at a time, the worst case for chunk-boundary handling. */
const byteByByte = (text: string) => Readable.from([...bytes(text)].map((b) => Uint8Array.of(b)));

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

async function failure(run: () => Promise<unknown>): Promise<IngestError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

describe('readLines', () => {
  it('strips a BOM and CRLF and numbers lines from 1, even split across chunks', async () => {
    const lines = await collect(readLines(byteByByte('\uFEFFa,b\r\nKëroncong\r\nlast')));
    expect(lines).toEqual([
      { line: 1, text: 'a,b' },
      { line: 2, text: 'Këroncong' },
      { line: 3, text: 'last' },
    ]);
  });

  it('rejects bytes that are not UTF-8 with the line they are on', async () => {
    const error = await failure(() => collect(readLines([bytes('ok\n'), Uint8Array.of(0x52, 0x70, 0xe9, 0x0a)])));
    expect(error.code).toBe('invalid_utf8');
    expect(error.line).toBe(2);
  });
});

describe('readDelimited', () => {
  it('reads RFC 4180 quotes, doubled quotes and newlines inside quotes, keeping the starting line', async () => {
    const csv = 'title,artist\r\n"Bengawan Solo, live","Gesang ""Sang Maestro"""\r\n"two\r\nlines",x\r\nplain,\r\n';
    const records = await collect(readDelimited(byteByByte(csv), { delimiter: ',' }));
    expect(records).toEqual([
      { line: 1, fields: ['title', 'artist'] },
      { line: 2, fields: ['Bengawan Solo, live', 'Gesang "Sang Maestro"'] },
      { line: 3, fields: ['two\nlines', 'x'] },
      { line: 5, fields: ['plain', ''] },
    ]);
  });

  it('accepts trailing blank lines but not a blank line inside the data', async () => {
    expect(await collect(readDelimited([bytes('a\tb\n\n\r\n')], { delimiter: '\t' }))).toHaveLength(1);
    const error = await failure(() => collect(readDelimited([bytes('a\n\nb\n')], { delimiter: ',' })));
    expect([error.code, error.line]).toEqual(['blank_line', 2]);
  });

  it('treats quotes as text when quoting is off', async () => {
    const records = await collect(readDelimited([bytes('AS\tSay "Right"\n')], { delimiter: '\t', quote: false }));
    expect(records[0]?.fields).toEqual(['AS', 'Say "Right"']);
  });

  it('reports an unterminated quote and stray quotes by line', async () => {
    const open = await failure(() => collect(readDelimited([bytes('a,b\n"x,y\nz\n')], { delimiter: ',' })));
    expect([open.code, open.line]).toEqual(['unterminated_quote', 2]);
    const stray = await failure(() => collect(readDelimited([bytes('a,b\nx,y"z\n')], { delimiter: ',' })));
    expect([stray.code, stray.line]).toEqual(['invalid_quote', 2]);
    const after = await failure(() => collect(readDelimited([bytes('"a"b,c\n')], { delimiter: ',' })));
    expect([after.code, after.line]).toEqual(['invalid_quote', 1]);
  });
});

describe('readDelimited round trip', () => {
  it('reads back any table written with RFC 4180 quoting, however the bytes are chunked', async () => {
    const cellArb = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r\n', ' ', '\t', '1') });
    const tableArb = fc
      .integer({ min: 1, max: 4 })
      .chain((width) =>
        fc.array(fc.array(cellArb, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
      );
    await fc.assert(
      fc.asyncProperty(tableArb, fc.integer({ min: 1, max: 7 }), async (table, chunkSize) => {
        // A lone empty cell would be a blank line, which the reader refuses on purpose; quote it instead.
        const text = table
          .map((row) => (row.length === 1 && row[0] === '' ? '""' : row.map((c) => csvField(c)).join(',')))
          .join('\r\n');
        const data = bytes(text);
        const chunks = Array.from({ length: Math.ceil(data.length / chunkSize) }, (_, i) =>
          data.subarray(i * chunkSize, (i + 1) * chunkSize),
        );
        const records = await collect(readDelimited(chunks, { delimiter: ',' }));
        // Line breaks inside quoted cells come back as \n: the reader joins physical lines with \n.
        expect(records.map((r) => r.fields)).toEqual(table.map((row) => row.map((c) => c.replaceAll('\r\n', '\n'))));
      }),
    );
  });
});
