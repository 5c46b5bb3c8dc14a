export * from './attachments.ts';
export * from './changelog.ts';
export * from './hours.ts';
export * from './information-center.ts';
export * from './stores.ts';
export * from './support.ts';
