import type { ConflictEventKind, ConflictStatus, ExportFormat, ExportStatus } from '@irama/contracts';
import type { Generated } from 'kysely';
import type { JsonText, Timestamp } from '../../db/schema.ts';

/** Migration 0011: one word or code of an asset, for prefix search. */
export interface YoutubeAssetTermsTable {
  company_id: number;
  term: string;
  asset_ref: number;
}

/** The newest asset whose words a company's term index holds. */
export interface YoutubeAssetTermMarksTable {
  company_id: number;
  last_asset_ref: number;
}

export interface ConflictsTable {
  id: Generated<number>;
  company_id: number;
  asset_ref: number;
  conflicting_owner: string;
  /** Space-separated ISO codes. */
  territories: string;
  status: ConflictStatus;
  views: number;
  active_claims: number;
  opened_at: Timestamp;
  deadline_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConflictEventsTable {
  id: Generated<number>;
  company_id: number;
  conflict_id: number;
  kind: ConflictEventKind;
  user_id: number | null;
  actor_name: string | null;
  note: string | null;
  evidence_url: string | null;
  created_at: Timestamp;
}

export interface CatalogExportsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  format: ExportFormat;
  /** The list filters the export was asked with (`AssetFilter`). */
  filters: JsonText;
  status: ExportStatus;
  rows_total: number;
  rows_done: number;
  file_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    youtube_asset_terms: YoutubeAssetTermsTable;
    youtube_asset_term_marks: YoutubeAssetTermMarksTable;
    conflicts: ConflictsTable;
    conflict_events: ConflictEventsTable;
    catalog_exports: CatalogExportsTable;
  }
}
