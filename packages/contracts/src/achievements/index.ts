export * from './achievements.ts';
