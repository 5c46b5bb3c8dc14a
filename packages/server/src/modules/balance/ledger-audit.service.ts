import type { Db } from '../../db/database.ts';
import { ALL_COMPANIES } from '../../db/scope.ts';
import { type LedgerMove, recordLedgerMoves } from './money.repository.ts';

export type { LedgerMove };

/**
 * Audits ledger entries the current transaction has just written (a credit at publish, a YouTube
 * payout): each move is recorded with the company's account before and after it.
 */
export function auditLedgerMoves(db: Db, moves: readonly LedgerMove[], actorUserId: number | null, at: string) {
  return recordLedgerMoves(db, ALL_COMPANIES, moves, actorUserId, at);
}
