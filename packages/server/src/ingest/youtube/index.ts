export { REVENUE_PARTS, YOUTUBE_COLUMNS, type YoutubeVariant } from './columns.ts';
export { FIXTURE_SCALE, youtubeFixtureCsv, youtubeFixtureRows, youtubeFixtureTotals } from './fixtures.ts';
export { detectYoutubeVariant, parseYoutubeAssetReport, type RevenueBreakdown, type YoutubeAssetRow } from './parse.ts';
