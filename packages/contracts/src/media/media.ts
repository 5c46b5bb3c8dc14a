import { z } from 'zod';

/** Largest file POST /api/v1/media accepts, in bytes. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** What the media service keeps, by the file's real content (magic bytes), never its name. */
export const MEDIA_EXTENSIONS = ['jpg', 'png', 'webp', 'pdf', 'mp4', 'wav'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

export const MediaFileSchema = z.object({
  id: z.string().describe('Server-generated, unguessable file id'),
  url: z.string().describe('Where the file is served; public to whoever has the URL'),
  mime: z.string().describe('The type read from the content'),
  size: z.number().int().describe('Bytes'),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;
export const MediaFileResponseSchema = z.object({ data: MediaFileSchema });
