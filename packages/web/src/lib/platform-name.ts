// The SPA's pages and the server's notices name stores alike: one table, in contracts.
export { platformName } from '@irama/contracts';
