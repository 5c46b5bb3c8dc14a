import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/schema.ts';

/**
 * Staff-managed content of Home and Ideas, one row per banner, social post, hot topic or trending idea
 * (migration 0017); its English texts since 0022, the unsuffixed ones being the Indonesian.
 */
export interface IdeasContentTable {
  id: Generated<number>;
  kind: string;
  title: string;
  title_en: Generated<string>;
  summary: string;
  summary_en: Generated<string>;
  image_url: string | null;
  link_url: string | null;
  published_on: string;
  starts_on: string | null;
  ends_on: string | null;
  position: Generated<number>;
  /** The configured feed a row was read from; null for rows staff wrote. */
  feed_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An announcement to every partner (migration 0017), in Indonesian and (since 0022) English. */
export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  title_en: Generated<string>;
  content: string;
  content_en: Generated<string>;
  is_important: Flag;
  /** The company group it is for; null for every partner. */
  group_name: string | null;
  published_at: Timestamp;
  created_by: number | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    ideas_content: IdeasContentTable;
    announcements: AnnouncementsTable;
  }
}
