export * from './ent.ts';
