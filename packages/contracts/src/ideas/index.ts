export * from './announcements.ts';
export * from './content.ts';
export * from './recommendations.ts';
