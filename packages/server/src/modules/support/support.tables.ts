import type { Generated } from 'kysely';
import type { Flag, JsonText, Timestamp } from '../../db/schema.ts';

/** Migration 0016: a support ticket a partner opened. */
export interface SupportTicketsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  subject: string;
  category: string;
  status: 'open' | 'answered' | 'closed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One message of a ticket's thread: the opening message or a reply. */
export interface SupportMessagesTable {
  id: Generated<number>;
  company_id: number;
  ticket_id: number;
  author_id: number | null;
  is_staff: Flag;
  author_name: string;
  message: string;
  created_at: Timestamp;
}

export interface SupportFeedbackTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  rating: number;
  category: string;
  message: string;
  created_at: Timestamp;
}

/** A file attached to a ticket message or to feedback; kept under `stored_name` in the support folder. */
export interface SupportAttachmentsTable {
  id: Generated<number>;
  company_id: number;
  message_id: number | null;
  feedback_id: number | null;
  name: string;
  extension: string;
  stored_name: string;
  size: number;
  created_at: Timestamp;
}

export interface InfoArticlesTable {
  id: Generated<number>;
  category: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  /** Titles and bodies in both languages, lower-cased without accents: what search looks in. */
  search_text: string;
  position: number;
  is_published: Flag;
  updated_at: Timestamp;
}

export interface DspStoresTable {
  id: Generated<number>;
  name: string;
  type: string;
  region: string;
  description_id: string;
  description_en: string;
  website: string;
  position: number;
  is_published: Flag;
}

export interface ChangelogEntriesTable {
  id: Generated<number>;
  version: string;
  released_on: string;
  title_id: string;
  title_en: string;
  /** JSON arrays of strings. */
  items_id: JsonText;
  items_en: JsonText;
  is_published: Flag;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    support_tickets: SupportTicketsTable;
    support_messages: SupportMessagesTable;
    support_feedback: SupportFeedbackTable;
    support_attachments: SupportAttachmentsTable;
    info_articles: InfoArticlesTable;
    dsp_stores: DspStoresTable;
    changelog_entries: ChangelogEntriesTable;
  }
}
