import type { Timestamp } from '../../db/schema.ts';

/** Each user's last stream event id (migration 0019): the next event takes the one after it. */
export interface StreamHeadsTable {
  company_id: number;
  user_id: number;
  last_id: number;
}

/** The events kept for a reconnecting stream to replay, numbered per user (migration 0019). */
export interface StreamEventsTable {
  company_id: number;
  user_id: number;
  id: number;
  kind: string;
  /** The event's JSON data, as the stream sends it. */
  data: string;
  created_at: Timestamp;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    stream_heads: StreamHeadsTable;
    stream_events: StreamEventsTable;
  }
}
