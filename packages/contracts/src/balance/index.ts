export * from './balance.ts';
export * from './ops-withdrawals.ts';
