import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JpegFormatError, readJpegInfo } from './jpeg-info.ts';
import { chunked } from './testing/wav-writer.ts';

const jpeg = (width: number, height: number, options: { progressive?: boolean; withExif?: boolean } = {}) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  const withMetadata = options.withExif ? image.withMetadata({ exif: { IFD0: { Copyright: 'Irama' } } }) : image;
  return withMetadata.jpeg({ progressive: options.progressive ?? false }).toBuffer();
};

async function errorCode(source: Uint8Array): Promise<string> {
  const error = await readJpegInfo(source).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof JpegFormatError)) throw new Error(`expected a JpegFormatError, got ${String(error)}`);
  return error.code;
}

describe('readJpegInfo', () => {
  it('reads the size of a baseline 3000x3000 cover', async () => {
    expect(await readJpegInfo(await jpeg(3000, 3000))).toEqual({
      width: 3000,
      height: 3000,
      components: 3,
      isProgressive: false,
    });
  });

  it('reads a progressive (SOF2) JPEG with EXIF before its frame', async () => {
    expect(await readJpegInfo(await jpeg(640, 480, { progressive: true, withExif: true }))).toMatchObject({
      width: 640,
      height: 480,
      isProgressive: true,
    });
  });

  it('agrees with sharp, whole or streamed in small chunks', async () => {
    const bytes = await jpeg(123, 45, { withExif: true });
    const metadata = await sharp(bytes).metadata();
    expect(
      await readJpegInfo(
        chunked(
          bytes,
          Array.from({ length: 200 }, () => 7),
        ),
      ),
    ).toMatchObject({
      width: metadata.width,
      height: metadata.height,
    });
  });

  it('rejects a PNG, a truncated header and a JPEG without a frame', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(await errorCode(png)).toBe('not_jpeg');
    expect(await errorCode((await jpeg(10, 10)).subarray(0, 30))).toBe('truncated');
    expect(await errorCode(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe('missing_frame');
  });

  it('throws nothing but JpegFormatError on arbitrary bytes after a JPEG start marker', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.uint8Array({ maxLength: 200 }), async (withStart, tail) => {
        const input = Buffer.concat([Buffer.from(withStart ? [0xff, 0xd8] : []), Buffer.from(tail)]);
        await readJpegInfo(input).catch((error: unknown) => {
          expect(error).toBeInstanceOf(JpegFormatError);
        });
      }),
    );
  });
});
