export * from './switches.ts';
