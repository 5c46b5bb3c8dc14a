import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { readFilePart } from '../../lib/upload-stream.ts';

export type SniffedFile = { buffer: Buffer; ext: string; mime: string };

/**
 * Reads the one `file` part of a multipart request into memory, at most `maxBytes`: a missing file
 * is a 400, a bigger one a 413 with `tooLargeKey` (bodyTypes has already refused a body that is not multipart).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeKey: string },
): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
  }
  const { buffer, isTruncated } = await readFilePart(part);
  if (isTruncated) throw new AppError('payload_too_large', { fieldErrors: { file: options.tooLargeKey } });
  return buffer;
}

/**
 * The type of a file by its magic bytes, when it is one of `allowed` extensions; anything else
 * (whatever its name says) is a 415 with `notAllowedKey`.
 */
export async function sniffFile(
  buffer: Buffer,
  allowed: readonly string[],
  notAllowedKey: string,
): Promise<SniffedFile> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !allowed.includes(type.ext)) {
    throw new AppError('unsupported_media_type', { fieldErrors: { file: notAllowedKey } });
  }
  return { buffer, ext: type.ext, mime: type.mime };
}
