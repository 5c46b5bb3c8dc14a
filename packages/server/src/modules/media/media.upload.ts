import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';

export type SniffedFile = { buffer: Buffer; ext: string; mime: string };

/**
 * Reads the one `file` part of a multipart request into memory, at most `maxBytes`; a body
 * that is not multipart is a 415, a missing file a 400, a bigger one a 413 with `tooLargeKey`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLargeKey: string },
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', { fieldErrors: { file: 'validation.multipart_required' } });
  }
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') {
      throw new AppError('validation_failed', { fieldErrors: { file: 'validation.required' } });
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isFileTooLarge(error)) throw new AppError('payload_too_large', { fieldErrors: { file: options.tooLargeKey } });
    throw error;
  }
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error as { statusCode?: number }).statusCode === 413)
  );
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
