import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SHARE_PREVIEW_SECONDS } from '@irama/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import type { MediaStorage } from '../media/index.ts';
import { type SharedTrack, writePreviewExcerpt } from '../release/index.ts';
import { findShareMedia, insertShareMedia, type ShareMediaValues } from './songshare.repository.ts';
import type { SongshareMediaRow } from './songshare.tables.ts';

/** The share cover's width and height: what WhatsApp and X show large, sharp on a phone. */
export const SHARE_COVER_SIZE = 640;
/** Each share cover stays under this many bytes. */
export const SHARE_COVER_MAX_BYTES = 200_000;
const QUALITIES = [82, 72, 62, 50, 40];

/** Where share media are made and kept: media storage for covers, DATA_DIR/songshare for previews. */
export type ShareMediaDeps = { media: MediaStorage; dataDir: string };

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
  // A row whose bytes are gone gives a page without a preview rather than no page.
  if (!track.previewSource || !fs.existsSync(track.previewSource.file)) return { preview_path: null, preview_ms: null };
  const relative = path.join('songshare', String(track.companyId), `${randomBytes(16).toString('hex')}.wav`);
  const absolute = path.join(deps.dataDir, relative);
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  const temporary = `${absolute}.part`;
  try {
    const seconds = await writePreviewExcerpt(track.previewSource, temporary, SHARE_PREVIEW_SECONDS);
    await fs.promises.rename(temporary, absolute);
    return { preview_path: relative, preview_ms: Math.round(seconds * 1000) };
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}

async function makeShareMedia(deps: ShareMediaDeps, track: SharedTrack): Promise<ShareMediaValues> {
  const cover = track.coverFile && fs.existsSync(track.coverFile) ? track.coverFile : null;
  const [webp, jpeg] = cover
    ? await Promise.all([
        coverIn(cover, 'webp').then((body) => deps.media.put(track.companyId, 'webp', body)),
        coverIn(cover, 'jpeg').then((body) => deps.media.put(track.companyId, 'jpg', body)),
      ])
    : [null, null];
  return { cover_webp_url: webp?.url ?? null, cover_jpeg_url: jpeg?.url ?? null, ...(await makePreview(deps, track)) };
}

/** Removes what a request made when another request's media were recorded first. */
async function discard(deps: ShareMediaDeps, companyId: number, made: ShareMediaValues): Promise<void> {
  for (const url of [made.cover_webp_url, made.cover_jpeg_url]) if (url) await deps.media.remove(companyId, url);
  if (made.preview_path) await fs.promises.rm(path.join(deps.dataDir, made.preview_path), { force: true });
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

/** The absolute path of a kept preview. */
export function previewFileOf(deps: Pick<ShareMediaDeps, 'dataDir'>, media: SongshareMediaRow): string | null {
  return media.preview_path ? path.join(deps.dataDir, media.preview_path) : null;
}
