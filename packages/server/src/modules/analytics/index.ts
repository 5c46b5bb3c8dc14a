// What other modules may use of analytics: whose YouTube figures a caller reads, date ranges, catalogue assets.

export { rangeOf, youtubeCompany } from './analytics.service.ts';
export { catalogueAssets, netChannelSubscribers } from './analytics-info.service.ts';
