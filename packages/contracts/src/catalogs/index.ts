export * from './assets.ts';
export * from './conflicts.ts';
export * from './export.ts';
export * from './summary.ts';
