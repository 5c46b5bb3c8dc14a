// The SPA's pages and the server's notices name months alike: one formatter, in contracts.
export { formatPeriod } from '@irama/contracts';
