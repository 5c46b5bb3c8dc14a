import fs from 'node:fs/promises';
import type { AttachmentExtension } from '@irama/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { isPdf } from '../release/index.ts';
import { cfbStreamNames, isCfb } from './cfb.ts';

/** How many leading bytes `sniffAttachmentHead` wants. */
export const ATTACHMENT_HEAD_BYTES = 4100;

/** The Office 97–2003 stream that makes a Compound File a Word or a PowerPoint document. */
const OFFICE_STREAMS: ReadonlyArray<[string, AttachmentExtension]> = [
  ['WordDocument', 'doc'],
  ['PowerPoint Document', 'ppt'],
];

/**
 * What an attachment is by its first bytes: jpg, png or pdf; 'cfb' for a Compound File whose
 * streams must still be read (`officeKindOf`); undefined for anything else, whatever its name.
 */
export async function sniffAttachmentHead(head: Uint8Array): Promise<AttachmentExtension | 'cfb' | undefined> {
  if (isPdf(head)) return 'pdf';
  if (isCfb(head)) return 'cfb';
  const detected = await fileTypeFromBuffer(head);
  if (detected?.ext === 'jpg' || detected?.ext === 'png') return detected.ext;
  return undefined;
}

/** doc or ppt for a stored Compound File holding a Word or PowerPoint document, else undefined (.xls, .msi…). */
export async function officeKindOf(file: string): Promise<AttachmentExtension | undefined> {
  const names = cfbStreamNames(await fs.readFile(file)) ?? [];
  return OFFICE_STREAMS.find(([stream]) => names.includes(stream))?.[1];
}
