// What other modules may use of balance: auditing the ledger entries they write.
export { auditLedgerMoves, type LedgerMove } from './ledger-audit.service.ts';
