import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MESSAGES,
  type AttachmentExtension,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { parseRequestPart } from '../../lib/request-validation.ts';
import { cleanFileName, UploadGuard } from '../../lib/upload-guard.ts';
import { fileStreamOf, pipeToNewFile } from '../../lib/upload-stream.ts';
import { ATTACHMENT_HEAD_BYTES, officeKindOf, sniffAttachmentHead } from './attachment-kind.ts';

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|pdf|doc|ppt)$/;

/** The multipart limits of a body with attachments: one file more than allowed, so too many is our own 400. */
const ATTACHMENT_PART_LIMITS = {
  limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: ATTACHMENT_MAX_FILES + 1, fields: 5, parts: 12 },
};

/** Where attachments live: `DATA_DIR/support/<company_id>/<random>.<ext>`, never served without a check. */
export function createSupportStorage(dataDir: string) {
  const root = path.join(dataDir, 'support');
  return {
    /** A fresh temp file path (same filesystem, so keeping it is a rename). */
    async tempPath(): Promise<string> {
      const folder = path.join(root, 'tmp');
      await fs.promises.mkdir(folder, { recursive: true });
      return path.join(folder, `${randomBytes(16).toString('hex')}.part`);
    },
    /** Moves a checked temp file to its company's folder and answers its stored name. */
    async keep(temp: string, companyId: number, extension: AttachmentExtension): Promise<string> {
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      const folder = path.join(root, String(companyId));
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.rename(temp, path.join(folder, storedName));
      return storedName;
    },
    /** The absolute path of a stored attachment; a name `keep` could not have made is refused. */
    pathOf(companyId: number, storedName: string): string {
      if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored attachment name: ${storedName}`);
      return path.join(root, String(companyId), storedName);
    },
  };
}
export type SupportStorage = ReturnType<typeof createSupportStorage>;

/** An attachment received and checked, still in its temp file. */
export type ReceivedFile = { temp: string; name: string; extension: AttachmentExtension; size: number };

const tooLarge = () =>
  new AppError('payload_too_large', { fieldErrors: { attachments: ATTACHMENT_MESSAGES.tooLarge } });
const wrongType = () =>
  new AppError('unsupported_media_type', { fieldErrors: { attachments: ATTACHMENT_MESSAGES.wrongType } });

/** Streams one file part to a temp file, refusing it past 10 MB or as soon as its first bytes are not an allowed kind. */
async function receiveFile(storage: SupportStorage, part: MultipartFile): Promise<ReceivedFile> {
  const temp = await storage.tempPath();
  let sniffed: AttachmentExtension | 'cfb' | undefined;
  const guard = new UploadGuard({
    maxBytes: ATTACHMENT_MAX_BYTES,
    headBytes: ATTACHMENT_HEAD_BYTES,
    tooLarge,
    checkHead: async (head) => {
      sniffed = await sniffAttachmentHead(head);
      if (!sniffed) throw wrongType();
    },
  });
  try {
    await pipeToNewFile(temp, fileStreamOf(part), guard);
    if (part.file.truncated) throw tooLarge();
    const extension = sniffed === 'cfb' ? await officeKindOf(temp) : sniffed;
    if (!extension) throw wrongType();
    return { temp, name: cleanFileName(part.filename) ?? `lampiran.${extension}`, extension, size: guard.size };
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Removes the temp files of received attachments that will not be kept. */
export async function discardFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.promises.rm(file.temp, { force: true })));
}

/**
 * Reads a request's multipart body of text fields and up to `maxFiles` attachments (each streamed,
 * within the attachment limits, and checked as it arrives), then parses the fields with `schema`; on
 * any refusal no file is left behind.
 */
export async function receiveParts<S extends z.ZodType>(
  storage: SupportStorage,
  request: FastifyRequest,
  schema: S,
  maxFiles: number = ATTACHMENT_MAX_FILES,
): Promise<{ fields: z.output<S>; files: ReceivedFile[] }> {
  const parts: AsyncIterable<Multipart> = request.parts(ATTACHMENT_PART_LIMITS);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (files.length >= maxFiles) {
        throw new AppError('validation_failed', { fieldErrors: { attachments: ATTACHMENT_MESSAGES.tooMany } });
      } else files.push(await receiveFile(storage, part));
    }
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
  try {
    return { fields: parseRequestPart(schema, fields), files };
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}
