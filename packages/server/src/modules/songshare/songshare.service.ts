import {
  SHARE_ID_LENGTH,
  SHARE_PREVIEW_SECONDS,
  type ShareClicks,
  type SharedTrack as SharedTrackAnswer,
  type ShareStoreLink,
  todayInWib,
} from '@irama/contracts';
import type { Db } from '../../db/database.ts';
import { companyScope } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { findCompanyTrackShare, findSharedTrack, type ShareDeps, type SharedTrack } from '../release/index.ts';
import { isBotAgent } from './bots.ts';
import { SHARE_COVER_SIZE, type ShareMediaDeps, shareMediaOf } from './share-media.service.ts';
import { addStoreClick, findStoreClicks, insertStoreClicks } from './songshare.repository.ts';
import { storeLinksOf } from './store-links.ts';

/** What the share page needs: the release's files, the media storage, the portal's own URL and the clock. */
export type SongshareDeps = { db: Db; share: ShareDeps; publicUrl: string; now: () => Date } & ShareMediaDeps;

const SHARE_ID = new RegExp(`^[0-9A-Za-z]{${SHARE_ID_LENGTH}}$`);

/** A live track behind a share id, with what its page shows; internal ids stay inside. */
export type Share = { track: SharedTrack; answer: SharedTrackAnswer; previewKey: string | null };

const absolute = (deps: SongshareDeps, url: string) => (url.startsWith('/') ? `${deps.publicUrl}${url}` : url);

/** The public page's URL of a share id. */
export function sharePageUrl(deps: Pick<SongshareDeps, 'publicUrl'>, shareId: string): string {
  return `${deps.publicUrl}/s/${shareId}`;
}

function storeLinks(track: SharedTrack): ShareStoreLink[] {
  return storeLinksOf(track.platforms, { isrc: track.isrc, title: track.title, artists: track.artistNames });
}

/** The live track a share id names; a malformed or unknown id, or a release not live, is one 404. */
async function liveTrackOf(deps: SongshareDeps, shareId: string): Promise<SharedTrack> {
  const track = SHARE_ID.test(shareId) ? await findSharedTrack(deps.share, shareId, SHARE_PREVIEW_SECONDS) : undefined;
  if (!track) throw notFound();
  return track;
}

/**
 * A released, live track by its share id, making its cover and preview on the first visit. An
 * unknown or malformed id, a draft, a rejected or a taken-down release are one and the same 404.
 */
export async function getShare(deps: SongshareDeps, shareId: string): Promise<Share> {
  const track = await liveTrackOf(deps, shareId);
  const media = await shareMediaOf(deps, track);
  const page = sharePageUrl(deps, shareId);
  const answer: SharedTrackAnswer = {
    id: shareId,
    title: track.title,
    artists: track.artistNames,
    cover:
      media.cover_webp_url && media.cover_jpeg_url
        ? {
            webp_url: absolute(deps, media.cover_webp_url),
            jpeg_url: absolute(deps, media.cover_jpeg_url),
            width: SHARE_COVER_SIZE,
            height: SHARE_COVER_SIZE,
          }
        : null,
    preview:
      media.preview_path && media.preview_ms !== null
        ? { url: `${page}/preview.wav`, seconds: media.preview_ms / 1000 }
        : null,
    stores: storeLinks(track),
    url: page,
  };
  return { track, answer, previewKey: media.preview_path };
}

/**
 * The store link a share page's button leads to, counting the click for the track's company on
 * today's WIB date unless the User-Agent is a bot's. A store the track is not live on is a 404.
 */
export async function followStoreLink(
  deps: SongshareDeps,
  shareId: string,
  store: string,
  userAgent: string | undefined,
): Promise<string> {
  const track = await liveTrackOf(deps, shareId);
  const link = storeLinks(track).find((candidate) => candidate.store === store);
  if (!link) throw notFound();
  if (!isBotAgent(userAgent)) {
    await addStoreClick(deps.db, companyScope(track.companyId), {
      trackId: track.trackId,
      store: link.store,
      day: todayInWib(deps.now()),
    });
  }
  return link.url;
}

/** A company's own track's share-page clicks per store and per day; another company's track is a 404. */
export async function getShareClicks(db: Db, companyId: number, trackId: number): Promise<ShareClicks> {
  const track = await findCompanyTrackShare(db, companyId, trackId);
  if (!track) throw notFound();
  const rows = await findStoreClicks(db, companyScope(companyId), trackId);
  const byStore = new Map<string, number>();
  for (const row of rows) byStore.set(row.store, (byStore.get(row.store) ?? 0) + Number(row.clicks));
  return {
    track_id: trackId,
    share_id: track.shareId,
    total: rows.reduce((sum, row) => sum + Number(row.clicks), 0),
    by_store: [...byStore]
      .map(([store, clicks]) => ({ store, clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.store.localeCompare(b.store)),
    by_day: rows.map((row) => ({ day: row.day, store: row.store, clicks: Number(row.clicks) })),
  };
}

/** Records a track's past clicks per store and day at once: the demo data's history of a share page. */
export function recordStoreClicks(
  db: Db,
  track: { companyId: number; trackId: number },
  rows: readonly { store: string; day: string; clicks: number }[],
): Promise<void> {
  return insertStoreClicks(db, companyScope(track.companyId), track.trackId, rows);
}
