import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** A conversation between two Networkplace profiles (migration 0023), the pair in id order. */
export interface ChatConversationsTable {
  id: Generated<number>;
  profile_a_id: number;
  profile_b_id: number;
  started_by_profile_id: number;
  status: 'introduction' | 'open' | 'closed' | 'expired';
  introduction_expires_at: Timestamp | null;
  closed_reason: string | null;
  last_message_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_profile_id: number;
  body: string;
  created_at: Timestamp;
}

/** What one participant has read of a conversation, and when their bell last told them of it. */
export interface ChatReadPointersTable {
  conversation_id: number;
  profile_id: number;
  last_read_message_id: Generated<number>;
  last_read_at: Timestamp | null;
  last_noticed_at: Timestamp | null;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    chat_conversations: ChatConversationsTable;
    chat_messages: ChatMessagesTable;
    chat_read_pointers: ChatReadPointersTable;
  }
}
