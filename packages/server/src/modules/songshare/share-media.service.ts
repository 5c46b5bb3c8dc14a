import fs from 'node:fs';
import path from 'node:path';
import { SHARE_PREVIEW_SECONDS } from '@irama/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { newObjectKey, type ObjectStorage } from '../../lib/storage/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { type SharedTrack, writePreviewExcerpt } from '../release/index.ts';
import { findShareMedia, insertShareMedia, type ShareMediaValues } from './songshare.repository.ts';
import type { SongshareMediaRow } from './songshare.tables.ts';

/** The share cover's width and height: what WhatsApp and X show large, sharp on a phone. */
export const SHARE_COVER_SIZE = 640;
/** Each share cover stays under this many bytes. */
export const SHARE_COVER_MAX_BYTES = 200_000;
const QUALITIES = [82, 72, 62, 50, 40];

/** Where share media are made and kept: media storage for covers, the object storage's `songshare/` for previews. */
export type ShareMediaDeps = { media: MediaStorage; storage: ObjectStorage };

async function coverIn(source: string, format: 'webp' | 'jpeg'): Promise<Buffer> {
  // A busy cover may pass the budget at the first quality; the next ones trade detail for size.
  let body: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    const image = sharp(source, { failOn: 'none' }).resize(SHARE_COVER_SIZE, SHARE_COVER_SIZE, { fit: 'cover' });
    body = await (format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true })).toBuffer();
    if (body.length < SHARE_COVER_MAX_BYTES) break;
  }
  return body;
}

async function makePreview(deps: ShareMediaDeps, track: SharedTrack) {
  const none = { preview_path: null, preview_ms: null };
  if (!track.previewSource) return none;
  const temp = await deps.storage.tempPath();
  try {
    const seconds = await writePreviewExcerpt(deps.storage, track.previewSource, temp, SHARE_PREVIEW_SECONDS);
    // A row whose bytes are gone gives a page without a preview rather than no page.
    if (seconds === undefined) return none;
    const { key } = newObjectKey(path.join('songshare', String(track.companyId)), 'wav');
    await deps.storage.putFile(key, temp);
    return { preview_path: key, preview_ms: Math.round(seconds * 1000) };
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

async function makeCovers(deps: ShareMediaDeps, track: SharedTrack) {
  const made =
    track.coverKey &&
    (await deps.storage.withLocalFile(track.coverKey, (cover) =>
      Promise.all([
        coverIn(cover, 'webp').then((body) => deps.media.put(track.companyId, 'webp', body)),
        coverIn(cover, 'jpeg').then((body) => deps.media.put(track.companyId, 'jpg', body)),
      ]),
    ));
  return made || [null, null];
}

async function makeShareMedia(deps: ShareMediaDeps, track: SharedTrack): Promise<ShareMediaValues> {
  const [webp, jpeg] = await makeCovers(deps, track);
  return { cover_webp_url: webp?.url ?? null, cover_jpeg_url: jpeg?.url ?? null, ...(await makePreview(deps, track)) };
}

/** Removes what a request made when another request's media were recorded first. */
async function discard(deps: ShareMediaDeps, companyId: number, made: ShareMediaValues): Promise<void> {
  for (const url of [made.cover_webp_url, made.cover_jpeg_url]) if (url) await deps.media.remove(companyId, url);
  if (made.preview_path) await deps.storage.remove(made.preview_path);
}

/**
 * A live track's share cover (WebP and JPEG) and preview, made on the first visit and kept: later
 * visits read the row. Two first visits at once each make theirs; the first recorded wins.
 */
export async function shareMediaOf(deps: ShareMediaDeps & { db: Db }, track: SharedTrack): Promise<SongshareMediaRow> {
  const scope = companyScope(track.companyId);
  const kept = await findShareMedia(deps.db, scope, track.trackId);
  if (kept) return kept;
  const made = await makeShareMedia(deps, track);
  await insertShareMedia(deps.db, scope, track.trackId, made);
  const recorded = await findShareMedia(deps.db, scope, track.trackId);
  if (!recorded) throw new Error(`share media of track ${track.trackId} not recorded`);
  const isOurs = recorded.cover_webp_url === made.cover_webp_url && recorded.preview_path === made.preview_path;
  if (!isOurs) await discard(deps, track.companyId, made);
  return recorded;
}
