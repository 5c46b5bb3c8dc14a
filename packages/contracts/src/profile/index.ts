export * from './admins.ts';
export * from './profile.ts';
