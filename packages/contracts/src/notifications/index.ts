export * from './notice-values.ts';
export * from './notifications.ts';
