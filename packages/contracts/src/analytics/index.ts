export * from './answers.ts';
export * from './query.ts';
