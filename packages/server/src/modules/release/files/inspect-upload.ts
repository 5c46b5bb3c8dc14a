import { checkUploadedFile, type UploadedFile, type UploadType } from '@irama/contracts';
import { ByteReader, type ByteSource } from './byte-reader.ts';
import { JpegFormatError, readJpegInfo } from './jpeg-info.ts';
import { SNIFF_BYTES, sniffFile } from './sniff.ts';
import { readWavInfo, WavFormatError } from './wav-info.ts';

/** What the server read from an upload's bytes, in the contract's shape. */
export type FileFacts = Omit<UploadedFile, 'file_id' | 'name'>;

/** The facts of an upload and the message keys of the rules it breaks (empty when accepted). */
export interface UploadInspection {
  facts: FileFacts | undefined;
  keys: string[];
}

async function readPrefix(source: ByteSource, length: number): Promise<Uint8Array> {
  const reader = new ByteReader(source);
  try {
    return await reader.readUpTo(length);
  } finally {
    await reader.close();
  }
}

/**
 * Inspects a stored upload for a release field: sniffs its kind from the bytes, reads JPEG or
 * WAV headers, and applies the contract's rules. `open` is called once per pass (e.g. a
 * `createReadStream` of the stored file); only headers are read.
 */
export async function inspectUpload(type: UploadType, open: () => ByteSource, size: number): Promise<UploadInspection> {
  const wrongType = { facts: undefined, keys: [`release.file.${type}.wrong_type`] };
  const sniffed = await sniffFile(await readPrefix(open(), SNIFF_BYTES));
  if (!sniffed) return wrongType;
  const facts: FileFacts = { mime: sniffed.mime, size };
  try {
    if (sniffed.kind === 'jpeg') {
      const image = await readJpegInfo(open());
      Object.assign(facts, { width: image.width, height: image.height });
    } else if (sniffed.kind === 'wav' && (type === 'audio' || type === 'clip')) {
      const audio = await readWavInfo(open());
      Object.assign(facts, {
        sample_rate: audio.sampleRate,
        bit_depth: audio.bitDepth,
        channels: audio.channels,
        duration_seconds: audio.durationSeconds,
      });
    }
  } catch (error) {
    if (error instanceof JpegFormatError) return wrongType;
    // A RIFF/WAVE file we cannot describe (compressed, corrupt): the rules report it as unreadable.
    if (!(error instanceof WavFormatError)) throw error;
  }
  return { facts, keys: checkUploadedFile(type, facts) };
}
