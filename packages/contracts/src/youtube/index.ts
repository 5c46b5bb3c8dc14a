export * from './figures.ts';
export * from './overview.ts';
export * from './report.ts';
