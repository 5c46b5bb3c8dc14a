import fs from 'node:fs';
import sharp from 'sharp';
import { notFound } from '../../../lib/errors.ts';
import type { ReleaseStorage } from '../upload/release-storage.ts';

/** The thumbnail's width and height: sharp on a phone's list and a detail page alike. */
export const THUMBNAIL_SIZE = 300;

/** Where a cover's thumbnail is kept: beside the cover, `<id>.thumb.jpg`. */
export function thumbnailPathOf(coverPath: string): string {
  return coverPath.replace(/\.[^./\\]+$/, '.thumb.jpg');
}

/**
 * The key of a cover's 300×300 JPEG thumbnail, made with sharp the first time it is asked for and
 * kept: covers stored before thumbnails existed get one too. Two first requests at once both make
 * it; each builds its own temp file and the put replaces whole. A cover whose bytes are gone is 404.
 */
export async function coverThumbnail(storage: ReleaseStorage, coverPath: string): Promise<string> {
  const relative = thumbnailPathOf(coverPath);
  if ((await storage.stat(relative)) !== undefined) return relative;
  const temp = await storage.tempPath();
  try {
    const made = await storage.withLocalFile(coverPath, async (cover) => {
      // A cover cut short still gives what it has, like a browser shows it, rather than no thumbnail.
      await sharp(cover, { failOn: 'none' })
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toFile(temp);
      return true;
    });
    if (!made) throw notFound();
    await storage.putFile(relative, temp);
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
  return relative;
}
