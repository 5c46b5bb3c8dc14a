import { MEDIA_EXTENSIONS, type MediaFile } from '@irama/contracts';
import type { Caller } from '../../lib/caller.ts';
import type { MediaStorage } from './media.storage.ts';
import { sniffFile } from './media.upload.ts';

/** Keeps an uploaded file of the caller's company after checking its real type. */
export async function storeMedia(storage: MediaStorage, caller: Caller, buffer: Buffer): Promise<MediaFile> {
  const file = await sniffFile(buffer, MEDIA_EXTENSIONS, 'media.type_not_allowed');
  const stored = await storage.put(caller.company.id, file.ext, file.buffer);
  return { id: stored.id, url: stored.url, mime: file.mime, size: buffer.length };
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  wav: 'audio/wav',
};

/** The content type a stored file is served with, from the extension the server gave it. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
