export * from './errors.ts';
export * from './runs.ts';
export * from './settings.ts';
export * from './uploads.ts';
