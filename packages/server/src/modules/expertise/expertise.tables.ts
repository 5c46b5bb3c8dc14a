import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** A flag the database defaults to false: left out of an insert, set as a boolean. */
type DefaultedFlag = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A count or length the database defaults to 0 (bigint, read back as a number on both engines). */
type DefaultedBigint = ColumnType<number, number | undefined, number>;

/** An uploaded episode file (migration 0024), kept under the key `path` in the object storage. */
export interface ExpertiseFilesTable {
  id: string;
  path: string;
  mime: string;
  original_name: string;
  size: number;
  created_at: Timestamp;
}

export interface ExpertiseTopicsTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExpertiseCoursesTable {
  id: Generated<number>;
  topic_id: number;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  search_text: string;
  is_mandatory: DefaultedFlag;
  featured_position: number | null;
  suggested_for: string | null;
  is_published: DefaultedFlag;
  learner_count: DefaultedBigint;
  view_count: DefaultedBigint;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExpertiseEpisodesTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  duration_seconds: number;
  video_file_id: string | null;
  poster_file_id: string | null;
  subtitles_id_file_id: string | null;
  subtitles_en_file_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExpertiseWatchlistTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  course_id: number;
  created_at: Timestamp;
}

export interface ExpertiseProgressTable {
  company_id: number;
  user_id: number;
  episode_id: number;
  course_id: number;
  opened_at: Timestamp;
  session_played_ms: DefaultedBigint;
  played_ms: DefaultedBigint;
  position_ms: DefaultedBigint;
  watched_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface ExpertiseCompletionsTable {
  company_id: number;
  user_id: number;
  course_id: number;
  finished_at: Timestamp;
}

export type EpisodeRow = Selectable<ExpertiseEpisodesTable>;
export type ProgressRow = Selectable<ExpertiseProgressTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    expertise_files: ExpertiseFilesTable;
    expertise_topics: ExpertiseTopicsTable;
    expertise_courses: ExpertiseCoursesTable;
    expertise_episodes: ExpertiseEpisodesTable;
    expertise_watchlist: ExpertiseWatchlistTable;
    expertise_progress: ExpertiseProgressTable;
    expertise_completions: ExpertiseCompletionsTable;
  }
}
