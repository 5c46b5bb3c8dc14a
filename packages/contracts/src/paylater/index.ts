export * from './paylater.ts';
