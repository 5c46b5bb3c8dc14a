import { z } from 'zod';

/** Largest attachment of a ticket, a reply or feedback (SPEC §3, §9), in bytes. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Most attachments on one ticket or reply. */
export const ATTACHMENT_MAX_FILES = 5;
/** What an attachment may be, judged by its content (magic bytes), never its name. */
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'pdf', 'doc', 'ppt'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
/** The file picker's `accept`: a hint for the user; the server decides by content. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,.doc,.ppt';

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'support.attachment.too_large',
  wrongType: 'support.attachment.wrong_type',
  tooMany: 'support.attachment.too_many',
} as const;

/** One attached file, downloadable by its company and by staff. */
export const AttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('The name the file was uploaded with, cleaned'),
  extension: z.enum(ATTACHMENT_EXTENSIONS).describe('The type read from the content'),
  size: z.number().int().describe('Bytes'),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
