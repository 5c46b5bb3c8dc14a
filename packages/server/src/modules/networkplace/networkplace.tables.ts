import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** A flag the database defaults to false: left out of an insert, set as a boolean (`Generated<Flag>` cannot be updated). */
type DefaultedFlag = ColumnType<boolean | number, boolean | undefined, boolean>;

/** One user's social profile (migration 0023), with its company's verified figures kept beside it. */
export interface NetworkplaceProfilesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  display_name: string;
  profession: string;
  /** JSON array of strings. */
  skills: string;
  industry: string;
  visibility: string;
  bio: string;
  artist_label: string;
  search_text: string;
  is_hidden_by_staff: DefaultedFlag;
  stat_subscribers: Generated<number | string>;
  stat_total_assets: Generated<number | string>;
  stat_monthly_streams: Generated<number | string>;
  /** JSON array of `{ title, views }`. */
  stat_top_videos: Generated<string>;
  stats_as_of: string | null;
  stats_verified: DefaultedFlag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NetworkplaceLikesTable {
  from_profile_id: number;
  to_profile_id: number;
  created_at: Timestamp;
}

export interface NetworkplaceBlocksTable {
  blocker_profile_id: number;
  blocked_profile_id: number;
  created_at: Timestamp;
}

export interface NetworkplaceReportsTable {
  id: Generated<number>;
  reporter_profile_id: number;
  reported_profile_id: number;
  kind: 'profile' | 'message';
  reason: string;
  note: string;
  status: 'open' | 'resolved';
  conversation_id: number | null;
  message_id: number | null;
  message_text: string | null;
  action: string | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by_user_id: number | null;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    networkplace_profiles: NetworkplaceProfilesTable;
    networkplace_likes: NetworkplaceLikesTable;
    networkplace_blocks: NetworkplaceBlocksTable;
    networkplace_reports: NetworkplaceReportsTable;
  }
}
