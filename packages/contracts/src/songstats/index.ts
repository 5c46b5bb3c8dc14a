export * from './songstats.ts';
