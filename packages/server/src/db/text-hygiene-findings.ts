import type { Generated } from 'kysely';
import type { Db } from './database.ts';
import type { Timestamp } from './schema.ts';

/** Migration 0009: a stored text that broke a text rule when the migration ran, left for an operator to fix. */
export interface TextHygieneFindingsTable {
  id: Generated<number>;
  table_name: string;
  /** The row's key (`whitelabel_configs`: its company id), as text. */
  row_id: string;
  column_name: string;
  rule: 'control_character' | 'invalid_unicode' | 'bidi_override' | 'not_normalized';
  found_at: Timestamp;
}

declare module './schema.ts' {
  interface Database {
    text_hygiene_findings: TextHygieneFindingsTable;
  }
}

/** How many findings of stored text breaking the text rules are still listed (docs/operations.md). */
export async function countTextHygieneFindings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('text_hygiene_findings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
