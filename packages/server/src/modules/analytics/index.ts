// What other modules may use of analytics: whose YouTube figures a caller reads, date ranges, catalogue assets.
export { catalogueAssets, netChannelSubscribers, rangeOf, youtubeCompany } from './analytics.service.ts';
