import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Migration 0029_songshare: the cover and preview made once for a track's share page. */
export interface SongshareMediaTable {
  id: Generated<number>;
  company_id: number;
  track_id: number;
  /** Media storage URLs of the 640×640 cover. */
  cover_webp_url: string | null;
  cover_jpeg_url: string | null;
  /** The preview WAV, relative to DATA_DIR. */
  preview_path: string | null;
  preview_ms: number | null;
  created_at: Timestamp;
}

/** Migration 0029_songshare: store-link clicks on share pages, one row per track, store and WIB day. */
export interface SongshareClicksTable {
  id: Generated<number>;
  company_id: number;
  track_id: number;
  store: string;
  day: string;
  clicks: number;
}

export type SongshareMediaRow = Selectable<SongshareMediaTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    songshare_media: SongshareMediaTable;
    songshare_clicks: SongshareClicksTable;
  }
}
