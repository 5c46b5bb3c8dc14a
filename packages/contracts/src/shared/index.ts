export * from './analytics-window.ts';
export * from './errors.ts';
export * from './identifiers.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './runtime-config.ts';
export * from './text.ts';
export * from './validation.ts';
