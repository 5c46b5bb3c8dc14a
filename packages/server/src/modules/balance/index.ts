// What other modules may use of balance: auditing the ledger entries they write, when a withdrawal was
// first paid, running a keyed request once under the balance lock, spending from the balance, and the
// DSP figures paylater's limit and repayments are read from.
export { firstWithdrawalPaidAt, MONEY_FEATURE, sourceOf } from './balance.service.ts';
export { type OnceRequest, runOnce } from './idempotency.service.ts';
export { auditLedgerMoves, type LedgerMove } from './ledger-audit.service.ts';
export { exactSum, isDspSource } from './money.repository.ts';
export { dspBalanceOf, dspCreditsBetween, type Spend, spendFromBalance } from './spend.service.ts';
