import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Migration 0012: one line of an entertainment company's monthly statement. */
export interface EntStatementsTable {
  id: Generated<number>;
  company_id: number;
  period: string;
  /** YYYY-MM-DD of the show or deal. */
  day: string;
  category: 'show' | 'brand_deal' | 'licensing' | 'merchandise' | 'appearance';
  description: string;
  amount_idr: number;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    ent_statements: EntStatementsTable;
  }
}
