import { COMPANY_LOGO_MIN_SIDE, PROFILE_PHOTO_MIN_SIDE, PROFILE_PHOTO_SIDE } from '@irama/contracts';
import sharp from 'sharp';
import type { Caller } from '../../lib/caller.ts';
import { AppError } from '../../lib/errors.ts';
import { findCompanyUser, updateCompanyUser } from '../auth/index.ts';
import { findCompanyById } from '../companies/index.ts';
import { sniffFile } from '../media/index.ts';
import { assertOwner, type ProfileDeps } from './profile.deps.ts';
import { updateCompanyColumns } from './profile.repository.ts';

const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
// Refuse decompression bombs before sharp allocates them (a 5 MB file may claim 30k×30k pixels).
const MAX_INPUT_PIXELS = 40_000_000;
const LOGO_MAX_SIDE = 1024;

const notAnImage = () => new AppError('unsupported_media_type', { fieldErrors: { file: 'profile.not_an_image' } });

/**
 * Checks that `buffer` is really a JPEG, PNG or WebP (magic bytes, then a full decode of the
 * header by sharp) of at least `minSide` pixels each way, and returns it ready for sharp.
 */
async function openImage(buffer: Buffer, minSide: number) {
  await sniffFile(buffer, IMAGE_EXTENSIONS, 'profile.not_an_image');
  const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = (await image.metadata()).autoOrient);
  } catch {
    throw notAnImage();
  }
  if (!width || !height) throw notAnImage();
  if (width < minSide || height < minSide) {
    throw new AppError('profile.photo_too_small', { fieldErrors: { file: 'profile.photo_too_small' } });
  }
  return image;
}

/** Runs sharp's encoder, turning a decode failure of a damaged file into "not an image". */
async function encode(pipeline: sharp.Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch {
    throw notAnImage();
  }
}

/**
 * Deletes the image a new one replaced: nothing else points at it, and a photo someone chose to
 * change should not stay served. A failure only leaves an orphan file behind.
 */
async function removeReplaced(deps: Pick<ProfileDeps, 'storage'>, caller: Caller, url: string | null | undefined) {
  if (!url) return;
  await deps.storage.remove(caller.company.id, url).catch(() => undefined);
}

/**
 * Sets the caller's profile photo: centre-cropped to a square, 512×512 JPEG without metadata.
 * Nothing is stored unless every check passes.
 */
export async function uploadProfilePhoto(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  caller: Caller,
  readFile: () => Promise<Buffer>,
): Promise<{ url: string }> {
  const image = await openImage(await readFile(), PROFILE_PHOTO_MIN_SIDE);
  const jpeg = await encode(
    image
      .resize(PROFILE_PHOTO_SIDE, PROFILE_PHOTO_SIDE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true }),
  );
  const previous = (await findCompanyUser(deps.db, caller.company.id, caller.user.id))?.profile_image_url;
  const stored = await deps.storage.put(caller.company.id, 'jpg', jpeg);
  await updateCompanyUser(deps.db, caller.company.id, caller.user.id, { profile_image_url: stored.url });
  await removeReplaced(deps, caller, previous);
  return { url: stored.url };
}

/**
 * Sets the company logo (owner only): kept whole, scaled down to at most 1024 pixels, as PNG
 * so transparency survives.
 */
export async function uploadCompanyLogo(
  deps: Pick<ProfileDeps, 'db' | 'storage'>,
  caller: Caller,
  readFile: () => Promise<Buffer>,
): Promise<{ url: string }> {
  // Checked before the upload is read, so an admin's request is refused without taking the file.
  assertOwner(caller);
  const image = await openImage(await readFile(), COMPANY_LOGO_MIN_SIDE);
  const png = await encode(
    image.resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).png(),
  );
  const previous = (await findCompanyById(deps.db, caller.company.id))?.logo_url;
  const stored = await deps.storage.put(caller.company.id, 'png', png);
  await updateCompanyColumns(deps.db, caller.company.id, { logo_url: stored.url });
  await removeReplaced(deps, caller, previous);
  return { url: stored.url };
}
