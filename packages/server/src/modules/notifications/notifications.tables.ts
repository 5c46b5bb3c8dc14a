import type { Generated } from 'kysely';
import type { Flag, JsonText, Timestamp } from '../../db/schema.ts';

/** SPEC §3 Notification (migration 0003); the notifications capability builds its API on this table. */
export interface NotificationsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  title: string;
  content: string;
  category_id: number;
  is_read: Flag;
  is_important: Flag;
  additional_data: JsonText;
  created_at: Timestamp;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    notifications: NotificationsTable;
  }
}
