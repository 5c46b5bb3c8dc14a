import type {
  MusicbankDeclineCause,
  MusicbankGenre,
  MusicbankLanguage,
  MusicbankMood,
  MusicbankPaymentMethod,
  MusicbankRequestStatus,
} from '@irama/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** A flag the database defaults to false: left out of an insert, set as a boolean. */
type DefaultedFlag = ColumnType<boolean | number, boolean | undefined, boolean>;

/** A song of the bank (migration 0027): the distributor's, listed for every partner. */
export interface MusicbankItemsTable {
  id: Generated<number>;
  title: string;
  /** A JSON array of the writers' names. */
  writers: string;
  genre: MusicbankGenre;
  mood: MusicbankMood;
  language: MusicbankLanguage;
  lyrics: string;
  terms: string;
  fee_idr: number;
  is_exclusive: DefaultedFlag;
  is_listed: DefaultedFlag;
  search_text: string;
  demo_file_id: string | null;
  demo_path: string | null;
  demo_mime: string | null;
  demo_name: string | null;
  demo_size: number | null;
  demo_seconds: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A company's request to license a song, through its whole life. */
export interface MusicbankRequestsTable {
  id: Generated<number>;
  company_id: number;
  item_id: number;
  reference: string;
  status: MusicbankRequestStatus;
  intended_release: string;
  message: string;
  fee_idr: number;
  terms: string;
  declined_because: MusicbankDeclineCause | null;
  decline_reason: string | null;
  requested_by: number | null;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  pay_by: Timestamp | null;
  paid_at: Timestamp | null;
  payment_method: MusicbankPaymentMethod | null;
  paylater_id: number | null;
  closed_at: Timestamp | null;
}

export type MusicbankItemRow = Selectable<MusicbankItemsTable>;

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    musicbank_items: MusicbankItemsTable;
    musicbank_requests: MusicbankRequestsTable;
  }
}
