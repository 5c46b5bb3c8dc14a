import type { Generated, Selectable } from 'kysely';
import type { Flag, JsonText, Timestamp } from '../../db/schema.ts';

/** Migration 0003_release: the company's artist database. */
export interface ArtistsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  spotify_id: string | null;
  image_url: string | null;
  created_at: Timestamp;
}

/** Uploads kept for releases; `path` is relative to DATA_DIR. */
export interface ReleaseFilesTable {
  id: string;
  company_id: number;
  type: string;
  path: string;
  stored_name: string;
  original_name: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  sample_rate: number | null;
  bit_depth: number | null;
  channels: number | null;
  duration_seconds: number | null;
  sha256: string;
  created_at: Timestamp;
}

export interface ReleasesTable {
  id: Generated<number>;
  company_id: number;
  album_id: string | null;
  status: string;
  release_type: string | null;
  title: string | null;
  upc: string | null;
  release_date: string | null;
  label: string | null;
  asset_label: string | null;
  platforms: JsonText;
  cover_file_id: string | null;
  letter_file_id: string | null;
  supporting_file_ids: JsonText;
  documentation_file_ids: JsonText;
  errors: JsonText;
  submitted_at: Timestamp | null;
  ddex_path: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TracksTable {
  id: Generated<number>;
  company_id: number;
  release_id: number;
  title: string | null;
  track_number: number | null;
  composer_first_name: string | null;
  composer_last_name: string | null;
  isrc: string | null;
  video_isrc: string | null;
  genre: string | null;
  language: string | null;
  region: string | null;
  is_explicit: Flag;
  is_instrumental: Flag;
  lyrics: string | null;
  audio_file_id: string | null;
  video_file_id: string | null;
  clip_file_id: string | null;
  has_preview: Flag;
  preview_release_date: string | null;
  performer_contributors: JsonText;
  production_contributors: JsonText;
  /** Migration 0029_songshare: the public share page's id, given when the release goes live. */
  share_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReleaseArtistsTable {
  id: Generated<number>;
  company_id: number;
  release_id: number;
  track_id: number | null;
  position: number;
  artist_id: number | null;
  spotify_id: string | null;
  name: string | null;
  role: string | null;
}

export interface ReleaseEventsTable {
  id: Generated<number>;
  company_id: number;
  release_id: number;
  from_status: string | null;
  to_status: string;
  actor_user_id: number | null;
  note: string | null;
  errors: JsonText;
  created_at: Timestamp;
}

export type ArtistRow = Selectable<ArtistsTable>;
export type ReleaseFileRow = Selectable<ReleaseFilesTable>;
export type ReleaseRow = Selectable<ReleasesTable>;
export type TrackRow = Selectable<TracksTable>;
export type ReleaseArtistRow = Selectable<ReleaseArtistsTable>;
export type ReleaseEventRow = Selectable<ReleaseEventsTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    artists: ArtistsTable;
    release_files: ReleaseFilesTable;
    releases: ReleasesTable;
    tracks: TracksTable;
    release_artists: ReleaseArtistsTable;
    release_events: ReleaseEventsTable;
  }
}
