export * from './expertise.ts';
export * from './expertise-ops.ts';
