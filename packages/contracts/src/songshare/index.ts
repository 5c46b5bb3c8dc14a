export * from './songshare.ts';
