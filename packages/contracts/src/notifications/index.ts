export * from './notifications.ts';
