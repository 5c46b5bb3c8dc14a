import { z } from 'zod';

/** Stores and social platforms a release can be delivered to. */
export const PLATFORMS = [
  { id: 'spotify', name: 'Spotify', kind: 'dsp' },
  { id: 'apple_music', name: 'Apple Music / iTunes', kind: 'dsp' },
  { id: 'youtube_music', name: 'YouTube Music', kind: 'dsp' },
  { id: 'youtube_content_id', name: 'YouTube Content ID', kind: 'social' },
  { id: 'joox', name: 'JOOX', kind: 'dsp' },
  { id: 'resso', name: 'Resso', kind: 'dsp' },
  { id: 'tiktok', name: 'TikTok', kind: 'social' },
  { id: 'tiktok_music', name: 'TikTok Music', kind: 'dsp' },
  { id: 'instagram_facebook', name: 'Instagram & Facebook', kind: 'social' },
  { id: 'langit_musik', name: 'Langit Musik', kind: 'dsp' },
  { id: 'deezer', name: 'Deezer', kind: 'dsp' },
  { id: 'amazon_music', name: 'Amazon Music', kind: 'dsp' },
  { id: 'tidal', name: 'TIDAL', kind: 'dsp' },
  { id: 'melon', name: 'Melon', kind: 'dsp' },
  { id: 'kkbox', name: 'KKBOX', kind: 'dsp' },
  { id: 'anghami', name: 'Anghami', kind: 'dsp' },
  { id: 'boomplay', name: 'Boomplay', kind: 'dsp' },
  { id: 'soundcloud', name: 'SoundCloud', kind: 'dsp' },
  { id: 'audiomack', name: 'Audiomack', kind: 'dsp' },
  { id: 'shazam', name: 'Shazam', kind: 'social' },
] as const;
export type PlatformId = (typeof PLATFORMS)[number]['id'];
export const PLATFORM_IDS = PLATFORMS.map((platform) => platform.id) as [PlatformId, ...PlatformId[]];
export const PlatformIdSchema = z.enum(PLATFORM_IDS, 'release.album.platforms.unknown').describe('Platform id');

/** Platforms added to every release that chooses any platform (SPEC §5). */
export const AUTO_PLATFORMS = ['tiktok', 'tiktok_music'] as const satisfies readonly PlatformId[];

/** The chosen platforms plus the automatic TikTok ones, without duplicates, in list order. */
export function withAutoPlatforms(platforms: readonly PlatformId[]): PlatformId[] {
  if (platforms.length === 0) return [];
  const chosen = new Set<PlatformId>([...platforms, ...AUTO_PLATFORMS]);
  return PLATFORM_IDS.filter((id) => chosen.has(id));
}

/** Release statuses, as the release list labels them (SPEC §4). */
export const RELEASE_STATUSES = ['draft', 'ready', 'on_progress', 'success', 'rejected', 'taken_down'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export const ReleaseStatusSchema = z.enum(RELEASE_STATUSES).describe('Release status');

/**
 * Allowed status changes. A ready release goes back to draft when edited; a rejected one goes
 * back to draft for corrections; on_progress is the internal team's; taken_down is final.
 */
export const RELEASE_TRANSITIONS: Readonly<Record<ReleaseStatus, readonly ReleaseStatus[]>> = {
  draft: ['ready'],
  ready: ['draft', 'on_progress'],
  on_progress: ['success', 'rejected'],
  success: ['taken_down'],
  rejected: ['draft'],
  taken_down: [],
};

/** True when a release may move from one status to the other. */
export function canTransition(from: ReleaseStatus, to: ReleaseStatus): boolean {
  return RELEASE_TRANSITIONS[from].includes(to);
}

/** True when a release in this status can still be edited (only drafts, SPEC §4). */
export function isEditableStatus(status: ReleaseStatus): boolean {
  return status === 'draft';
}

/** Audio clip length limits in seconds, inclusive (SPEC §9). */
export const AUDIO_CLIP_MIN_SECONDS = 15;
export const AUDIO_CLIP_MAX_SECONDS = 59;
/** Cover art is exactly this many pixels wide and high. */
export const COVER_ART_SIZE = 3000;
/** The lowest sample rate (Hz) and bit depth accepted for full audio: CD quality. */
export const MIN_SAMPLE_RATE = 44_100;
export const MIN_BIT_DEPTH = 16;

/** Text limits for release fields. */
export const RELEASE_TEXT_MAX = 200;
export const LYRICS_MAX = 10_000;
export const TRACK_NUMBER_MAX = 999;
export const TRACKS_MAX = 100;
