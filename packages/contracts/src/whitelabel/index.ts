export * from './branding.ts';
export * from './color.ts';
export * from './whitelabel.ts';
