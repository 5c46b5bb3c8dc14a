export * from './musicbank.ts';
export * from './musicbank-ops.ts';
