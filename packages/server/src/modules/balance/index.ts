// What other modules may use of balance: auditing the ledger entries they write, and when a withdrawal was first paid.
export { firstWithdrawalPaidAt } from './balance.service.ts';
export { auditLedgerMoves, type LedgerMove } from './ledger-audit.service.ts';
