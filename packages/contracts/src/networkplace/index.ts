export * from './networkplace.ts';
