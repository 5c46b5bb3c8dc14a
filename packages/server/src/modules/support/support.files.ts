import fs from 'node:fs';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MESSAGES,
  type AttachmentExtension,
  AttachUploadSchema,
} from '@irama/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkStoredFile } from '../../lib/check-stored-file.ts';
import { AppError } from '../../lib/errors.ts';
import { parseRequestPart } from '../../lib/request-validation.ts';
import { newObjectKey, type ObjectStorage } from '../../lib/storage/index.ts';
import { cleanFileName, UploadGuard } from '../../lib/upload-guard.ts';
import { fileStreamOf, pipeToNewFile } from '../../lib/upload-stream.ts';
import { takeFinishedUpload, type UploadOwner } from '../uploads/index.ts';
import { ATTACHMENT_HEAD_BYTES, officeKindOf, sniffAttachmentHead } from './attachment-kind.ts';

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|pdf|doc|ppt)$/;

/** The most text fields a form with attachments has (a ticket: subject, category, message), with room to spare. */
const TEXT_FIELDS = 5;
/**
 * The multipart limits of a body with attachments: one file and one `upload_id` more than allowed,
 * so too many is our own 400.
 */
const ATTACHMENT_PART_LIMITS = {
  limits: {
    fileSize: ATTACHMENT_MAX_BYTES + 1,
    files: ATTACHMENT_MAX_FILES + 1,
    fields: TEXT_FIELDS + ATTACHMENT_MAX_FILES + 1,
    parts: TEXT_FIELDS + ATTACHMENT_MAX_FILES + 1,
  },
};

/**
 * Where attachments live: `support/<company_id>/<random>.<ext>` in the app's object storage, never
 * served without a check; and DATA_DIR, by which the uploads face finds finished uploads.
 */
export function createSupportStorage(objects: ObjectStorage, dataDir: string) {
  return {
    ...objects,
    dataDir,
    /** Keeps a checked temp file in its company's folder and answers its stored name. */
    async keep(temp: string, companyId: number, extension: AttachmentExtension): Promise<string> {
      const { key } = newObjectKey(`support/${companyId}`, extension);
      await objects.putFile(key, temp);
      return path.posix.basename(key);
    },
    /** The key of a stored attachment; a name `keep` could not have made is refused. */
    keyOf(companyId: number, storedName: string): string {
      if (!STORED_NAME.test(storedName)) throw new Error(`Not a stored attachment name: ${storedName}`);
      return `support/${companyId}/${storedName}`;
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

/**
 * The checks of one attachment, the same for a file part and a finished upload: refused past 10 MB
 * or as soon as its first bytes are not an allowed kind; `received` names the checked file at `temp`.
 */
function attachmentCheck() {
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
  const received = async (temp: string, filename: string | undefined): Promise<ReceivedFile> => {
    const extension = sniffed === 'cfb' ? await officeKindOf(temp) : sniffed;
    if (!extension) throw wrongType();
    return { temp, name: cleanFileName(filename) ?? `lampiran.${extension}`, extension, size: guard.size };
  };
  return { guard, received };
}

/** Streams one file part to a temp file and checks it as it arrives. */
async function receiveFile(storage: SupportStorage, part: MultipartFile): Promise<ReceivedFile> {
  const temp = await storage.tempPath();
  const check = attachmentCheck();
  try {
    await pipeToNewFile(temp, fileStreamOf(part), check.guard);
    if (part.file.truncated) throw tooLarge();
    return await check.received(temp, part.filename);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Takes the owner's finished `support_attachment` upload to a temp file and checks it as a file part; it is used up either way. */
async function receiveUpload(storage: SupportStorage, owner: UploadOwner, uploadId: string): Promise<ReceivedFile> {
  const temp = await storage.tempPath();
  const check = attachmentCheck();
  try {
    const upload = await takeFinishedUpload(storage.dataDir, owner, uploadId, 'support_attachment', temp);
    await checkStoredFile(temp, check.guard);
    return await check.received(temp, upload.filename);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Removes the temp files of received attachments that will not be kept. */
export async function discardFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.promises.rm(file.temp, { force: true })));
}

const tooMany = () => new AppError('validation_failed', { fieldErrors: { attachments: ATTACHMENT_MESSAGES.tooMany } });

/**
 * Reads a request's multipart body of text fields and up to `maxFiles` attachments, each either a
 * file part (streamed, within the attachment limits, and checked as it arrives) or an `upload_id`
 * field naming the owner's finished resumable upload; then parses the fields with `schema`, runs
 * `beforeTaking` (the ticket is there and open, say) and only then takes the uploads, so a refused
 * form uses none up. On any refusal no file is left behind.
 */
export async function receiveParts<S extends z.ZodType>(
  storage: SupportStorage,
  request: FastifyRequest,
  schema: S,
  owner: UploadOwner,
  { maxFiles = ATTACHMENT_MAX_FILES, beforeTaking }: { maxFiles?: number; beforeTaking?: () => Promise<unknown> } = {},
): Promise<{ fields: z.output<S>; files: ReceivedFile[] }> {
  const parts: AsyncIterable<Multipart> = request.parts(ATTACHMENT_PART_LIMITS);
  const fields: Record<string, string> = {};
  const uploadIds: string[] = [];
  const files: ReceivedFile[] = [];
  try {
    for await (const part of parts) {
      const isAttachment = part.type === 'file' || part.fieldname === 'upload_id';
      if (isAttachment && files.length + uploadIds.length >= maxFiles) throw tooMany();
      if (part.type === 'file') files.push(await receiveFile(storage, part));
      else if (part.fieldname === 'upload_id')
        uploadIds.push(parseRequestPart(AttachUploadSchema, { upload_id: String(part.value) }).upload_id);
      else fields[part.fieldname] = String(part.value);
    }
    const parsed = parseRequestPart(schema, fields);
    await beforeTaking?.();
    for (const uploadId of uploadIds) files.push(await receiveUpload(storage, owner, uploadId));
    return { fields: parsed, files };
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}
