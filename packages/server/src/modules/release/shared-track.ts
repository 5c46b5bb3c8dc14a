import fs from 'node:fs';
import { type PlatformId, PlatformIdSchema } from '@irama/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES, companyScope } from '../../db/scope.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { readWavInfo } from './files/wav-info.ts';
import { parseJson } from './release.read.ts';
import { findLiveTrackByShareId, findTrackArtistNames, findTrackShareId } from './shared-track.repository.ts';
import { copyWavFrames } from './upload/audio-trim.service.ts';
import type { ReleaseStorage } from './upload/release-storage.ts';

/** What the public share page reads of releases: the database, and where their files are. */
export type ShareDeps = { db: Db; storage: ReleaseStorage };

/** A live track as its public share page shows it; files are named by their storage keys. */
export type SharedTrack = {
  trackId: number;
  companyId: number;
  title: string;
  isrc: string | null;
  artistNames: string[];
  /** The stores the release was delivered to, in the platform list's order. */
  platforms: PlatformId[];
  coverKey: string | null;
  /** The recording a preview is cut from: the partner's own clip when it is long enough, else the full audio. */
  previewSource: { key: string; seconds: number; isClip: boolean } | null;
};

const Platforms = z.array(PlatformIdSchema).catch([]);

/**
 * The track a share id names, while its release is live (status `success`); undefined for an unknown
 * id, a draft, a rejected or a taken-down release alike. The id is the capability: no company is known.
 */
export async function findSharedTrack(
  deps: ShareDeps,
  shareId: string,
  previewSeconds: number,
): Promise<SharedTrack | undefined> {
  const row = await findLiveTrackByShareId(deps.db, ALL_COMPANIES, shareId);
  if (!row) return undefined;
  const artistNames = await findTrackArtistNames(deps.db, companyScope(row.company_id), {
    releaseId: row.release_id,
    trackId: row.track_id,
  });
  const clip =
    row.clip_path && (row.clip_seconds ?? 0) >= previewSeconds
      ? { key: row.clip_path, seconds: row.clip_seconds ?? 0, isClip: true }
      : null;
  const audio = row.audio_path ? { key: row.audio_path, seconds: row.audio_seconds ?? 0, isClip: false } : null;
  return {
    trackId: row.track_id,
    companyId: row.company_id,
    title: row.title ?? row.release_title ?? '',
    isrc: row.isrc,
    artistNames,
    platforms: parseJson(Platforms, row.platforms),
    coverKey: row.cover_path,
    previewSource: clip ?? audio,
  };
}

/**
 * Writes a `seconds`-long WAV excerpt of a shared track's preview source to `target`, copying PCM
 * frames: from the clip's start, or from the full audio past its first `seconds` (usually an intro)
 * when it is long enough. Answers the excerpt's length in seconds (shorter when the recording is),
 * or undefined when the source's bytes are gone from storage.
 */
export function writePreviewExcerpt(
  storage: ObjectStorage,
  source: NonNullable<SharedTrack['previewSource']>,
  target: string,
  seconds: number,
): Promise<number | undefined> {
  return storage.withLocalFile(source.key, async (absolute) => {
    const info = await readWavInfo(fs.createReadStream(absolute));
    const totalFrames = Math.floor(info.dataBytes / info.blockAlign);
    const wanted = Math.round(seconds * info.sampleRate);
    const frames = Math.min(wanted, totalFrames);
    const skipsIntro = !source.isClip && totalFrames >= 2 * wanted;
    const startFrame = skipsIntro ? wanted : 0;
    await copyWavFrames({ absolute, info }, { startFrame, frames }, target);
    return frames / info.sampleRate;
  });
}

/**
 * A company's own track with its share id (null before it went live); undefined for another
 * company's track, which answers like a missing one.
 */
export async function findCompanyTrackShare(
  db: Db,
  companyId: number,
  trackId: number,
): Promise<{ shareId: string | null } | undefined> {
  const row = await findTrackShareId(db, companyScope(companyId), trackId);
  return row && { shareId: row.share_id };
}
