/** The revenue breakdown YouTube reports for both the YouTube share and the partner share. */
export const REVENUE_PARTS = [
  'Auction',
  'Reserved',
  'Partner Sold YouTube Served',
  'Partner Sold Partner Served',
] as const;

const shared = (dateColumn: 'Day' | 'Month', gridColumn: 'GRid' | 'GRID') => [
  'Adjustment Type',
  dateColumn,
  'Country',
  'Asset ID',
  'Asset Title',
  'Asset Labels',
  'Asset Channel ID',
  'Asset Type',
  'Custom ID',
  'ISRC',
  'UPC',
  gridColumn,
  'Artist',
  'Album',
  'Label',
  'Administer Publish Rights',
  'Owned Views',
  ...REVENUE_PARTS.map((part) => `YouTube Revenue Split : ${part}`),
  'YouTube Revenue Split',
  ...REVENUE_PARTS.map((part) => `Partner Revenue : ${part}`),
  'Partner Revenue',
];

/** `ads` is the ad-supported report (Day, GRid); `subscription` is the YouTube Premium variant (Month, GRID). */
export type YoutubeVariant = 'ads' | 'subscription';

/** The exact header of each variant, in YouTube's order (formats/README.md). */
export const YOUTUBE_COLUMNS: Readonly<Record<YoutubeVariant, readonly string[]>> = {
  ads: shared('Day', 'GRid'),
  subscription: shared('Month', 'GRID'),
};
