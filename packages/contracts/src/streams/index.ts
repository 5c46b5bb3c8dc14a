export * from './streams.ts';
